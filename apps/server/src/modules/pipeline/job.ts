import { NoSpeechModelError, openSpeakerModel, transcribeAudio } from '@asha/scribe';
import type { CoreContext } from '../../context.js';
import { stageClock } from '../../metrics/metrics.js';
import { arrivingSpeechModel } from '../models/index.js';
import {
  claim,
  failureReason,
  isPermanent,
  markFailed,
  writeUp,
  type Attempt,
  type Conv,
  type EngineProvider,
} from '../writing/index.js';
import type { PipelineJobData } from '../../queue/enqueue.js';
import { waitForSpeechModel } from './wait-for-model.js';

type Outcome = 'ready' | 'failed' | 'skipped' | 'waiting';

/**
 * One conversation through the pipeline: transcribing → writing report →
 * ready. Idempotent: a conversation that is already ready or failed is left alone, and a re-run
 * after a crash rewrites every output (each storage write is atomic). Permanent failures are
 * recorded and the job completes; transient ones throw so pg-boss retries with backoff, and the
 * last attempt records the failure too.
 */
export async function runPipelineJob(
  ctx: CoreContext,
  engines: EngineProvider,
  data: PipelineJobData,
  attempt: Attempt,
): Promise<Outcome> {
  const conv = await claim(ctx, data.conversationId);
  if (!conv) return 'skipped';
  const log = ctx.logger.child({ conversationId: conv.id });
  try {
    await runStages(ctx, engines, conv, log);
    return 'ready';
  } catch (err) {
    const e = err as Error;
    // No speech engine yet, but the speech model is downloading: wait for it rather than fail.
    const arriving = e instanceof NoSpeechModelError ? await arrivingSpeechModel(ctx) : null;
    if (arriving) {
      await waitForSpeechModel(ctx, conv.id);
      log.info({ model: arriving.name }, 'waiting for the speech model to download');
      return 'waiting';
    }
    if (!isPermanent(e) && attempt.retryCount < attempt.retryLimit) {
      log.warn({ err: e.message, attempt: attempt.retryCount + 1 }, 'pipeline attempt failed; it will be retried');
      throw e;
    }
    await markFailed(ctx, conv.id, failureReason(e, attempt));
    log.info({ reason: e.message }, 'conversation failed');
    return 'failed';
  }
}

async function runStages(ctx: CoreContext, engines: EngineProvider, conv: Conv, log: CoreContext['logger']) {
  const { speech, llm, rolesLlm } = await engines.forClinician(conv.clinicianId);
  // A speaker model in MODELS_DIR, when one is installed, tells the voices apart (else MFCC and pitch).
  const speakerModel = await openSpeakerModel(ctx.config.MODELS_DIR);
  const audio = await ctx.storage.getBuffer(conv.audioKey);
  let lastStage = '';
  const stages = stageClock(ctx.metrics);
  const transcript = await engines.transcribing(speech, async () => {
    const started = performance.now();
    const t = await transcribeAudio(audio, {
      engine: speech,
      llm: rolesLlm,
      speakerModel,
      onProgress: (p) => {
        if (p.stage !== lastStage) {
          log.info({ stage: p.stage, total: p.total }, 'pipeline stage');
          stages.enter(p.stage);
        }
        lastStage = p.stage;
      },
    });
    stages.end();
    await speakerModel?.close?.();
    const engine = speech.name.split(':')[0] ?? 'unknown';
    if (t.durationSec > 0)
      ctx.metrics.speechRealTimeFactor.observe({ engine }, (performance.now() - started) / 1000 / t.durationSec);
    return t;
  });
  await writeUp(ctx, conv, transcript, llm, stages);
}
