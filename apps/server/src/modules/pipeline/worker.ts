import type { AppContext } from '../../context.js';
import { QUEUES } from '../../queue/boss.js';
import { startModelAutoPull } from './auto-pull.js';
import { createEngineProvider } from './engines.js';
import { runPipelineJob, type PipelineJobData } from './job.js';

/**
 * Registers the queue handler that turns an uploaded recording into a transcript and a report
 * (issue #7, item 7). One job at a time per worker: whisper.cpp already uses the cores. A worker
 * killed mid-job leaves the job active; pg-boss hands it out again after the queue's expiry, or
 * at the next start with the embedded database (recover.ts).
 */
export async function registerWorkers(ctx: AppContext): Promise<() => Promise<void>> {
  const engines = createEngineProvider(ctx);
  void startModelAutoPull(ctx);
  const workerId = await ctx.boss.work<PipelineJobData>(
    QUEUES.pipeline,
    { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: 2 },
    async (jobs) => {
      for (const job of jobs) {
        await runPipelineJob(ctx, engines, job.data, { retryCount: job.retryCount, retryLimit: job.retryLimit });
      }
    },
  );
  ctx.logger.info('pipeline worker ready');
  return async () => {
    await ctx.boss.offWork({ id: workerId }).catch(() => undefined);
    await engines.close();
  };
}
