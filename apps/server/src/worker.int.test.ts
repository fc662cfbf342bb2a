import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { startBackgroundWork } from './background.js';
import { loadConfig } from './config.js';
import { startCoreRuntime } from './runtime.js';
import { createTestDatabase } from './test/harness.js';

describe('a worker process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asha-worker-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('builds no sign-in: with the built-in provider it creates no account and no signing keys', async () => {
    const db = await createTestDatabase();
    // No OIDC_ISSUER: an API process would set up the embedded provider and its first account here.
    const config = loadConfig({
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      MODEL_AUTO_PULL: 'false',
    });
    const runtime = await startCoreRuntime(config, pino({ level: 'silent' }));
    try {
      const stop = await startBackgroundWork(runtime.ctx);
      await stop();
      expect(Object.keys(runtime.ctx)).not.toContain('verifier');
      const { rows } = await runtime.ctx.database.pool.query<{ n: number }>('select count(*)::int as n from accounts');
      expect(rows[0]!.n).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'oidc-jwks.json'))).toBe(false);
    } finally {
      await runtime.close();
      await db.drop();
    }
  });
});
