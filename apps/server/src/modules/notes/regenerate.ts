import { eq } from 'drizzle-orm';
import { diffReports, type RegenerateNoteBody } from '@asha/contracts';
import { verifyReport, writeReport, type LlmEngine } from '@asha/scribe';
import type { CoreContext } from '../../context.js';
import { conversations, notes, patients } from '../../db/schema/index.js';
import { conflict } from '../../lib/http-errors.js';
import { withTransaction } from '../../lib/transaction.js';
import { enqueueRegenerate, type RegenerateJobData } from '../../queue/enqueue.js';
import { noteTemplateFor } from '../note-templates/index.js';
import { failureReason, isPermanent, type Attempt } from '../writing/index.js';
import { mergeRegenerated } from './merge.js';
import { appendVersion, assertBase, contentOf, latestVersion, lockNote, SIGNED_MESSAGE } from './note-store.js';
import { getNote, ownNote, type Actor, type RecordChange } from './notes.service.js';
import { latestTranscript } from './transcript.service.js';

/**
 * Queues a rewrite of the report from the corrected transcript: the report stage only, no speech.
 * A signed note is never regenerated (amend it first); a regeneration already queued is not doubled.
 */
export async function requestRegeneration(
  ctx: CoreContext,
  actor: Actor,
  conversationId: string,
  body: RegenerateNoteBody,
  record: RecordChange,
) {
  const { conv } = await ownNote(ctx, actor.id, conversationId);
  await withTransaction(ctx.database, async ({ db, client }) => {
    const note = await lockNote(db, conversationId);
    assertBase(note, body.baseVersion);
    if (note.status === 'signed') throw conflict(`${SIGNED_MESSAGE} Regenerate after amending it.`);
    if (note.transcriptVersion === 0)
      throw conflict('This consultation has no timed transcript to write a report from.');
    if (note.regenState === 'queued' || note.regenState === 'running') return;
    await db
      .update(notes)
      .set({ regenState: 'queued', regenError: null, updatedAt: new Date() })
      .where(eq(notes.conversationId, conversationId));
    await enqueueRegenerate(ctx, conversationId, client);
    await record({ db }, conv);
  });
  return getNote(ctx, actor.id, conversationId);
}

async function setState(
  ctx: CoreContext,
  conversationId: string,
  regenState: 'running' | 'failed',
  regenError: string | null = null,
) {
  await ctx.database.db
    .update(notes)
    .set({ regenState, regenError, updatedAt: new Date() })
    .where(eq(notes.conversationId, conversationId));
}

/**
 * The queued job: writes a report from the latest transcript version and adds it as a new version
 * in which every field edited by hand is kept as written (merge.ts). The pipeline's files are not
 * touched. Transient model failures are retried; anything else is recorded for the timeline.
 */
export async function runRegenerateJob(
  ctx: CoreContext,
  reportLlm: (clinicianId: string) => Promise<LlmEngine | null>,
  data: RegenerateJobData,
  attempt: Attempt,
): Promise<'done' | 'skipped' | 'failed'> {
  const [note] = await ctx.database.db.select().from(notes).where(eq(notes.conversationId, data.conversationId));
  if (!note || (note.regenState !== 'queued' && note.regenState !== 'running')) return 'skipped';
  await setState(ctx, note.conversationId, 'running');
  const t = await latestTranscript(ctx.database.db, note.conversationId);
  if (!t) {
    await setState(
      ctx,
      note.conversationId,
      'failed',
      'This consultation has no timed transcript to write a report from.',
    );
    return 'failed';
  }
  try {
    const [patient] = await ctx.database.db
      .select({
        name: patients.name,
        email: patients.email,
        phone: patients.phone,
        dob: patients.dob,
        gender: patients.gender,
      })
      .from(conversations)
      .innerJoin(patients, eq(patients.id, conversations.patientId))
      .where(eq(conversations.id, note.conversationId));
    // A language model fills the sections of the type the note is in now.
    const noteType = await noteTemplateFor(
      ctx.database.db,
      (await latestVersion(ctx.database.db, note.conversationId)).noteType,
    );
    const fresh = await writeReport(t.transcript, {
      llm: await reportLlm(note.clinicianId),
      noteType,
      patient,
      redactRemote: ctx.config.REDACT_REMOTE,
    });
    return await withTransaction(ctx.database, async ({ db }) => {
      const locked = await lockNote(db, note.conversationId);
      if (locked.status === 'signed') {
        await db
          .update(notes)
          .set({
            regenState: 'failed',
            regenError: 'The note was signed before the new report was ready. Amend it and regenerate again.',
          })
          .where(eq(notes.conversationId, note.conversationId));
        return 'failed' as const;
      }
      const current = await latestVersion(db, note.conversationId);
      const merged = mergeRegenerated(contentOf(current), fresh, (r, e) => verifyReport(t.transcript, r, undefined, e));
      await appendVersion(
        db,
        locked,
        {
          kind: 'regenerated',
          author: null,
          ...merged,
          changed: diffReports(current.report, merged.report).map((c) => c.field.key),
          resolutions: current.resolutions,
          reason: `Regenerated from transcript version ${t.version}`,
          transcriptVersion: t.version,
          noteType: current.noteType,
        },
        { regenState: null, regenError: null },
      );
      return 'done' as const;
    });
  } catch (err) {
    const e = err as Error;
    if (!isPermanent(e) && attempt.retryCount < attempt.retryLimit) throw e;
    await setState(ctx, note.conversationId, 'failed', failureReason(e, attempt));
    return 'failed';
  }
}
