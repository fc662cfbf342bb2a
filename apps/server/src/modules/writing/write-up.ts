import { eq } from 'drizzle-orm';
import { recordingOutputKey, type StoredReport, type Transcript } from '@asha/contracts';
import { transcriptToText, writeReport, type LlmEngine } from '@asha/scribe';
import type { CoreContext } from '../../context.js';
import { clinicians, conversations, patients } from '../../db/schema/index.js';
import { withTransaction } from '../../lib/transaction.js';
import { stageClock } from '../../metrics/metrics.js';
import { noteTemplateFor } from '../note-templates/index.js';
import { insertFirstVersion } from './first-version.js';

/** A consultation's row as the report stage reads and moves it. */
export type Conv = typeof conversations.$inferSelect;

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
    noteType: await firstNoteType(ctx, conv.clinicianId),
    patient: await patientFor(ctx, conv.patientId),
    redactRemote: ctx.config.REDACT_REMOTE,
  });
  stages.end();
  const reportKey = recordingOutputKey(conv.audioKey, 'report');
  // The file stays as the record of what the writer produced; the note's version 1 is written with 'ready'.
  await ctx.storage.put(reportKey, JSON.stringify(report, null, 2), 'application/json');
  await markReady(ctx, conv, transcript, report, { transcriptKey, reportKey });
}

/**
 * Moves an unfinished conversation to 'transcribing'; null when it is finished or gone. A try that
 * follows an engine failure keeps its count of failed tries; its next-try time is now.
 */
export async function claim(ctx: CoreContext, id: string): Promise<Conv | null> {
  const { rows } = await ctx.database.pool.query<{ id: string }>(
    `update conversations
        set status = 'transcribing', error = null, updated_at = now(), retry_next_at = null,
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
        ...NO_RETRY,
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

/** A finished consultation waits for no engine: its count of failed tries starts again with a new run. */
const NO_RETRY = { retryEngine: null, retryReason: null, retryAttempt: null, retryNextAt: null } as const;

export async function markFailed(ctx: CoreContext, id: string, reason: string) {
  await ctx.database.db
    .update(conversations)
    .set({ status: 'failed', error: reason, ...NO_RETRY, processingFinishedAt: new Date(), updatedAt: new Date() })
    .where(eq(conversations.id, id));
}

/** The note type version 1 will be in (the clinician's default, built-in or their template): a language model fills its sections. */
async function firstNoteType(ctx: CoreContext, clinicianId: string) {
  const [c] = await ctx.database.db
    .select({ noteType: clinicians.defaultNoteType })
    .from(clinicians)
    .where(eq(clinicians.id, clinicianId));
  return c ? noteTemplateFor(ctx.database.db, c.noteType) : null;
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
