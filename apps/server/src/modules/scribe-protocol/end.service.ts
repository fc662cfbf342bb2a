import { and, eq, inArray } from 'drizzle-orm';
import { AUDIO_FORMATS, audioFormatOfName } from '@asha/contracts';
import type { CoreContext } from '../../context.js';
import { conversations, scribeSessions, uploads } from '../../db/schema/index.js';
import { audit, type AuditOrigin } from '../../lib/audit.js';
import type { Tx } from '../../lib/transaction.js';
import { completeUploadIn, uploadVerdict, type UploadVerdict } from '../conversations/index.js';
import { finishLiveRecording } from '../live/index.js';
import { liveRecordingId } from './chunks.service.js';
import { callerTransaction, type Caller } from './auth.js';
import { ProtocolError } from './errors.js';
import { onSessionEvent } from './events.js';
import { ownSession, refuseExpired, type SessionRow } from './sessions.service.js';

const answer = (row: SessionRow) => ({
  session_id: row.id,
  status: 'processing' as const,
  message: 'Session ended. Processing started.',
  audio_files_received: row.audioFiles.length,
  audio_files: row.audioFiles,
});

/**
 * POST /sessions/{id}/end: the session takes no more audio and its recording becomes exactly one
 * consultation of its patient, processed by the pipeline like any uploaded recording. Ending again
 * answers the same; a session with no audio yet cannot end.
 */
export async function endSession(ctx: CoreContext, caller: Caller, id: string, sent: number, origin: AuditOrigin) {
  const row = await ownSession(ctx, caller.keyId, id);
  refuseExpired(row);
  if (row.status === 'ended') return answer(row);
  if (!row.uploadKey && row.audioFiles.length === 0)
    throw new ProtocolError(
      400,
      'invalid_request',
      'No audio has been received for this session: upload the recording, then end it.',
      {
        audio_files_received: 0,
        audio_files_sent: sent,
      },
    );
  // A single file becomes its consultation in the transaction that ends the session; chunks are
  // joined by the live recording path, which commits its own.
  const stored = row.uploadKey ? await storedRecording(ctx, row.uploadKey) : null;
  const liveId = stored ? null : await liveConsultationOf(ctx, row, origin);
  const ended = await callerTransaction(ctx, caller, async (tx) => {
    const conversationId = liveId ?? (await consultationIn(ctx, tx, row, stored!));
    const [r] = await tx.db
      .update(scribeSessions)
      .set({ status: 'ended', endedAt: new Date(), audioFilesSent: sent, conversationId })
      .where(and(eq(scribeSessions.id, row.id), inArray(scribeSessions.status, ['created', 'recording'])))
      .returning();
    if (!r) return null;
    await audit(
      tx,
      { ...origin, clinicianId: r.clinicianId },
      {
        action: 'recording.finish',
        resourceType: 'conversation',
        resourceId: conversationId,
        patientId: r.patientId,
      },
    );
    await onSessionEvent(
      ctx,
      { keyId: r.keyId, sessionId: r.id, event: 'session.ended', occurredAt: r.endedAt! },
      tx.client,
    );
    return r;
  });
  return answer(ended ?? (await ownSession(ctx, caller.keyId, id)));
}

/** A chunked session's chunks become the one recording file and its consultation, as a live recording's do at Stop. */
async function liveConsultationOf(ctx: CoreContext, row: SessionRow, origin: AuditOrigin): Promise<string> {
  const done = await finishLiveRecording(
    ctx,
    row.clinicianId,
    liveRecordingId(row.id),
    { chunks: row.audioFiles.length, patientId: row.patientId },
    (tx, conv) =>
      audit(
        tx,
        { ...origin, clinicianId: row.clinicianId },
        { action: 'recording.finish', resourceType: 'conversation', resourceId: conv.id, patientId: conv.patientId },
      ),
  );
  return done.conversationId;
}

type StoredRecording = { key: string; size: number; verdict: UploadVerdict };

/** The session's stored file and what it is (audio, or why its consultation fails), read before the transaction. */
async function storedRecording(ctx: CoreContext, key: string): Promise<StoredRecording> {
  const info = await ctx.storage.head(key);
  if (!info)
    throw new ProtocolError(
      409,
      'invalid_request',
      'The session’s audio file is no longer stored: create a new session.',
    );
  return { key, size: info.size, verdict: await uploadVerdict(ctx, key, info.size) };
}

/**
 * The stored file becomes its consultation through the upload path's exactly-once completion (the
 * same checks of the audio, one consultation per file, one pipeline job). The upload's row is
 * written only now, with the session's end, so the upload sweep cannot make the consultation
 * before the session ends.
 */
async function consultationIn(ctx: CoreContext, tx: Tx, row: SessionRow, file: StoredRecording): Promise<string> {
  await tx.db
    .insert(uploads)
    .values({
      key: file.key,
      clinicianId: row.clinicianId,
      patientId: row.patientId,
      contentType: AUDIO_FORMATS[audioFormatOfName(file.key) ?? 'webm'].mime,
      source: 'file',
      expiresAt: row.expiresAt,
    })
    .onConflictDoNothing({ target: uploads.key });
  const done = await completeUploadIn(ctx, tx, file);
  if (done) return done.conversationId;
  const [c] = await tx.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.audioKey, file.key));
  if (!c) throw new ProtocolError(409, 'invalid_request', 'The session’s consultation was deleted in Asha Scribe.');
  return c.id;
}
