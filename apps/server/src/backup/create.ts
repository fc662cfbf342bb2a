import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { LocalStorage, type BlobInfo, type BlobStorage } from '../storage/index.js';
import { ArchiveWriter } from './archive.js';
import { dumpDatabase } from './database.js';
import { BACKUP_FORMAT, BACKUP_VERSION, DATA_FILES, ENTRY, type BackupHeader, type BackupManifest } from './format.js';

export interface BackupSummary {
  file: string;
  tables: Array<{ name: string; rows: number }>;
  files: number;
  fileBytes: number;
  pendingJobs: number;
  archiveBytes: number;
}

/**
 * Writes one archive of the whole install: the database (one consistent snapshot, taken first),
 * the DATA_DIR secrets, and the stored files (local storage: their bytes; S3: a manifest of
 * keys and sizes, the bucket's own versioning keeps the bytes). Safe while the app runs.
 */
export async function createBackup(o: {
  config: Config;
  database: Database;
  storage: BlobStorage;
  file: string;
}): Promise<BackupSummary> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'asha-backup-'));
  const writer = new ArchiveWriter(o.file);
  try {
    const dump = await dumpDatabase(o.database.pool, staging);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      node: process.version,
      postgres: dump.serverVersion,
      migrations: dump.migrations,
      tables: dump.tables.map(({ name, rows }) => ({ name, rows })),
      storage: { kind: o.storage.kind, bucket: o.storage.kind === 's3' ? o.config.S3_BUCKET : undefined },
      appSecretFromEnvironment: !!o.config.APP_SECRET,
    };
    await writer.addBuffer(ENTRY.header, JSON.stringify(header, null, 2));
    for (const name of DATA_FILES) {
      const p = path.join(o.config.dataDir, name);
      if (fs.existsSync(p)) await writer.addBuffer(`${ENTRY.dataPrefix}${name}`, fs.readFileSync(p));
    }
    for (const t of dump.tables) {
      await writer.addStream(
        `${ENTRY.tablePrefix}${t.name}.jsonl`,
        fs.statSync(t.file).size,
        fs.createReadStream(t.file),
      );
    }
    await writer.addBuffer(ENTRY.jobs, JSON.stringify(dump.pendingJobs));
    const manifest = await addStoredFiles(writer, o.storage);
    await writer.addBuffer(ENTRY.manifest, JSON.stringify(manifest));
    await writer.finish();
    return {
      file: o.file,
      tables: header.tables,
      files: manifest.files.length,
      fileBytes: manifest.files.reduce((n, f) => n + f.size, 0),
      pendingJobs: dump.pendingJobs.length,
      archiveBytes: fs.statSync(o.file).size,
    };
  } catch (err) {
    await writer.abort();
    throw err;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

async function addStoredFiles(writer: ArchiveWriter, storage: BlobStorage): Promise<BackupManifest> {
  const manifest: BackupManifest = { files: [], vanished: [] };
  for await (const blob of allBlobs(storage)) {
    if (!(storage instanceof LocalStorage)) {
      manifest.files.push({ key: blob.key, size: blob.size });
      continue;
    }
    // An open descriptor pins the file: a rewrite replaces it by rename, never in place.
    const handle = await fs.promises.open(storage.pathFor(blob.key), 'r').catch(() => null);
    if (!handle) {
      manifest.vanished.push(blob.key);
      continue;
    }
    try {
      const { size } = await handle.stat();
      const sha256 = await writer.addStream(
        `${ENTRY.filePrefix}${blob.key}`,
        size,
        handle.createReadStream({ autoClose: false }),
      );
      manifest.files.push({ key: blob.key, size, sha256 });
    } finally {
      await handle.close();
    }
  }
  return manifest;
}

/** Every stored file, a page at a time. */
export async function* allBlobs(storage: BlobStorage): AsyncGenerator<BlobInfo> {
  let cursor: string | undefined;
  do {
    const page = await storage.list('', { limit: 1000, cursor });
    yield* page.items;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}
