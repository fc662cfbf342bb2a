import { eq } from 'drizzle-orm';
import type { FinishLiveSessionBody, FinishLiveSessionResponse } from '@asha/contracts';
import type { CoreContext } from '../../context.js';
import { conversations, liveChunks, liveSessions } from '../../db/schema/index.js';
import { badRequest, conflict, HttpError } from '../../lib/http-errors.js';
import { announce, CHANNELS } from '../../lib/notifications.js';
import { ownLiveSession, ownPatient, type ConversationRow } from '../../lib/ownership.js';
import { withTransaction, type Tx } from '../../lib/transaction.js';
import { QUEUES } from '../../queue/boss.js';
import { enqueuePipeline } from '../../queue/enqueue.js';
import { newAudioKey } from '../conversations/index.js';
import { recordingFile } from './recording-file.js';

/**
 * Stop: once every recorded chunk is stored, the chunks become the one recording file (today's
 * layout, so the Audio tab, downloads and the reports browser see it as any other) and exactly one
 * conversation. The job that followed the recording writes its transcript and report; when that
 * job is no longer running, the conversation gets the upload pipeline's job instead. Finishing
 * again answers with the same conversation.
 */
export async function finishSession(
  ctx: CoreContext,
  clinicianId: string,
  sessionId: string,
  body: FinishLiveSessionBody,
  record: (tx: Tx, conv: ConversationRow) => Promise<void>,
): Promise<FinishLiveSessionResponse> {
  const s = await ownLiveSession(ctx.database.db, clinicianId, sessionId);
  if (s.status === 'finished') return finished(ctx, s.conversationId!);
  if (s.status === 'discarded') throw new HttpError(410, 'This recording was discarded.');
  const patientId = body.patientId ?? s.patientId;
  if (!patientId) throw badRequest('Choose the patient this recording belongs to.');
  if (s.patientId && body.patientId && s.patientId !== body.patientId)
    throw conflict('This recording belongs to another patient.');
  await ownPatient(ctx.database.db, clinicianId, patientId);
  if (s.chunks < body.chunks) {
    throw conflict(
      `${body.chunks - s.chunks} s of the recording have not reached the server yet; they are sent as soon as the connection allows.`,
    );
  }

  const file = await recordingFile(ctx, sessionId);
  const audioKey = newAudioKey(clinicianId, patientId, s.contentType, s.createdAt, s.id.slice(0, 8));
  await ctx.storage.put(audioKey, file, s.contentType);

  return withTransaction(ctx.database, async (tx) => {
    const locked = await ownLiveSession(tx.db, clinicianId, sessionId, { forUpdate: true });
    if (locked.status === 'finished') return finished(ctx, locked.conversationId!);
    const [conv] = await tx.db
      .insert(conversations)
      .values({
        clinicianId,
        patientId,
        audioKey,
        contentType: s.contentType,
        source: 'recorded',
        sizeBytes: file.length,
        status: 'uploaded',
      })
      .returning();
    await tx.db
      .update(liveSessions)
      .set({ status: 'finished', patientId, conversationId: conv!.id, finishedAt: new Date(), updatedAt: new Date() })
      .where(eq(liveSessions.id, sessionId));
    await record(tx, conv!);
    if (!(await followed(ctx, tx, sessionId))) {
      // No job follows it: the upload pipeline reads the recording file, and the chunks can go.
      await enqueuePipeline(ctx, conv!.id, tx.client);
      await tx.db.delete(liveChunks).where(eq(liveChunks.sessionId, sessionId));
    }
    await announce(tx.client, CHANNELS.live, sessionId);
    return { conversationId: conv!.id, patientId, status: conv!.status };
  });
}

async function finished(ctx: CoreContext, conversationId: string): Promise<FinishLiveSessionResponse> {
  const [c] = await ctx.database.db.select().from(conversations).where(eq(conversations.id, conversationId));
  if (!c) throw new HttpError(410, 'This recording’s consultation was deleted.');
  return { conversationId: c.id, patientId: c.patientId, status: c.status };
}

/** Whether the recording's own job is still waiting or running (it then finishes the consultation). */
async function followed(ctx: CoreContext, tx: Tx, sessionId: string): Promise<boolean> {
  const db = { executeSql: (text: string, values: unknown[]) => tx.client.query(text, values) };
  const jobs = await ctx.boss.findJobs(QUEUES.live, { key: sessionId, db });
  return jobs.some((j) => j.state === 'created' || j.state === 'retry' || j.state === 'active');
}
