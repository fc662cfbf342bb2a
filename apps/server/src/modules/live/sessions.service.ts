import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { baseContentType, type LiveChunkAck, type LiveSession, type StartLiveSessionBody } from '@asha/contracts';
import type { CoreContext } from '../../context.js';
import { liveChunks, livePieces, liveSessions } from '../../db/schema/index.js';
import { badRequest, conflict, HttpError } from '../../lib/http-errors.js';
import { isUuid } from '../../lib/ids.js';
import { announce, CHANNELS } from '../../lib/notifications.js';
import { ownLiveSession, ownPatient, type LiveSessionRow } from '../../lib/ownership.js';
import { withTransaction, type Tx } from '../../lib/transaction.js';
import { enqueueLive } from '../../queue/enqueue.js';
import { sniffAudio } from '../conversations/index.js';

/**
 * A recording with no chunk for this long is no longer followed by a job (the clinician may have
 * walked away); a chunk arriving later, or a resume, gives it one again.
 */
export const FOLLOW_IDLE_MS = 30 * 60_000;

/** Records a change in the audit trail inside the change's own transaction. */
export type RecordChange = (tx: Tx, row: LiveSessionRow) => Promise<void>;

export function toLiveSession(row: LiveSessionRow): LiveSession {
  return {
    sessionId: row.id,
    patientId: row.patientId,
    contentType: row.contentType,
    status: row.status,
    chunks: row.chunks,
    bytes: row.bytes,
    startedAt: row.createdAt.toISOString(),
    conversationId: row.conversationId,
  };
}

/**
 * Starts (or, called again with the same id, resumes) a live recording. The browser names it, so
 * a start whose answer was lost makes no second recording; a resumed one gets its follower again
 * if the previous one has stopped.
 */
export async function startSession(
  ctx: CoreContext,
  clinicianId: string,
  sessionId: string,
  body: StartLiveSessionBody,
  record: RecordChange,
): Promise<{ session: LiveSession; created: boolean }> {
  if (!isUuid(sessionId)) throw badRequest('The recording id must be a UUID.');
  if (body.patientId) await ownPatient(ctx.database.db, clinicianId, body.patientId);
  const contentType = baseContentType(body.contentType);
  return withTransaction(ctx.database, async (tx) => {
    const [inserted] = await tx.db
      .insert(liveSessions)
      .values({ id: sessionId, clinicianId, patientId: body.patientId ?? null, contentType })
      .onConflictDoNothing({ target: liveSessions.id })
      .returning();
    const row = inserted ?? (await ownLiveSession(tx.db, clinicianId, sessionId, { forUpdate: true }));
    if (
      !inserted &&
      (row.contentType !== contentType || (body.patientId && row.patientId && row.patientId !== body.patientId))
    ) {
      throw conflict('This recording was started with another patient or audio type.');
    }
    if (inserted) await record(tx, row);
    if (row.status === 'recording') await follow(ctx, tx, sessionId);
    return { session: toLiveSession(row), created: !!inserted };
  });
}

/** One live-recording job per recording at a time (the queue refuses a second while one runs). */
async function follow(ctx: CoreContext, tx: Tx, sessionId: string) {
  await enqueueLive(ctx, sessionId, tx.client);
}

export async function getSession(ctx: CoreContext, clinicianId: string, sessionId: string): Promise<LiveSession> {
  return toLiveSession(await ownLiveSession(ctx.database.db, clinicianId, sessionId));
}

/**
 * Stores one chunk and only then acknowledges it. Chunks are numbered from 0 and stored without a
 * gap; a chunk sent again (its answer was lost) is acknowledged without a second copy, and one
 * sent again with other audio is refused rather than stored twice.
 */
export async function storeChunk(
  ctx: CoreContext,
  clinicianId: string,
  sessionId: string,
  chunk: { seq: number; startsStream: boolean; data: Buffer },
): Promise<LiveChunkAck> {
  if (chunk.data.length === 0) throw badRequest('The chunk is empty.');
  const sha256 = createHash('sha256').update(chunk.data).digest('hex');
  return withTransaction(ctx.database, async (tx) => {
    const s = await ownLiveSession(tx.db, clinicianId, sessionId, { forUpdate: true });
    if (s.status === 'discarded') throw new HttpError(410, 'This recording was discarded.');
    if (chunk.seq < s.chunks) {
      const [stored] = await tx.db
        .select({ sha256: liveChunks.sha256 })
        .from(liveChunks)
        .where(and(eq(liveChunks.sessionId, sessionId), eq(liveChunks.seq, chunk.seq)));
      // Chunks of a finished recording are removed once its transcript is written; it holds them all.
      if (stored && stored.sha256 !== sha256) throw conflict(`Chunk ${chunk.seq} was already stored with other audio.`);
      return { seq: chunk.seq, chunks: s.chunks };
    }
    if (s.status === 'finished') throw conflict('This recording is finished: start a new one.');
    if (chunk.seq > s.chunks)
      throw conflict(`Chunk ${chunk.seq} arrived before chunk ${s.chunks}: send chunk ${s.chunks} first.`);
    if (s.bytes + chunk.data.length > ctx.config.UPLOAD_MAX_BYTES) {
      throw new HttpError(
        413,
        `The recording has reached the largest size accepted (${Math.round(ctx.config.UPLOAD_MAX_BYTES / 1048576)} MB): stop it, and record the rest as a new consultation.`,
      );
    }
    // Each recorder stream opens with its container header: anything else is not a recording.
    if ((chunk.seq === 0 || chunk.startsStream) && sniffAudio(chunk.data, chunk.data.length) !== 'audio') {
      throw badRequest('This chunk does not begin a webm audio recording.');
    }
    await tx.db.insert(liveChunks).values({
      sessionId,
      seq: chunk.seq,
      startsStream: chunk.seq > 0 && chunk.startsStream,
      data: chunk.data,
      sha256,
    });
    await tx.db
      .update(liveSessions)
      .set({ chunks: s.chunks + 1, bytes: s.bytes + chunk.data.length, updatedAt: new Date() })
      .where(eq(liveSessions.id, sessionId));
    if (Date.now() - s.updatedAt.getTime() > FOLLOW_IDLE_MS) await follow(ctx, tx, sessionId);
    await announce(tx.client, CHANNELS.live, sessionId);
    return { seq: chunk.seq, chunks: s.chunks + 1 };
  });
}

/** Throws the recording away (the recorder's New before a report was asked for): its audio and transcript go. */
export async function discardSession(
  ctx: CoreContext,
  clinicianId: string,
  sessionId: string,
  record: RecordChange,
): Promise<void> {
  await withTransaction(ctx.database, async (tx) => {
    const s = await ownLiveSession(tx.db, clinicianId, sessionId, { forUpdate: true });
    if (s.status === 'discarded') return;
    if (s.status === 'finished') throw conflict('This recording is finished: delete its consultation instead.');
    await tx.db
      .update(liveSessions)
      .set({ status: 'discarded', updatedAt: new Date() })
      .where(eq(liveSessions.id, sessionId));
    await tx.db.delete(liveChunks).where(eq(liveChunks.sessionId, sessionId));
    await tx.db.delete(livePieces).where(eq(livePieces.sessionId, sessionId));
    await record(tx, s);
    await announce(tx.client, CHANNELS.live, sessionId);
  });
}
