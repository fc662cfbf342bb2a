import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bestLocale } from './binaries.js';
import type { Placement } from './placement.js';

/**
 * The server's flags: loopback TCP only, no Unix socket, every commit on disk; and its own log
 * keeps no statement text, detail or parameter of a failed query (they can quote patient data).
 */
const SERVER_FLAGS = [
  ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=on'],
  ...[
    '-c',
    'log_min_error_statement=panic',
    '-c',
    'log_error_verbosity=terse',
    '-c',
    'log_parameter_max_length_on_error=0',
  ],
];
export const SUPERUSER = 'postgres';
const READY = 'database system is ready to accept connections';

function spawnAs(p: Placement, file: string, args: string[], locale: string): ChildProcess {
  return spawn(file, args, {
    ...(p.user ?? {}),
    env: { ...process.env, LC_MESSAGES: locale },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Creates the cluster on first start; the superuser's password is passed in a file only its owner can read. */
export async function initialiseCluster(p: Placement, password: string, onLog: (line: string) => void): Promise<void> {
  fs.mkdirSync(p.databaseDir, { recursive: true, mode: 0o700 });
  if (p.user) fs.chownSync(p.databaseDir, p.user.uid, p.user.gid);
  const pwfile = path.join(os.tmpdir(), `asha-pg-${randomBytes(8).toString('hex')}`);
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (p.user) fs.chownSync(pwfile, p.user.uid, p.user.gid);
  const locale = bestLocale();
  try {
    const child = spawnAs(
      p,
      p.binaries.initdb,
      [
        `--pgdata=${p.databaseDir}`,
        '--auth=password',
        `--username=${SUPERUSER}`,
        `--pwfile=${pwfile}`,
        `--lc-messages=${locale}`,
        '--encoding=UTF8',
      ],
      locale,
    );
    child.stdout!.on('data', (c: Buffer) => onLog(c.toString()));
    child.stderr!.on('data', (c: Buffer) => onLog(c.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    if (code !== 0) throw new Error(`initdb failed (exit ${code})`);
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
}

/** Starts the server; resolves with its process once it accepts connections, rejects if it exits first. */
export function startServer(p: Placement, port: number, onLog: (line: string) => void): Promise<ChildProcess> {
  const locale = bestLocale();
  const child = spawnAs(p, p.binaries.postgres, ['-D', p.databaseDir, '-p', String(port), ...SERVER_FLAGS], locale);
  child.stdout!.on('data', (c: Buffer) => onLog(c.toString()));
  return new Promise((resolve, reject) => {
    child.stderr!.on('data', (c: Buffer) => {
      const text = c.toString();
      onLog(text);
      if (text.includes(READY)) resolve(child);
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`PostgreSQL exited during start-up (${signal ?? `exit ${code}`})`)),
    );
    child.once('error', reject);
  });
}

/** Fast shutdown (SIGINT): open transactions roll back, committed ones stay; SIGKILL if it hangs. */
export async function stopServer(child: ChildProcess, timeoutMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}
