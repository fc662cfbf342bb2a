import { and, eq, isNull } from 'drizzle-orm';
import { baseContentType, type RecordingSource, type UploadUrlResponse } from '@asha/contracts';
import type { CoreContext } from '../../context.js';
import { conversations, uploads } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-errors.js';
import { ownPatient } from '../../lib/ownership.js';
import { withTransaction, type Tx } from '../../lib/transaction.js';
import { enqueuePipeline } from '../../queue/enqueue.js';
import { newAudioKey } from './keys.js';
import { FAILURE_EMPTY, FAILURE_NOT_AUDIO, FAILURE_TOO_LARGE, SNIFF_BYTES, sniffAudio } from './sniff.js';

const FAILURE_BY_VERDICT = {
  empty: FAILURE_EMPTY,
  'not-audio': FAILURE_NOT_AUDIO,
  'too-large': FAILURE_TOO_LARGE,
} as const;

/** GET /conversation/upload-url: a signed PUT URL for one new recording of one of the caller's patients. */
export async function createUploadUrl(
  ctx: CoreContext,
  clinicianId: string,
  q: { contentType: string; patientId: string; source?: RecordingSource },
): Promise<UploadUrlResponse> {
  await ownPatient(ctx.database.db, clinicianId, q.patientId);
  const contentType = baseContentType(q.contentType);
  const key = newAudioKey(clinicianId, q.patientId, contentType);
  const expiresIn = ctx.config.SIGNED_URL_TTL_SEC;
  await ctx.database.db.insert(uploads).values({
    key,
    clinicianId,
    patientId: q.patientId,
    contentType,
    source: q.source ?? 'recorded',
    expiresAt: new Date(Date.now() + expiresIn * 1000),
  });
  const url = await ctx.storage.signedUploadUrl(key, {
    contentType,
    expiresInSec: expiresIn,
    maxBytes: ctx.config.UPLOAD_MAX_BYTES,
  });
  return { url, key, expiresIn, doctorId: clinicianId };
}

/**
 * Before a local PUT is written: only a pending, unexpired upload may be written, so a replayed
 * PUT can neither overwrite the stored audio nor create a second conversation.
 */
export async function refuseReplayedUpload(ctx: CoreContext, key: string): Promise<void> {
  if (!key.startsWith('doctors/')) return;
  const [row] = await ctx.database.db.select().from(uploads).where(eq(uploads.key, key));
  if (!row) throw new HttpError(403, 'This upload link is not valid: request a new one.');
  if (row.completedAt) throw new HttpError(409, 'This recording has already been uploaded.');
  if (row.expiresAt.getTime() < Date.now()) throw new HttpError(403, 'This link has expired: request a new one.');
}

export type CompleteResult = { conversationId: string; created: boolean } | null;

/** What the stored file is, read before any transaction: audio, or why its consultation fails. */
export type UploadVerdict = 'audio' | keyof typeof FAILURE_BY_VERDICT;

export async function uploadVerdict(ctx: CoreContext, key: string, size: number): Promise<UploadVerdict> {
  if (size > ctx.config.UPLOAD_MAX_BYTES) return 'too-large';
  if (size === 0) return 'empty';
  return sniffAudio(await readHead(ctx, key), size);
}

/**
 * The finished upload becomes exactly one conversation and exactly one pipeline job, in one
 * transaction: the upload row is claimed (`completed_at is null`), `audio_key` is unique, and the
 * job is inserted through the same connection, so a retry or a racing sweep adds nothing.
 */
export async function completeUpload(ctx: CoreContext, key: string, size: number): Promise<CompleteResult> {
  const verdict = await uploadVerdict(ctx, key, size);
  return withTransaction(ctx.database, (tx) => completeUploadIn(ctx, tx, { key, size, verdict }));
}

/** The same inside a caller's transaction, for a caller that changes its own rows with it. */
export async function completeUploadIn(
  ctx: CoreContext,
  { db: tx, client }: Tx,
  { key, size, verdict }: { key: string; size: number; verdict: UploadVerdict },
): Promise<CompleteResult> {
  const [upload] = await tx
    .update(uploads)
    .set({ completedAt: new Date() })
    .where(and(eq(uploads.key, key), isNull(uploads.completedAt)))
    .returning();
  if (!upload) return null;
  const failed = verdict !== 'audio';
  const [conv] = await tx
    .insert(conversations)
    .values({
      clinicianId: upload.clinicianId,
      patientId: upload.patientId,
      audioKey: key,
      contentType: upload.contentType,
      source: upload.source,
      sizeBytes: size,
      status: failed ? 'failed' : 'uploaded',
      error: failed ? FAILURE_BY_VERDICT[verdict] : null,
    })
    .onConflictDoNothing({ target: conversations.audioKey })
    .returning({ id: conversations.id });
  if (!conv) return null;
  if (!failed) await enqueuePipeline(ctx, conv.id, client);
  ctx.metrics.uploadBytes.inc(size);
  return { conversationId: conv.id, created: true };
}

async function readHead(ctx: CoreContext, key: string): Promise<Uint8Array> {
  const stream = await ctx.storage.getStream(key);
  const chunks: Buffer[] = [];
  let have = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(Buffer.from(chunk as Uint8Array));
      have += (chunk as Uint8Array).length;
      if (have >= SNIFF_BYTES) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, SNIFF_BYTES);
}
