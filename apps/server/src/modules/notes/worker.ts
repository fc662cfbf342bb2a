import type { CoreContext } from '../../context.js';
import { QUEUES, workConcurrently } from '../../queue/boss.js';
import type { EngineProvider } from '../writing/index.js';
import type { RegenerateJobData } from '../../queue/enqueue.js';
import { runRegenerateJob } from './regenerate.js';

/** The queue handler that rewrites a note's report from its corrected transcript (the report stage only). */
export async function registerRegenerateWorker(
  ctx: CoreContext,
  engines: EngineProvider,
): Promise<() => Promise<void>> {
  return workConcurrently<RegenerateJobData>(ctx, QUEUES.regenerate, (job) =>
    runRegenerateJob(ctx, engines.reportLlm, job.data, { retryCount: job.retryCount, retryLimit: job.retryLimit }),
  );
}
