import type { EngineOutage, EngineRole } from '@asha/contracts';
import type { CoreContext } from '../../context.js';

/** An engine that failed within this long, with no success since, is down for every consultation. */
export const OUTAGE_WINDOW_MIN = 5;

/** A call to a remote engine failed: counted, and the engine's row says since when it fails. */
export async function recordEngineFailure(
  ctx: CoreContext,
  f: { engine: EngineRole; reason: string; target: string | null },
): Promise<void> {
  ctx.metrics.engineFailures.inc({ engine: f.engine });
  await ctx.database.pool.query(
    `insert into engine_health (engine, target, reason, failing_since, last_failure_at, failures)
          values ($1, $2, $3, now(), now(), 1)
     on conflict (engine, target) do update
          set reason = excluded.reason, last_failure_at = now(), failures = engine_health.failures + 1,
              failing_since = coalesce(engine_health.failing_since, now())`,
    [f.engine, f.target ?? '', f.reason],
  );
}

/** A call to a remote engine worked: it is no longer down (a row exists only once it failed). */
export async function recordEngineSuccess(ctx: CoreContext, engine: EngineRole, target: string | null): Promise<void> {
  if (target === null) return;
  await ctx.database.pool.query(
    `update engine_health set last_success_at = now(), failing_since = null
      where engine = $1 and target = $2 and failing_since is not null`,
    [engine, target],
  );
}

/**
 * The engines down now: failing since their last success and failed within OUTAGE_WINDOW_MIN, with
 * the consultations waiting for them (the clinician's own when `clinicianId` is given, else all).
 */
export async function engineOutages(ctx: CoreContext, clinicianId?: string): Promise<EngineOutage[]> {
  const { rows } = await ctx.database.pool.query<{
    engine: EngineRole;
    target: string;
    reason: string;
    since: Date;
    last: Date;
    waiting: number;
  }>(
    `select h.engine, h.target, h.reason, h.failing_since as since, h.last_failure_at as last,
            (select count(*)::int from conversations c
              where c.retry_engine = h.engine and c.retry_attempt is not null and c.deleted_at is null
                and c.status in ('uploaded', 'transcribing', 'writing report')
                and ($2::uuid is null or c.clinician_id = $2::uuid)) as waiting
       from engine_health h
      where h.failing_since is not null and h.last_failure_at > now() - make_interval(mins => $1)
      order by h.engine, h.last_failure_at desc`,
    [OUTAGE_WINDOW_MIN, clinicianId ?? null],
  );
  return rows.map((r) => ({
    engine: r.engine,
    reason: r.reason,
    target: r.target || null,
    since: r.since.toISOString(),
    lastFailureAt: r.last.toISOString(),
    waiting: r.waiting,
  }));
}
