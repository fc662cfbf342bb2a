import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireLock, LockHeldError } from './process-lock.js';

/** Two app processes must never open the same embedded data directory. */
describe('data directory lock', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asha-lock-'));
  const lockPath = path.join(dir, 'postgres.lock');
  afterEach(() => fs.rmSync(lockPath, { force: true }));

  it('refuses while another live process holds it, and takes over once that process is gone', async () => {
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    fs.writeFileSync(lockPath, String(holder.pid));
    try {
      expect(() => acquireLock(lockPath)).toThrow(LockHeldError);
      expect(() => acquireLock(lockPath)).toThrow(/Another app process \(pid \d+\) is using this data directory/);
    } finally {
      holder.kill('SIGKILL');
      await once(holder, 'exit');
    }
    const release = acquireLock(lockPath);
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it('takes over a lock whose process no longer exists', () => {
    fs.writeFileSync(lockPath, '999999');
    const release = acquireLock(lockPath);
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    release();
  });
});
