import type { CoreContext } from '../../context.js';
import { QUEUES } from '../../queue/boss.js';

/**
 * A worker killed mid-job leaves its job 'active' until its missing heartbeat is noticed
 * (QUEUE_HEARTBEAT_SEC). With the embedded database the data-directory lock guarantees this
 * process is the only worker, so any active pipeline job at start-up belonged to a process that
 * died: fail it now and pg-boss retries it with its usual backoff, without waiting for the
 * heartbeat check. Scaled-out installs (DATABASE_URL) cannot tell a dead worker from a busy one
 * and rely on the heartbeat.
 */
export async function recoverOrphanedJobs(ctx: CoreContext): Promise<number> {
  const { rows } = await ctx.database.pool.query<{ id: string }>(
    `select id from pgboss.job where name = $1 and state = 'active'`,
    [QUEUES.pipeline],
  );
  if (rows.length === 0) return 0;
  await ctx.boss.fail(
    QUEUES.pipeline,
    rows.map((r) => r.id),
  );
  ctx.logger.warn({ jobs: rows.length }, 'requeued pipeline jobs left running by a stopped process');
  return rows.length;
}
