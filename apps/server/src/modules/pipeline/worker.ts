import type { CoreContext } from '../../context.js';
import { QUEUES, workConcurrently } from '../../queue/boss.js';
import type { PipelineJobData } from '../../queue/enqueue.js';
import type { EngineProvider } from '../writing/index.js';
import { runPipelineJob } from './job.js';

/**
 * Registers the queue handler that turns an uploaded recording into a transcript and a report.
 * A process runs WORKER_CONCURRENCY jobs at once and is woken the moment one is queued; a local
 * speech engine is limited separately (SPEECH_CONCURRENCY, writing/engines.ts). A worker killed
 * mid-job stops its heartbeat; pg-boss hands the job to another worker within QUEUE_HEARTBEAT_SEC
 * or so, and with the embedded database at the next start (recover.ts).
 */
export function registerPipelineWorker(ctx: CoreContext, engines: EngineProvider): Promise<() => Promise<void>> {
  return workConcurrently<PipelineJobData>(ctx, QUEUES.pipeline, (job, wake) =>
    runPipelineJob(ctx, engines, job.data, { retryCount: job.retryCount, retryLimit: job.retryLimit }, wake),
  );
}
