import { eq } from 'drizzle-orm';
import { recordingOutputKey, type StoredReport, type Transcript } from '@asha/contracts';
import { NoSpeechModelError, transcribeAudio, transcriptToText, writeReport, type LlmEngine } from '@asha/scribe';
import { openSpeakerModel } from '@asha/scribe';
import type { CoreContext } from '../../context.js';
import { conversations, patients } from '../../db/schema/index.js';
import { withTransaction } from '../../lib/transaction.js';
import { stageClock } from '../../metrics/metrics.js';
import { insertFirstVersion } from '../notes/first-version.js';
import type { EngineProvider } from './engines.js';
import { arrivingSpeechModel } from '../models/arriving.js';
import { failureReason, isPermanent } from './failures.js';
import type { Attempt } from './types.js';
import { waitForSpeechModel } from './wait-for-model.js';

export interface PipelineJobData {
  conversationId: string;
}

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

export type Conv = typeof conversations.$inferSelect;

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

/**
 * A consultation's transcript stored beside its recording, then its report: 'writing report' →
 * 'ready'. Shared by the upload pipeline and a live recording, which has its transcript at Stop.
 */
export async function writeUp(
  ctx: CoreContext,
  conv: Conv,
  transcript: Transcript,
  llm: LlmEngine | null,
  stages = stageClock(ctx.metrics),
) {
  const transcriptKey = recordingOutputKey(conv.audioKey, 'transcriptText');
  await ctx.storage.put(
    recordingOutputKey(conv.audioKey, 'transcriptJson'),
    JSON.stringify(transcript, null, 2),
    'application/json',
  );
  await ctx.storage.put(transcriptKey, transcriptToText(transcript), 'text/plain; charset=utf-8');
  await setStatus(ctx, conv.id, 'writing report');

  stages.enter('report');
  const report = await writeReport(transcript, {
    llm,
    patient: await patientFor(ctx, conv.patientId),
    redactRemote: ctx.config.REDACT_REMOTE,
  });
  stages.end();
  const reportKey = recordingOutputKey(conv.audioKey, 'report');
  // The file stays as the record of what the writer produced; the note's version 1 is written with 'ready'.
  await ctx.storage.put(reportKey, JSON.stringify(report, null, 2), 'application/json');
  await markReady(ctx, conv, transcript, report, { transcriptKey, reportKey });
}

/** Moves an unfinished conversation to 'transcribing'; null when it is finished or gone. */
export async function claim(ctx: CoreContext, id: string): Promise<Conv | null> {
  const { rows } = await ctx.database.pool.query<{ id: string }>(
    `update conversations
        set status = 'transcribing', error = null, updated_at = now(),
            processing_started_at = coalesce(processing_started_at, now()), processing_finished_at = null
      where id = $1 and status in ('uploaded', 'transcribing', 'writing report')
      returning id`,
    [id],
  );
  if (!rows[0]) return null;
  const [row] = await ctx.database.db.select().from(conversations).where(eq(conversations.id, id));
  return row ?? null;
}

async function setStatus(ctx: CoreContext, id: string, status: Conv['status']) {
  await ctx.database.db.update(conversations).set({ status, updatedAt: new Date() }).where(eq(conversations.id, id));
}

/** 'ready' and the note's version 1 together: a consultation is never ready without its note. */
async function markReady(
  ctx: CoreContext,
  conv: Conv,
  t: Transcript,
  report: StoredReport,
  keys: { transcriptKey: string; reportKey: string },
) {
  await withTransaction(ctx.database, async ({ db }) => {
    await db
      .update(conversations)
      .set({
        status: 'ready',
        error: null,
        durationSec: t.durationSec,
        language: t.languages[0] ?? null,
        ...keys,
        processingFinishedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(conversations.id, conv.id));
    await insertFirstVersion(db, conv, report, t);
  });
}

export async function markFailed(ctx: CoreContext, id: string, reason: string) {
  await ctx.database.db
    .update(conversations)
    .set({ status: 'failed', error: reason, processingFinishedAt: new Date(), updatedAt: new Date() })
    .where(eq(conversations.id, id));
}

async function patientFor(ctx: CoreContext, patientId: string) {
  const [p] = await ctx.database.db
    .select({
      name: patients.name,
      email: patients.email,
      phone: patients.phone,
      dob: patients.dob,
      gender: patients.gender,
    })
    .from(patients)
    .where(eq(patients.id, patientId));
  return p ?? {};
}
