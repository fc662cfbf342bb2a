import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { FAILURE_EMPTY, FAILURE_NOT_AUDIO, FAILURE_TOO_LARGE } from '../conversations/index.js';
import type { CoreContext } from '../../context.js';
import { conversations, uploads } from '../../db/schema/index.js';
import { audit, systemOrigin } from '../../lib/audit.js';
import { withTransaction } from '../../lib/transaction.js';
import { LocalStorage } from '../../storage/index.js';

const BATCH = 100;
const RETENTION = systemOrigin('retention');
const CLEANUP = systemOrigin('cleanup');
/** Uploads the server refused (not audio, empty, too large): their stored bytes are of no use. */
const REFUSED_UPLOADS = [FAILURE_NOT_AUDIO, FAILURE_EMPTY, FAILURE_TOO_LARGE];

/**
 * RETENTION_AUDIO_DAYS: recordings older than that are deleted; the transcript, the report and
 * every note version stay, and the consultation shows no audio from then on.
 */
export async function applyAudioRetention(ctx: CoreContext): Promise<number> {
  const days = ctx.config.RETENTION_AUDIO_DAYS;
  if (!days) return 0;
  const old = await ctx.database.db
    .select({
      id: conversations.id,
      clinicianId: conversations.clinicianId,
      patientId: conversations.patientId,
      audioKey: conversations.audioKey,
    })
    .from(conversations)
    .where(
      and(
        lt(conversations.createdAt, new Date(Date.now() - days * 24 * 3600_000)),
        isNull(conversations.audioDeletedAt),
        isNull(conversations.deletedAt),
        inArray(conversations.status, ['ready', 'failed']),
      ),
    )
    .limit(BATCH);
  for (const c of old) await removeAudio(ctx, c, 'audio.retention');
  return old.length;
}

/**
 * Failed and abandoned uploads after UPLOAD_CLEANUP_HOURS: an upload link never used (or whose PUT
 * never finished) goes with any bytes it left; an upload the server refused loses its stored file;
 * interrupted temporary files of the local storage are removed.
 */
export async function cleanUpUploads(ctx: CoreContext): Promise<number> {
  const cutoff = new Date(Date.now() - ctx.config.UPLOAD_CLEANUP_HOURS * 3600_000);
  const db = ctx.database.db;
  const abandoned = await db
    .select({ key: uploads.key, clinicianId: uploads.clinicianId, patientId: uploads.patientId })
    .from(uploads)
    .where(and(isNull(uploads.completedAt), lt(uploads.expiresAt, cutoff)))
    .limit(BATCH);
  for (const u of abandoned) {
    await ctx.storage.delete(u.key);
    await withTransaction(ctx.database, async (tx) => {
      await tx.db.delete(uploads).where(and(eq(uploads.key, u.key), isNull(uploads.completedAt)));
      await audit(tx, CLEANUP, {
        action: 'upload.cleanup',
        resourceType: 'file',
        resourceId: u.key,
        patientId: u.patientId,
        clinicianId: u.clinicianId,
      });
    });
  }
  const refused = await db
    .select({
      id: conversations.id,
      clinicianId: conversations.clinicianId,
      patientId: conversations.patientId,
      audioKey: conversations.audioKey,
    })
    .from(conversations)
    .where(
      and(
        eq(conversations.status, 'failed'),
        inArray(conversations.error, REFUSED_UPLOADS),
        isNull(conversations.audioDeletedAt),
        lt(conversations.createdAt, cutoff),
      ),
    )
    .limit(BATCH);
  for (const c of refused) await removeAudio(ctx, c, 'upload.cleanup');
  const temporary = ctx.storage instanceof LocalStorage ? await ctx.storage.removeTemporaryFiles(cutoff) : 0;
  return abandoned.length + refused.length + temporary;
}

async function removeAudio(
  ctx: CoreContext,
  c: { id: string; clinicianId: string; patientId: string; audioKey: string },
  action: 'audio.retention' | 'upload.cleanup',
): Promise<void> {
  await ctx.storage.delete(c.audioKey);
  await withTransaction(ctx.database, async (tx) => {
    await tx.db.update(conversations).set({ audioDeletedAt: new Date() }).where(eq(conversations.id, c.id));
    await audit(tx, action === 'audio.retention' ? RETENTION : CLEANUP, {
      action,
      resourceType: 'conversation',
      resourceId: c.id,
      patientId: c.patientId,
      clinicianId: c.clinicianId,
    });
  });
}
