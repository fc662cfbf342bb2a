import type { CoreContext } from '../../../context.js';
import { QUEUES, workConcurrently } from '../../../queue/boss.js';
import type { WebhookJobData } from '../../../queue/enqueue.js';
import { runWebhookTry } from './deliver.js';

/** Webhook tries, WORKER_CONCURRENCY at once per process (each mostly waits on the receiver). Returns what stops them. */
export function registerWebhookWorker(ctx: CoreContext): Promise<() => Promise<void>> {
  return workConcurrently<WebhookJobData>(ctx, QUEUES.webhook, (job, wake) => runWebhookTry(ctx, job.data, wake));
}
