import { desc, eq } from 'drizzle-orm';
import type { CorrectTranscriptBody, TranscriptVersion } from '@asha/contracts';
import type { CoreContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { notes, transcriptVersions } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { withTransaction } from '../../lib/transaction.js';
import { applyCorrection } from './corrections.js';
import { lockNote } from './note-store.js';
import { ownNote, type Actor, type RecordChange, type RecordRead } from './notes.service.js';

type Row = typeof transcriptVersions.$inferSelect;

const NO_TRANSCRIPT = 'This consultation has no timed transcript to correct.';

export async function latestTranscript(db: Db, conversationId: string): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(transcriptVersions)
    .where(eq(transcriptVersions.conversationId, conversationId))
    .orderBy(desc(transcriptVersions.version))
    .limit(1);
  return row ?? null;
}

function toTranscriptVersion(r: Row): TranscriptVersion {
  return {
    version: r.version,
    authorName: r.authorName,
    createdAt: r.createdAt.toISOString(),
    change: r.change,
    transcript: r.transcript,
  };
}

/** The latest corrected transcript; version 1 is the pipeline's. */
export async function getTranscript(
  ctx: CoreContext,
  clinicianId: string,
  conversationId: string,
  record: RecordRead,
): Promise<TranscriptVersion> {
  const { conv } = await ownNote(ctx, clinicianId, conversationId);
  const row = await latestTranscript(ctx.database.db, conversationId);
  if (!row) throw notFound(NO_TRANSCRIPT);
  await record(conv);
  return toTranscriptVersion(row);
}

/**
 * One correction makes a new transcript version (the pipeline's file in storage stays as it was).
 * The report is not touched: Regenerate rewrites it from the corrected transcript.
 */
export async function correctTranscript(
  ctx: CoreContext,
  actor: Actor,
  conversationId: string,
  body: CorrectTranscriptBody,
  record: RecordChange,
): Promise<TranscriptVersion> {
  const { conv } = await ownNote(ctx, actor.id, conversationId);
  const row = await withTransaction(ctx.database, async ({ db }) => {
    const note = await lockNote(db, conversationId);
    const latest = await latestTranscript(db, conversationId);
    if (!latest) throw notFound(NO_TRANSCRIPT);
    if (latest.version !== body.baseVersion) {
      throw conflict(
        `The transcript was corrected elsewhere (it is now version ${latest.version}; your correction started from version ${body.baseVersion}). Reload it and correct it again.`,
      );
    }
    const { transcript, change } = applyCorrection(latest.transcript, body.correction);
    const [inserted] = await db
      .insert(transcriptVersions)
      .values({
        conversationId,
        version: latest.version + 1,
        authorId: actor.id,
        authorName: actor.name,
        transcript,
        change,
      })
      .returning();
    await db
      .update(notes)
      .set({ transcriptVersion: latest.version + 1, updatedAt: new Date() })
      .where(eq(notes.conversationId, note.conversationId));
    await record({ db }, conv);
    return inserted!;
  });
  return toTranscriptVersion(row);
}
