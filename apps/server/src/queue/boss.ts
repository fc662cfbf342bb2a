import pg from 'pg';
import { PgBoss, type JobWithMetadata } from 'pg-boss';
import type { Logger } from 'pino';
import type { Metrics } from '../metrics/metrics.js';
import { requeueV10Jobs, setAsideV10Schema } from './migrate-v10.js';

/**
 * The job queue: pg-boss on the same PostgreSQL in both modes, so one machine needs nothing else
 * and a scaled-out install adds worker processes only.
 */
export const QUEUES = {
  pipeline: 'conversation-pipeline',
  /** the report stage alone, on a corrected transcript */
  regenerate: 'note-regenerate',
  /** a recording transcribed while it is made, then written up (one job per recording at a time) */
  live: 'live-recording',
  /** one try of a webhook delivery to a record system (the next try is a job of its own, queued for its time) */
  webhook: 'protocol-webhook',
} as const;

/** A live recording is followed by one job at a time: a second one sent while it runs is not queued. */
const POLICY_OF: Partial<Record<(typeof QUEUES)[keyof typeof QUEUES], 'exclusive'>> = { [QUEUES.live]: 'exclusive' };

export interface QueueOptions {
  /**
   * A running job proves its worker alive this often; a worker killed mid-job (SIGKILL, power
   * cut) has its job handed to another worker after about this long plus one check.
   */
  heartbeatSec: number;
}

export const DEFAULT_QUEUE_OPTIONS: QueueOptions = { heartbeatSec: 30 };

export async function startQueue(
  connectionString: string,
  logger: Logger,
  o: QueueOptions = DEFAULT_QUEUE_OPTIONS,
): Promise<PgBoss> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const upgraded = await setAsideV10Schema(client);
    const boss = new PgBoss({
      connectionString,
      max: 5,
      // A job sent is announced (NOTIFY), so an idle worker takes it at once instead of at its next poll.
      useListenNotify: true,
      // Dead workers' jobs are found by these checks (stale heartbeats), so they run as often as heartbeats are due.
      superviseIntervalSeconds: Math.max(5, Math.floor(o.heartbeatSec / 2)),
      monitorIntervalSeconds: Math.max(5, Math.floor(o.heartbeatSec / 2)),
    });
    boss.on('error', (err: Error) => logger.error({ err: err.message }, 'queue error'));
    await boss.start();
    const policy = {
      retryLimit: 5,
      retryDelay: 10,
      retryBackoff: true,
      heartbeatSeconds: o.heartbeatSec,
      // The bound for a job whose worker is alive but stuck: long recordings on a CPU take a while.
      expireInSeconds: 4 * 60 * 60,
      notify: true,
    };
    for (const name of Object.values(QUEUES)) {
      await boss.createQueue(name, { ...policy, policy: POLICY_OF[name] ?? 'standard' });
      await boss.updateQueue(name, policy);
    }
    // Also after a start that set the old schema aside and stopped before queueing its jobs.
    const moved = await requeueV10Jobs(client, boss, Object.values(QUEUES));
    if (upgraded || moved > 0)
      logger.info({ jobs: moved }, 'queue upgraded from pg-boss 10: unfinished jobs queued again');
    return boss;
  } finally {
    await client.end();
  }
}

/**
 * Runs `handle` for the jobs of queue `name`, WORKER_CONCURRENCY at once in this process. Each slot
 * is woken by NOTIFY the moment a job is sent, and after finishing a job looks for the next at once
 * (pg-boss would otherwise wait its poll interval between jobs). Polling remains for what no NOTIFY
 * announces (a retry or a deferred job coming due: within 5 s) and for when the NOTIFY connection is
 * down (every 2 s). Returns what stops the slots.
 */
export async function workConcurrently<T extends object>(
  ctx: { boss: PgBoss; config: { WORKER_CONCURRENCY: number }; metrics: Metrics },
  name: string,
  /** `wake` has every slot look for a due job now (a job deferred by the handler, once it is due). */
  handle: (job: JobWithMetadata<T>, wake: () => void) => Promise<unknown>,
): Promise<() => Promise<void>> {
  const options = {
    batchSize: 1,
    includeMetadata: true,
    pollingIntervalSeconds: 2,
    notifyPollingIntervalSeconds: 5,
  } as const;
  const ids: string[] = [];
  const wake = () => ids.forEach((id) => ctx.boss.notifyWorker(id));
  for (let slot = 0; slot < ctx.config.WORKER_CONCURRENCY; slot++) {
    let id = '';
    id = await ctx.boss.work<T, void, typeof options>(name, options, async (jobs) => {
      try {
        for (const job of jobs) {
          // The outcome a handler returns ('ready', 'failed', 'skipped'…), or 'error' when it throws.
          const outcome = await handle(job, wake).then(
            (r) => (typeof r === 'string' ? r : 'completed'),
            (err: unknown) => {
              ctx.metrics.jobs.inc({ queue: name, outcome: 'error' });
              throw err;
            },
          );
          ctx.metrics.jobs.inc({ queue: name, outcome });
        }
      } finally {
        ctx.boss.notifyWorker(id);
      }
    });
    ids.push(id);
  }
  return async () => {
    await Promise.all(ids.map((id) => ctx.boss.offWork(name, { id }).catch(() => undefined)));
  };
}
