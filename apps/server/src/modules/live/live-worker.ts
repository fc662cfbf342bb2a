import type { CoreContext } from '../../context.js';
import { createPgListener } from '../../lib/notifications.js';
import { QUEUES } from '../../queue/boss.js';
import type { EngineProvider } from '../writing/index.js';
import type { LiveJobData } from '../../queue/enqueue.js';
import { runLiveJob } from './live-job.js';
import { createLiveSignals } from './signals.js';

/**
 * Follows live recordings in this worker process, LIVE_RECORDINGS at once: each job mostly waits
 * for its recording's next chunk, woken by the announcement the API process makes when it stores
 * one. Recognition shares the process's speech engines (and a local engine's turns) with the
 * upload pipeline. Returns what stops it.
 */
export async function registerLiveWorker(ctx: CoreContext, engines: EngineProvider): Promise<() => Promise<void>> {
  const listener = createPgListener(ctx.database, ctx.logger);
  const signals = createLiveSignals(listener);
  const stopping = new AbortController();
  const options = {
    batchSize: 1,
    includeMetadata: true,
    localConcurrency: ctx.config.LIVE_RECORDINGS,
    pollingIntervalSeconds: 5,
    notifyPollingIntervalSeconds: 30,
  } as const;
  const id = await ctx.boss.work<LiveJobData, void, typeof options>(QUEUES.live, options, async (jobs) => {
    for (const job of jobs)
      await runLiveJob(
        ctx,
        engines,
        signals,
        job.data,
        { retryCount: job.retryCount, retryLimit: job.retryLimit },
        stopping.signal,
      );
  });
  return async () => {
    stopping.abort();
    await ctx.boss.offWork(QUEUES.live, { id }).catch(() => undefined);
    await listener.close();
  };
}
