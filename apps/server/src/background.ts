import type { CoreContext } from './context.js';
import { startUploadSweeper } from './modules/conversations/sweeper.js';
import { startHousekeeping } from './modules/deletion/housekeeping.js';
import { startSessionSweep, startSettlingOnReady } from './modules/scribe-protocol/index.js';
import { registerLiveWorker } from './modules/live/index.js';
import { modelsState } from './modules/models/index.js';
import { backfillFirstVersions, registerRegenerateWorker } from './modules/notes/index.js';
import { recoverOrphanedJobs, registerPipelineWorker, startModelAutoPull } from './modules/pipeline/index.js';
import { registerWebhookWorker } from './modules/scribe-protocol/webhooks/index.js';
import { createEngineProvider } from './modules/writing/index.js';

/**
 * Every queue's worker, sharing one set of engines: the pipeline (recording → transcript → report),
 * live recordings, note regeneration (its own workers, so it never waits behind a transcription),
 * and the scribe protocol's webhook deliveries.
 * Returns what stops them.
 */
export async function registerWorkers(ctx: CoreContext): Promise<() => Promise<void>> {
  const engines = createEngineProvider(ctx);
  await startModelAutoPull(ctx).catch((err: Error) =>
    ctx.logger.warn({ err: err.message }, 'first-start model download not started'),
  );
  const stops = [
    await registerPipelineWorker(ctx, engines),
    await registerRegenerateWorker(ctx, engines),
    await registerLiveWorker(ctx, engines),
    await registerWebhookWorker(ctx),
    startSettlingOnReady(ctx),
  ];
  ctx.logger.info('pipeline worker ready');
  return async () => {
    for (const stop of stops) await stop();
    // A download cut here keeps its .part; the next start or Download resumes it.
    await (await modelsState(ctx)).downloads.stopAll();
    await engines.close();
  };
}

/**
 * The background work of a process: the workers, the upload sweep, and housekeeping (purges after
 * the undo window, audio retention, cleanup of abandoned uploads).
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
  const stopSessionSweep = startSessionSweep(ctx, ctx.config.UPLOAD_SWEEP_SEC * 1000);
  return async () => {
    stopSessionSweep();
    await stopHousekeeping();
    stopSweeper();
    await stopWorkers();
  };
}
