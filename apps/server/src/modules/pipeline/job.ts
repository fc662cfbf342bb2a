import { NoSpeechModelError, openSpeakerModel, transcribeAudio } from '@asha/scribe';
import type { CoreContext } from '../../context.js';
import { stageClock } from '../../metrics/metrics.js';
import { arrivingSpeechModel } from '../models/index.js';
import {
  claim,
  engineFailureOf,
  failureReason,
  isPermanent,
  markFailed,
  recordEngineSuccess,
  writeUp,
  type Attempt,
  type Conv,
  type EngineProvider,
  type Engines,
} from '../writing/index.js';
import type { PipelineJobData } from '../../queue/enqueue.js';
import { waitForEngine } from './engine-wait.js';
import { waitForSpeechModel } from './wait-for-model.js';

type Outcome = 'ready' | 'failed' | 'skipped' | 'waiting';

/**
 * One conversation through the pipeline: transcribing → writing report →
 * ready. Idempotent: a conversation that is already ready or failed is left alone, and a re-run
 * after a crash rewrites every output (each storage write is atomic). Permanent failures are
 * recorded and the job completes. A speech or report engine that fails and may come back is tried
 * again on its own schedule (engine-wait.ts; `wake` starts this process's workers when a try is due);
 * other transient failures throw so pg-boss retries with backoff, and the last attempt records them.
 */
export async function runPipelineJob(
  ctx: CoreContext,
  engines: EngineProvider,
  data: PipelineJobData,
  attempt: Attempt,
  wake?: () => void,
): Promise<Outcome> {
  const conv = await claim(ctx, data.conversationId);
  if (!conv) return 'skipped';
  const log = ctx.logger.child({ conversationId: conv.id });
  const targets: Engines['targets'] = { speech: null, report: null };
  try {
    await runStages(ctx, engines, conv, log, targets);
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
    const failure = engineFailureOf(e);
    if (failure) return waitForEngine(ctx, conv, e, { ...failure, target: targets[failure.engine] }, wake);
    if (!isPermanent(e) && attempt.retryCount < attempt.retryLimit) {
      log.warn({ err: e.message, attempt: attempt.retryCount + 1 }, 'pipeline attempt failed; it will be retried');
      throw e;
    }
    await markFailed(ctx, conv.id, failureReason(e, attempt));
    log.info({ reason: e.message }, 'conversation failed');
    return 'failed';
  }
}

async function runStages(
  ctx: CoreContext,
  engines: EngineProvider,
  conv: Conv,
  log: CoreContext['logger'],
  targets: Engines['targets'],
) {
  const { speech, llm, rolesLlm, targets: chosen } = await engines.forClinician(conv.clinicianId);
  Object.assign(targets, chosen);
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
  await recordEngineSuccess(ctx, 'speech', targets.speech);
  await writeUp(ctx, conv, transcript, llm, stages);
  if (llm) await recordEngineSuccess(ctx, 'report', targets.report);
}
