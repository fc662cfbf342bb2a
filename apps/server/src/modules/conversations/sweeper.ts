import { and, gt, isNull } from 'drizzle-orm';
import type { CoreContext } from '../../context.js';
import { uploads } from '../../db/schema/index.js';
import { completeUpload } from './upload.service.js';

export const SWEEP_INTERVAL_MS = 30_000;
/** A PUT may start just before its URL expires and take a while to finish. */
const GRACE_MS = 60 * 60 * 1000;

/**
 * S3 mode has no request to hook, so pending uploads are checked with HEAD and the finished ones
 * completed. In local mode it also recovers an upload whose PUT was stored
 * but whose process stopped before the conversation was created. Completion is idempotent.
 */
export async function sweepPendingUploads(ctx: CoreContext): Promise<number> {
  const pending = await ctx.database.db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(isNull(uploads.completedAt), gt(uploads.expiresAt, new Date(Date.now() - GRACE_MS))))
    .limit(500);
  let completed = 0;
  for (const { key } of pending) {
    const info = await ctx.storage.head(key);
    if (!info) continue;
    if (await completeUpload(ctx, key, info.size)) completed += 1;
  }
  return completed;
}

/** Runs the sweep every 30 s in the worker; returns a stop function for shutdown. */
export function startUploadSweeper(ctx: CoreContext, intervalMs = SWEEP_INTERVAL_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepPendingUploads(ctx)
      .then((n) => n > 0 && ctx.logger.info({ completed: n }, 'upload sweep completed pending uploads'))
      .catch((err: Error) => ctx.logger.error({ err: err.message }, 'upload sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
