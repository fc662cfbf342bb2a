import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** The newest Debian PostgreSQL server installed (`npm test` installs the `postgresql` package). */
export function debianPostgresBin(): string {
  const root = '/usr/lib/postgresql';
  const major = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => /^\d+$/.test(v) && fs.existsSync(path.join(root, v, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  if (!major)
    throw new Error('Debian PostgreSQL is not installed: run `node scripts/ensure-postgresql.mjs` (npm test does).');
  return path.join(root, major, 'bin');
}

export interface ExternalPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * A real PostgreSQL server of its own (not the embedded one), as a scaled-out install has: a fresh
 * cluster in a temp dir on a loopback port. PostgreSQL refuses to run as root, so as root it runs
 * as Debian's `postgres` user.
 */
export async function startExternalPostgres(port: number): Promise<ExternalPostgres> {
  const bin = debianPostgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asha-extpg-'));
  const data = path.join(dir, 'data');
  const asUser: { uid?: number; gid?: number } =
    process.getuid?.() === 0
      ? {
          uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
          gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
        }
      : {};
  fs.mkdirSync(data, { mode: 0o700 });
  if (asUser.uid !== undefined && asUser.gid !== undefined) {
    fs.chmodSync(dir, 0o755);
    fs.chownSync(data, asUser.uid, asUser.gid);
  }
  execFileSync(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], {
    ...asUser,
    stdio: 'ignore',
  });
  const server: ChildProcess = spawn(
    path.join(bin, 'postgres'),
    [
      '-D',
      data,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${data}`,
      '-c',
      'max_connections=200',
      '-c',
      'fsync=off',
    ],
    { ...asUser, stdio: 'ignore' },
  );
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL exited with ${server.exitCode}`);
    const client = new pg.Client({ connectionString: url });
    const ok = await client.connect().then(
      () => client.end().then(() => true),
      () => false,
    );
    if (ok) break;
    await sleep(250);
  }
  return {
    url,
    async stop() {
      if (server.exitCode === null) {
        server.kill('SIGINT'); // fast shutdown
        await new Promise((r) => server.once('exit', r));
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
