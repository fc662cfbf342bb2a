import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database, Db } from '../db/client.js';
import * as schema from '../db/schema/index.js';

/** One connection inside BEGIN … COMMIT: Drizzle over it, and the raw client for pg-boss's `db` option. */
export interface Tx {
  db: Db;
  client: pg.PoolClient;
}

/**
 * The one way to change several rows together: `fn` runs in one transaction that commits when it
 * returns and rolls back when it throws, so a failed request leaves nothing half-written.
 */
export async function withTransaction<T>(database: Database, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const client = await database.pool.connect();
  try {
    await client.query('begin');
    const result = await fn({ db: drizzle(client, { schema }) as unknown as Db, client });
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
