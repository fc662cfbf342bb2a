import { execSync, spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { isProcessAlive } from '../../lib/process-lock.js';
import { inHome, type PostgresBinaries } from './binaries.js';

/**
 * PostgreSQL refuses to run as root. Run as root, the app starts it as the system user `postgres`
 * (created when missing), which must be able to reach the binaries and the data. A clone under
 * /root or in `mktemp -d` is closed to other users, so there the binaries are copied to, and the
 * cluster kept under, `/var/lib/asha-scribe` (open to that user only where it must be), and
 * DATA_DIR/postgres becomes a link to the cluster so it can still be found from the data folder.
 */
export interface Placement {
  binaries: PostgresBinaries;
  databaseDir: string;
  /** uid/gid the server runs as; absent when we are not root. */
  user?: { uid: number; gid: number };
}

export const SHARED_HOME = '/var/lib/asha-scribe';
const PG_USER = 'postgres';

export function placeCluster(dataDir: string, found: PostgresBinaries, logger: Logger): Placement {
  const databaseDir = path.join(dataDir, 'postgres');
  if (os.platform() === 'win32' || process.getuid?.() !== 0) return { binaries: found, databaseDir };
  const user = ensurePostgresUser();
  // postgres must be able to traverse DATA_DIR when it holds the cluster.
  fs.chmodSync(dataDir, 0o755);
  const binaries = canReach(user, found.postgres, 'x') ? found : copyBinaries(found, user, logger);
  const linked = linkedCluster(databaseDir);
  if (linked) return { binaries, databaseDir: linked, user };
  if (canReach(user, dataDir, 'x') || fs.existsSync(path.join(databaseDir, 'PG_VERSION')))
    return { binaries, databaseDir, user };
  return { binaries, databaseDir: relocateCluster(dataDir, databaseDir, user, logger), user };
}

function ensurePostgresUser(): { uid: number; gid: number } {
  const ids = () => ({
    uid: Number(execSync(`id -u ${PG_USER}`).toString()),
    gid: Number(execSync(`id -g ${PG_USER}`).toString()),
  });
  try {
    return ids();
  } catch {
    execSync(`groupadd --system ${PG_USER} 2>/dev/null || true; useradd --system -g ${PG_USER} ${PG_USER}`);
    return ids();
  }
}

/** Whether the postgres user can run a file or enter a folder: asked as that user, so every parent folder counts. */
function canReach(user: { uid: number; gid: number }, target: string, how: 'x'): boolean {
  const r = spawnSync('/bin/sh', ['-c', `test -${how} "$1"`, 'sh', target], {
    uid: user.uid,
    gid: user.gid,
    stdio: 'ignore',
  });
  return r.status === 0;
}

function copyBinaries(found: PostgresBinaries, user: { uid: number; gid: number }, logger: Logger): PostgresBinaries {
  const tag = createHash('sha1').update(fs.readFileSync(found.postgres)).digest('hex').slice(0, 12);
  const home = path.join(SHARED_HOME, `postgres-${tag}`);
  if (!fs.existsSync(path.join(home, 'bin', path.basename(found.postgres)))) {
    logger.info({ home }, 'copying the PostgreSQL binaries where the postgres user can run them');
    fs.mkdirSync(SHARED_HOME, { recursive: true, mode: 0o755 });
    const partial = `${home}.${process.pid}.partial`;
    fs.cpSync(found.home, partial, { recursive: true, verbatimSymlinks: true });
    fs.renameSync(partial, home);
  }
  fs.chmodSync(SHARED_HOME, 0o755);
  const binaries = inHome(home);
  if (!canReach(user, binaries.postgres, 'x')) throw new Error(`The postgres user cannot run ${binaries.postgres}.`);
  return binaries;
}

/** DATA_DIR/postgres already links to a cluster kept elsewhere. */
function linkedCluster(databaseDir: string): string | null {
  try {
    return fs.lstatSync(databaseDir).isSymbolicLink() ? fs.realpathSync(databaseDir) : null;
  } catch {
    return null;
  }
}

function relocateCluster(
  dataDir: string,
  databaseDir: string,
  user: { uid: number; gid: number },
  logger: Logger,
): string {
  const clusters = path.join(SHARED_HOME, 'clusters');
  fs.mkdirSync(clusters, { recursive: true, mode: 0o755 });
  removeAbandonedClusters(clusters);
  const home = path.join(clusters, randomUUID());
  fs.mkdirSync(home, { mode: 0o700 });
  fs.writeFileSync(path.join(home, 'owner.json'), JSON.stringify({ dataDir: path.resolve(dataDir) }));
  const cluster = path.join(home, 'postgres');
  fs.mkdirSync(cluster, { mode: 0o700 });
  fs.chownSync(home, user.uid, user.gid);
  fs.chownSync(cluster, user.uid, user.gid);
  fs.rmSync(databaseDir, { recursive: true, force: true });
  fs.symlinkSync(cluster, databaseDir);
  logger.warn(
    { dataDir, cluster },
    'the postgres user cannot reach DATA_DIR: the embedded database is kept under /var/lib/asha-scribe instead',
  );
  return cluster;
}

/** A cluster whose DATA_DIR was deleted (or points elsewhere now) and whose server is not running is removed. */
function removeAbandonedClusters(clusters: string): void {
  for (const id of fs.readdirSync(clusters)) {
    const home = path.join(clusters, id);
    try {
      const { dataDir } = JSON.parse(fs.readFileSync(path.join(home, 'owner.json'), 'utf8')) as { dataDir: string };
      if (linkedCluster(path.join(dataDir, 'postgres')) === fs.realpathSync(path.join(home, 'postgres'))) continue;
      const pidFile = path.join(home, 'postgres', 'postmaster.pid');
      const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
      if (pid && isProcessAlive(pid)) continue;
      fs.rmSync(home, { recursive: true, force: true });
    } catch {
      /* not ours, or half made: leave it */
    }
  }
}
