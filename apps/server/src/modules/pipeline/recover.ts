import type { AppContext } from '../../context.js';
import { QUEUES } from '../../queue/boss.js';

/**
 * A worker killed mid-job leaves its job 'active' (issue #7, item 7). pg-boss hands it out again
 * only after the queue's expiry (an hour, sized for long recordings on a CPU). With the embedded
 * database the data-directory lock guarantees this process is the only worker, so any active
 * pipeline job at start-up belonged to a process that died: fail it now and pg-boss retries it
 * with its usual backoff. Scaled-out installs (DATABASE_URL) cannot tell a dead worker from a
 * busy one and keep the expiry.
 */
export async function recoverOrphanedJobs(ctx: AppContext): Promise<number> {
  const { rows } = await ctx.database.pool.query<{ id: string }>(
    `select id from pgboss.job where name = $1 and state = 'active'`,
    [QUEUES.pipeline],
  );
  if (rows.length === 0) return 0;
  await ctx.boss.fail(QUEUES.pipeline, rows.map((r) => r.id));
  ctx.logger.warn({ jobs: rows.length }, 'requeued pipeline jobs left running by a stopped process');
  return rows.length;
}
