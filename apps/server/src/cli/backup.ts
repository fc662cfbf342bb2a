import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { createBackup } from '../backup/create.js';
import { restoreBackup } from '../backup/restore.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/open.js';
import { loadOrCreateSecrets } from '../lib/secrets.js';
import { createStorage } from '../storage/index.js';

/**
 * `npm run backup -- <file>`: one archive of the database and the stored files (safe while the
 * app runs). `npm run restore -- <file>`: that state back into a fresh DATA_DIR (or an empty
 * DATABASE_URL database). Both read the same environment as the app.
 */
const USAGE = `Usage:
  npm run backup -- <file.tar.gz>    write a backup of the database and the stored files
  npm run restore -- <file.tar.gz>   restore a backup into a fresh DATA_DIR (or an empty DATABASE_URL)`;

async function main([command, file]: string[]) {
  if (!file || (command !== 'backup' && command !== 'restore')) {
    console.error(USAGE);
    process.exit(2);
  }
  // npm runs scripts from the project folder: a relative path is the caller's.
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const config = loadConfig();
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  if (command === 'backup') {
    const opened = await openDatabase(config, { migrate: false });
    try {
      const storage = createStorage(config, loadOrCreateSecrets(config.dataDir, config.APP_SECRET).appSecret);
      const s = await createBackup({ config, database: opened.database, storage, file: target });
      const rows = s.tables.map((t) => `${t.name} ${t.rows}`).join(', ');
      const where =
        storage.kind === 's3' ? 'listed (their bytes stay in the bucket: keep its versioning on)' : 'archived';
      console.log(`Backup written to ${s.file} (${mb(s.archiveBytes)}) in ${seconds()} s`);
      console.log(`  rows: ${rows}\n  files: ${s.files} ${where}, ${mb(s.fileBytes)}; queued jobs: ${s.pendingJobs}`);
    } finally {
      await opened.close();
    }
    return;
  }
  const s = await restoreBackup({ config, file: target, logger: pino({ level: 'warn' }) });
  console.log(`Restored ${target} into ${config.DATABASE_URL ? 'DATABASE_URL' : config.dataDir} in ${seconds()} s`);
  console.log(
    `  rows: ${s.tables.map((t) => `${t.name} ${t.rows}`).join(', ')}\n  files: ${s.files}; jobs queued again: ${s.requeuedJobs}`,
  );
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

main(process.argv.slice(2)).catch((err: Error) => {
  console.error(`${process.argv[2] === 'restore' ? 'Restore' : 'Backup'} failed: ${err.message}`);
  process.exit(1);
});
