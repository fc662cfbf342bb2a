import type { CoreContext } from './context.js';
import { startUploadSweeper } from './modules/conversations/sweeper.js';
import { startHousekeeping } from './modules/deletion/housekeeping.js';
import { backfillFirstVersions } from './modules/notes/backfill.js';
import { recoverOrphanedJobs } from './modules/pipeline/recover.js';
import { registerWorkers } from './modules/pipeline/worker.js';

/**
 * The background work of a process: the pipeline worker, the upload sweep, and housekeeping (purges
 * after the undo window, audio retention, cleanup of abandoned uploads).
 * Shared by `npm start` (WORKER=inline) and `npm run worker`; returns what stops it.
 */
export async function startBackgroundWork(ctx: CoreContext): Promise<() => Promise<void>> {
  // Only the embedded database guarantees (by its lock) that no other worker is alive.
  if (!ctx.config.DATABASE_URL) await recoverOrphanedJobs(ctx);
  // Consultations finished before the pipeline wrote notes get their version 1 once.
  const backfill = await backfillFirstVersions(ctx);
  if (backfill.written || backfill.unreadable)
    ctx.logger.info(backfill, 'notes: version 1 written for earlier consultations');
  const stopWorkers = await registerWorkers(ctx);
  const stopSweeper = startUploadSweeper(ctx, ctx.config.UPLOAD_SWEEP_SEC * 1000);
  const stopHousekeeping = startHousekeeping(ctx);
  return async () => {
    await stopHousekeeping();
    stopSweeper();
    await stopWorkers();
  };
}
