import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import type pg from 'pg';
import { appliedMigrations, quoteIdent, tablesInLoadOrder, type TableInfo } from './tables.js';

/** A job that was waiting or running when the backup was taken; a restore queues it again. */
export interface PendingJob {
  name: string;
  data: unknown;
  singletonKey: string | null;
}

export interface DatabaseDump {
  serverVersion: string;
  migrations: string[];
  tables: Array<{ name: string; rows: number; file: string }>;
  pendingJobs: PendingJob[];
}

const FETCH_ROWS = 2000;

/**
 * Writes every table of the application's schema as JSON lines into `dir`, all read in one
 * repeatable-read snapshot so the rows agree with each other however busy the server is.
 */
export async function dumpDatabase(pool: pg.Pool, dir: string): Promise<DatabaseDump> {
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const serverVersion = (await client.query<{ v: string }>('show server_version')).rows[0]!.v;
    const migrations = await appliedMigrations(client);
    const tables: DatabaseDump['tables'] = [];
    for (const table of await tablesInLoadOrder(client)) {
      const file = path.join(dir, `${table.name}.jsonl`);
      tables.push({ name: table.name, rows: await dumpTable(client, table, file), file });
    }
    const pendingJobs = await readPendingJobs(client);
    await client.query('commit');
    return { serverVersion, migrations, tables, pendingJobs };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

async function dumpTable(client: pg.PoolClient, table: TableInfo, file: string): Promise<number> {
  const cols = table.columns.map(quoteIdent).join(', ');
  await client.query(
    `declare dump_rows no scroll cursor for select row_to_json(r)::text as j from (select ${cols} from ${quoteIdent(table.name)}) r`,
  );
  const out = fs.createWriteStream(file, { mode: 0o600 });
  let count = 0;
  try {
    for (;;) {
      const { rows } = await client.query<{ j: string }>(`fetch ${FETCH_ROWS} from dump_rows`);
      if (rows.length === 0) break;
      count += rows.length;
      if (!out.write(rows.map((r) => r.j).join('\n') + '\n'))
        await new Promise<void>((r) => out.once('drain', () => r()));
    }
  } finally {
    await client.query('close dump_rows');
    await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  }
  return count;
}

async function readPendingJobs(client: pg.PoolClient): Promise<PendingJob[]> {
  const exists = await client.query(
    `select 1 from information_schema.tables where table_schema = 'pgboss' and table_name = 'job'`,
  );
  if (exists.rowCount === 0) return [];
  const { rows } = await client.query<{ name: string; data: unknown; singleton_key: string | null }>(
    `select name, data, singleton_key from pgboss.job where state in ('created', 'retry', 'active') order by created_on`,
  );
  return rows.map((r) => ({ name: r.name, data: r.data, singletonKey: r.singleton_key }));
}

/** Loads one table's JSON lines (in batches) through `client`, inside the caller's transaction. */
export async function loadTable(client: pg.PoolClient, table: TableInfo, body: Readable): Promise<number> {
  const cols = table.columns.map(quoteIdent).join(', ');
  const sql = `insert into ${quoteIdent(table.name)} (${cols}) overriding system value
               select ${cols} from json_populate_recordset(null::${quoteIdent(table.name)}, $1::json)`;
  // A table whose rows reference each other loads in one statement: its key checks run at the end.
  const batchRows = table.selfReferencing ? Number.MAX_SAFE_INTEGER : 1000;
  let batch: string[] = [];
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await client.query(sql, [`[${batch.join(',')}]`]);
    count += batch.length;
    batch = [];
  };
  for await (const line of readline.createInterface({ input: body, crlfDelay: Infinity })) {
    if (!line) continue;
    batch.push(line);
    if (batch.length >= batchRows) await flush();
  }
  await flush();
  return count;
}

/** Moves every sequence of the application's schema past the highest value its column holds. */
export async function resetSequences(client: pg.PoolClient, schema: string): Promise<void> {
  const { rows } = await client.query<{ seq: string; tbl: string; col: string }>(
    `select s.oid::regclass::text as seq, t.relname as tbl, a.attname as col
       from pg_class s
       join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
       join pg_class t on t.oid = d.refobjid
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
       join pg_namespace n on n.oid = t.relnamespace
      where s.relkind = 'S' and n.nspname = $1`,
    [schema],
  );
  for (const r of rows) {
    await client.query(
      `select setval($1::regclass, coalesce((select max(${quoteIdent(r.col)}) from ${quoteIdent(r.tbl)}), 1),
                     (select max(${quoteIdent(r.col)}) from ${quoteIdent(r.tbl)}) is not null)`,
      [r.seq],
    );
  }
}
