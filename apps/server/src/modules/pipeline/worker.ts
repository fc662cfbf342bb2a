import type { CoreContext } from '../../context.js';
import { QUEUES, workConcurrently } from '../../queue/boss.js';
import { modelsState } from '../models/state.js';
import { registerLiveWorker } from '../live/live-worker.js';
import { registerRegenerateWorker } from '../notes/worker.js';
import { startModelAutoPull } from './auto-pull.js';
import { createEngineProvider } from './engines.js';
import { runPipelineJob, type PipelineJobData } from './job.js';

/**
 * Registers the queue handler that turns an uploaded recording into a transcript and a report.
 * A process runs WORKER_CONCURRENCY jobs at once and is woken the moment one is queued; a local
 * speech engine is limited separately (SPEECH_CONCURRENCY, engines.ts), and report regeneration
 * has workers of its own, so it never waits behind a transcription. A worker killed mid-job stops
 * its heartbeat; pg-boss hands the job to another worker within QUEUE_HEARTBEAT_SEC or so, and
 * with the embedded database at the next start (recover.ts).
 */
export async function registerWorkers(ctx: CoreContext): Promise<() => Promise<void>> {
  const engines = createEngineProvider(ctx);
  await startModelAutoPull(ctx).catch((err: Error) =>
    ctx.logger.warn({ err: err.message }, 'first-start model download not started'),
  );
  const stopPipeline = await workConcurrently<PipelineJobData>(ctx, QUEUES.pipeline, (job) =>
    runPipelineJob(ctx, engines, job.data, { retryCount: job.retryCount, retryLimit: job.retryLimit }),
  );
  const stopRegenerate = await registerRegenerateWorker(ctx, engines);
  const stopLive = await registerLiveWorker(ctx, engines);
  ctx.logger.info('pipeline worker ready');
  return async () => {
    await stopPipeline();
    await stopRegenerate();
    await stopLive();
    // A download cut here keeps its .part; the next start or Download resumes it.
    await (await modelsState(ctx)).downloads.stopAll();
    await engines.close();
  };
}
