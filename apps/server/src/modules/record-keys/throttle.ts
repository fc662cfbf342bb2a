import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordKeyFailures } from '../../db/schema/index.js';

/**
 * Presentations of bad keys are counted per address in the database, so every API process sees the
 * same count. From the FAILURE_LIMIT-th failure on, the address is refused for a lock that doubles
 * from BASE_LOCK_SEC up to MAX_LOCK_SEC with each further failure; a quiet spell of MAX_LOCK_SEC
 * forgives the count, and a good key clears it. Guessing a 256-bit key is hopeless anyway: the
 * lock bounds the load and the audit rows a misconfigured or hostile caller can cause.
 */
export const FAILURE_LIMIT = 10;
export const BASE_LOCK_SEC = 60;
export const MAX_LOCK_SEC = 15 * 60;

/** Seconds until this address may present a key again (0 when it may now), and its failures so far. */
export async function addressState(db: Db, ip: string): Promise<{ waitSeconds: number; failures: number }> {
  const r = await db.execute<{ wait: number; failures: number }>(sql`
    select greatest(0, ceil(extract(epoch from coalesce(locked_until, now()) - now())))::int as wait, failures
      from record_key_failures where ip = ${ip}`);
  const row = r.rows[0];
  return { waitSeconds: row?.wait ?? 0, failures: row?.failures ?? 0 };
}

/** Counts one failure; answers the seconds of the lock it starts, or 0 while under the limit. */
export async function recordFailure(db: Db, ip: string): Promise<number> {
  const r = await db.execute<{ failures: number }>(sql`
    insert into record_key_failures (ip, failures, last_at) values (${ip}, 1, now())
    on conflict (ip) do update set
      failures = case when record_key_failures.last_at < now() - make_interval(secs => ${MAX_LOCK_SEC})
                      then 1 else record_key_failures.failures + 1 end,
      last_at = now()
    returning failures`);
  const over = (r.rows[0]?.failures ?? 0) - FAILURE_LIMIT;
  if (over < 0) return 0;
  const lock = Math.min(BASE_LOCK_SEC * 2 ** over, MAX_LOCK_SEC);
  await db.execute(sql`
    update record_key_failures set locked_until = now() + make_interval(secs => ${lock}) where ip = ${ip}`);
  return lock;
}

export async function clearFailures(db: Db, ip: string): Promise<void> {
  await db.delete(recordKeyFailures).where(eq(recordKeyFailures.ip, ip));
}
