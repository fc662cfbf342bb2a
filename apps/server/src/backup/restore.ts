import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { openDatabase, type OpenedDatabase } from '../db/open.js';
import { loadOrCreateSecrets } from '../lib/secrets.js';
import { startQueue } from '../queue/boss.js';
import { createStorage, LocalStorage, type BlobStorage } from '../storage/index.js';
import { hashing, readAll, readArchive } from './archive.js';
import { loadTable, resetSequences, type PendingJob } from './database.js';
import { BACKUP_FORMAT, DATA_FILES, ENTRY, type BackupHeader, type BackupManifest } from './format.js';
import { APP_SCHEMA, appliedMigrations, quoteIdent, tablesInLoadOrder, type TableInfo } from './tables.js';

export interface RestoreSummary {
  tables: Array<{ name: string; rows: number }>;
  files: number;
  requeuedJobs: number;
}

export class RestoreError extends Error {}

/**
 * Brings a fresh install (an empty DATA_DIR, or an empty database at DATABASE_URL and an empty
 * bucket prefix) back to the state of a backup. The rows load in one transaction that commits
 * only once every file has been written and matched its checksum; anything wrong rolls it back.
 */
export async function restoreBackup(o: { config: Config; file: string; logger: Logger }): Promise<RestoreSummary> {
  refuseUsedDataDir(o.config);
  const state: RestoreState = {
    header: null,
    opened: null,
    client: null,
    tables: new Map(),
    loaded: [],
    written: new Map(),
    jobs: [],
    manifest: null,
    storage: null,
  };
  try {
    await readArchive(o.file, async (entry) => {
      if (entry.name === ENTRY.header)
        state.header = checkHeader(JSON.parse((await readAll(entry.body)).toString('utf8')), o.config);
      else if (entry.name.startsWith(ENTRY.dataPrefix))
        restoreDataFile(o.config, entry.name.slice(ENTRY.dataPrefix.length), await readAll(entry.body));
      else if (entry.name.startsWith(ENTRY.tablePrefix)) {
        const client = await openTarget(state, o.config);
        const name = entry.name.slice(ENTRY.tablePrefix.length).replace(/\.jsonl$/, '');
        const table = state.tables.get(name);
        if (!table) throw new RestoreError(`The backup holds a table this version does not have (${name}).`);
        state.loaded.push({ name, rows: await loadTable(client, table, entry.body) });
      } else if (entry.name === ENTRY.jobs)
        state.jobs = JSON.parse((await readAll(entry.body)).toString('utf8')) as PendingJob[];
      else if (entry.name.startsWith(ENTRY.filePrefix))
        await restoreFile(state, o.config, entry.name.slice(ENTRY.filePrefix.length), entry.body);
      else if (entry.name === ENTRY.manifest)
        state.manifest = JSON.parse((await readAll(entry.body)).toString('utf8')) as BackupManifest;
    });
    if (!state.header || !state.manifest)
      throw new RestoreError('The backup is incomplete (no header or no manifest): it was cut short.');
    const client = await openTarget(state, o.config);
    await verifyFiles(state, storageOf(state, o.config));
    await resetSequences(client, APP_SCHEMA);
    await client.query('commit');
    const requeued = await requeue(state, o.logger);
    return { tables: state.loaded, files: state.manifest.files.length, requeuedJobs: requeued };
  } catch (err) {
    await state.client?.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    state.client?.release();
    await state.opened?.close();
  }
}

interface RestoreState {
  header: BackupHeader | null;
  opened: OpenedDatabase | null;
  client: pg.PoolClient | null;
  tables: Map<string, TableInfo>;
  loaded: Array<{ name: string; rows: number }>;
  written: Map<string, { size: number; sha256: string }>;
  jobs: PendingJob[];
  manifest: BackupManifest | null;
  storage: BlobStorage | null;
}

function refuseUsedDataDir(config: Config) {
  const used = (p: string) => fs.existsSync(p) && fs.readdirSync(p).some((n) => n !== '.tmp');
  if (!config.DATABASE_URL && used(path.join(config.dataDir, 'postgres'))) {
    throw new RestoreError(`DATA_DIR ${config.dataDir} already holds a database: restore into a fresh data directory.`);
  }
  if (config.STORAGE_DRIVER === 'local' && used(path.join(config.dataDir, 'blobs'))) {
    throw new RestoreError(
      `DATA_DIR ${config.dataDir} already holds stored files: restore into a fresh data directory.`,
    );
  }
}

function checkHeader(header: BackupHeader, config: Config): BackupHeader {
  if (header.format !== BACKUP_FORMAT) throw new RestoreError('This file is not an Asha Scribe backup.');
  if (header.storage.kind !== config.STORAGE_DRIVER) {
    throw new RestoreError(
      `The backup was taken with ${header.storage.kind} storage; set STORAGE_DRIVER=${header.storage.kind} to restore it.`,
    );
  }
  if (header.appSecretFromEnvironment && !config.APP_SECRET) {
    throw new RestoreError(
      'The backed-up install took APP_SECRET from its environment: set the same APP_SECRET to restore it.',
    );
  }
  return header;
}

function restoreDataFile(config: Config, name: string, body: Buffer) {
  if (!DATA_FILES.includes(name)) return;
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(path.join(config.dataDir, name), body, { mode: 0o600 });
}

/** Opens the target database on the first table: migrated to this version, matching the backup's schema, empty. */
async function openTarget(state: RestoreState, config: Config): Promise<pg.PoolClient> {
  if (state.client) return state.client;
  if (!state.header) throw new RestoreError('The backup has no header: it is damaged.');
  state.opened = await openDatabase(config, { migrate: true });
  const client = await state.opened.database.pool.connect();
  state.client = client;
  const here = await appliedMigrations(client);
  if (here.join() !== state.header.migrations.join()) {
    throw new RestoreError(
      `The backup's schema (${state.header.migrations.length} migrations) differs from this version's (${here.length}). ` +
        'Restore it with the version that took it, then start this one to upgrade.',
    );
  }
  for (const t of await tablesInLoadOrder(client)) state.tables.set(t.name, t);
  for (const name of state.tables.keys()) {
    const { rows } = await client.query<{ any: boolean }>(`select exists (select 1 from ${quoteIdent(name)}) as any`);
    if (rows[0]!.any)
      throw new RestoreError(`The target database is not empty (table ${name} has rows): restore into an empty one.`);
  }
  await client.query('begin');
  return client;
}

/** The target storage, made once the restored secrets are in place (local URLs are signed with them). */
function storageOf(state: RestoreState, config: Config): BlobStorage {
  state.storage ??= createStorage(config, loadOrCreateSecrets(config.dataDir, config.APP_SECRET).appSecret);
  return state.storage;
}

async function restoreFile(state: RestoreState, config: Config, key: string, body: Readable) {
  const storage = storageOf(state, config);
  if (!(storage instanceof LocalStorage))
    throw new RestoreError('The backup carries files but the target storage is not local.');
  const hash = createHash('sha256');
  const size = await storage.writeStream(key, body.pipe(hashing(hash)), Number.MAX_SAFE_INTEGER);
  state.written.set(key, { size, sha256: hash.digest('hex') });
}

async function verifyFiles(state: RestoreState, storage: BlobStorage) {
  const problems: string[] = [];
  for (const f of state.manifest!.files) {
    if (f.sha256) {
      const got = state.written.get(f.key);
      if (!got || got.sha256 !== f.sha256 || got.size !== f.size) problems.push(f.key);
    } else {
      const head = await storage.head(f.key);
      if (!head || head.size !== f.size) problems.push(f.key);
    }
  }
  if (problems.length > 0) {
    const where =
      storage.kind === 's3'
        ? 'missing from the bucket or of another size (restore them from its versions)'
        : 'damaged in the backup';
    throw new RestoreError(
      `${problems.length} stored files are ${where}: ${problems.slice(0, 5).join(', ')}${problems.length > 5 ? ', …' : ''}`,
    );
  }
}

/** Queues again what was waiting or running at backup time (one job per singleton key at most). */
async function requeue(state: RestoreState, logger: Logger): Promise<number> {
  if (state.jobs.length === 0 || !state.opened) return 0;
  const boss = await startQueue(state.opened.url, logger);
  try {
    let sent = 0;
    for (const job of state.jobs) {
      const id = await boss
        .send(job.name, job.data as object, job.singletonKey ? { singletonKey: job.singletonKey } : {})
        .catch(() => null);
      if (id) sent++;
    }
    return sent;
  } finally {
    await boss.stop({ graceful: false });
  }
}
