import type pg from 'pg';
import type { PgBoss } from './types.js';

/** pg-boss 10 kept its tables in schema version 24; version 12 starts from 25 and cannot migrate across. */
const LAST_V10_SCHEMA = 24;
const OLD_SCHEMA = 'pgboss_v10';
const LOCK_KEY = 0x6a5b0010;

/**
 * An install upgraded from pg-boss 10 keeps its waiting and running jobs: before pg-boss 12
 * installs its own schema, the old one is set aside; after, its unfinished jobs are queued again
 * (with their keys) and the old schema is dropped. An advisory lock lets only one of several
 * processes starting together do it.
 */
export async function setAsideV10Schema(client: pg.Client): Promise<boolean> {
  await client.query('select pg_advisory_lock($1)', [LOCK_KEY]);
  try {
    const { rows } = await client
      .query<{ version: number }>(
        `select version from pgboss.version where exists (select 1 from information_schema.tables where table_schema = 'pgboss' and table_name = 'version')`,
      )
      .catch(() => ({ rows: [] as Array<{ version: number }> }));
    if (!rows[0] || Number(rows[0].version) > LAST_V10_SCHEMA) return false;
    await client.query(`alter schema pgboss rename to ${OLD_SCHEMA}`);
    return true;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [LOCK_KEY]);
  }
}

/** Queues the set-aside schema's unfinished jobs into the new queues, then drops it. */
export async function requeueV10Jobs(client: pg.Client, boss: PgBoss, queues: string[]): Promise<number> {
  await client.query('select pg_advisory_lock($1)', [LOCK_KEY]);
  try {
    const exists = await client.query(`select 1 from information_schema.schemata where schema_name = $1`, [OLD_SCHEMA]);
    if (exists.rowCount === 0) return 0;
    const { rows } = await client.query<{ name: string; data: object | null; singleton_key: string | null }>(
      `select name, data, singleton_key from ${OLD_SCHEMA}.job where state in ('created', 'retry', 'active') and name = any($1) order by created_on`,
      [queues],
    );
    for (const job of rows)
      await boss.send(job.name, job.data, job.singleton_key ? { singletonKey: job.singleton_key } : {});
    await client.query(`drop schema ${OLD_SCHEMA} cascade`);
    return rows.length;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [LOCK_KEY]);
  }
}
