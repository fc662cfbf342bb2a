import type { AppContext } from './context.js';
import { startUploadSweeper } from './modules/conversations/sweeper.js';
import { recoverOrphanedJobs } from './modules/pipeline/recover.js';
import { registerWorkers } from './modules/pipeline/worker.js';

/**
 * The background work of a process: the pipeline worker and the upload sweep (issues #5, #7).
 * Shared by `npm start` (WORKER=inline) and `npm run worker`; returns what stops it.
 */
export async function startBackgroundWork(ctx: AppContext): Promise<() => Promise<void>> {
  // Only the embedded database guarantees (by its lock) that no other worker is alive.
  if (!ctx.config.DATABASE_URL) await recoverOrphanedJobs(ctx);
  const stopWorkers = await registerWorkers(ctx);
  const stopSweeper = startUploadSweeper(ctx);
  return async () => {
    stopSweeper();
    await stopWorkers();
  };
}
