import { eq } from 'drizzle-orm';
import type { Transcript } from '@asha/contracts';
import { transcribeAudio, transcriptToText, writeReport } from '@asha/scribe';
import type { AppContext } from '../../context.js';
import { conversations, patients } from '../../db/schema/index.js';
import { baseOfKey } from '../conversations/keys.js';
import type { EngineProvider } from './engines.js';
import { failureReason, isPermanent } from './failures.js';

export interface PipelineJobData {
  conversationId: string;
}

export interface Attempt {
  retryCount: number;
  retryLimit: number;
}

type Outcome = 'ready' | 'failed' | 'skipped';

/**
 * One conversation through the pipeline (issue #7, item 7): transcribing → writing report →
 * ready. Idempotent: a conversation that is already ready or failed is left alone, and a re-run
 * after a crash rewrites every output (each storage write is atomic). Permanent failures are
 * recorded and the job completes; transient ones throw so pg-boss retries with backoff, and the
 * last attempt records the failure too.
 */
export async function runPipelineJob(ctx: AppContext, engines: EngineProvider, data: PipelineJobData, attempt: Attempt): Promise<Outcome> {
  const conv = await claim(ctx, data.conversationId);
  if (!conv) return 'skipped';
  const log = ctx.logger.child({ conversationId: conv.id });
  try {
    await runStages(ctx, engines, conv, log);
    return 'ready';
  } catch (err) {
    const e = err as Error;
    if (!isPermanent(e) && attempt.retryCount < attempt.retryLimit) {
      log.warn({ err: e.message, attempt: attempt.retryCount + 1 }, 'pipeline attempt failed; it will be retried');
      throw e;
    }
    await markFailed(ctx, conv.id, failureReason(e, attempt));
    log.info({ reason: e.message }, 'conversation failed');
    return 'failed';
  }
}

type Conv = typeof conversations.$inferSelect;

async function runStages(ctx: AppContext, engines: EngineProvider, conv: Conv, log: AppContext['logger']) {
  const { speech, llm } = await engines.forClinician(conv.clinicianId);
  const audio = await ctx.storage.getBuffer(conv.audioKey);
  let lastStage = '';
  const transcript = await transcribeAudio(audio, {
    engine: speech,
    llm,
    onProgress: (p) => {
      if (p.stage !== lastStage) log.info({ stage: p.stage, total: p.total }, 'pipeline stage');
      lastStage = p.stage;
    },
  });
  const base = baseOfKey(conv.audioKey);
  const transcriptKey = `${base}.txt`;
  await ctx.storage.put(`${base}.transcript.json`, JSON.stringify(transcript, null, 2), 'application/json');
  await ctx.storage.put(transcriptKey, transcriptToText(transcript), 'text/plain; charset=utf-8');
  await setStatus(ctx, conv.id, 'writing report');

  const report = await writeReport(transcript, {
    llm,
    patient: await patientFor(ctx, conv.patientId),
    redactRemote: ctx.config.REDACT_REMOTE,
  });
  const reportKey = `${base}.json`;
  await ctx.storage.put(reportKey, JSON.stringify(report, null, 2), 'application/json');
  await markReady(ctx, conv.id, transcript, transcriptKey, reportKey);
}

/** Moves an unfinished conversation to 'transcribing'; null when it is finished or gone. */
async function claim(ctx: AppContext, id: string): Promise<Conv | null> {
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

async function setStatus(ctx: AppContext, id: string, status: Conv['status']) {
  await ctx.database.db.update(conversations).set({ status, updatedAt: new Date() }).where(eq(conversations.id, id));
}

async function markReady(ctx: AppContext, id: string, t: Transcript, transcriptKey: string, reportKey: string) {
  await ctx.database.db
    .update(conversations)
    .set({
      status: 'ready',
      error: null,
      durationSec: t.durationSec,
      language: t.languages[0] ?? null,
      transcriptKey,
      reportKey,
      processingFinishedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(conversations.id, id));
}

async function markFailed(ctx: AppContext, id: string, reason: string) {
  await ctx.database.db
    .update(conversations)
    .set({ status: 'failed', error: reason, processingFinishedAt: new Date(), updatedAt: new Date() })
    .where(eq(conversations.id, id));
}

async function patientFor(ctx: AppContext, patientId: string) {
  const [p] = await ctx.database.db
    .select({ name: patients.name, email: patients.email, phone: patients.phone, dob: patients.dob, gender: patients.gender })
    .from(patients)
    .where(eq(patients.id, patientId));
  return p ?? {};
}
