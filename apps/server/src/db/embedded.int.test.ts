import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/embedded-sign-in.js';
import { createTestApp, type TestApp } from '../test/harness.js';

/**
 * The embedded PostgreSQL heals: killed with SIGKILL, it is started again by the app; meanwhile
 * requests get 503 with Retry-After, and the next request after it is back succeeds. When it
 * cannot come back, /healthz fails so the app's own supervisor restarts it.
 */
describe('embedded PostgreSQL supervision', () => {
  let t: TestApp;
  let auth: { authorization: string };
  const postmasterPid = () =>
    Number(fs.readFileSync(path.join(t.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const patients = () => t.app.inject({ url: '/api/patients', headers: auth });

  beforeAll(async () => {
    t = await createTestApp(
      {},
      { embedded: { port: await freePort(), restart: { firstDelayMs: 300, maxDelayMs: 1000, maxAttempts: 4 } } },
    );
    auth = await t.authHeader('doctor-heal');
  });
  afterAll(() => t.close());

  it('comes back by itself after SIGKILL; requests meanwhile get 503 + Retry-After, the next one after succeeds', async () => {
    expect((await patients()).statusCode).toBe(200);
    process.kill(postmasterPid(), 'SIGKILL');
    // Until it is back every answer is 200 (a connection not yet closed) or 503, never a 500.
    const seen: number[] = [];
    let unavailable: Awaited<ReturnType<typeof patients>> | null = null;
    for (let i = 0; i < 300 && !(unavailable && seen.at(-1) === 200); i++) {
      const res = await patients();
      seen.push(res.statusCode);
      if (res.statusCode === 503) unavailable ??= res;
      if (res.statusCode !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(
      seen.every((c) => c === 200 || c === 503),
      seen.join(','),
    ).toBe(true);
    expect(unavailable?.headers['retry-after']).toBe('5');
    expect(unavailable?.json().error).toMatch(/database is restarting/);
    expect(seen.at(-1)).toBe(200);
    expect(t.ctx.databaseServer?.state()).toBe('running');
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('fails /healthz once it cannot be restarted', async () => {
    // A cluster whose version file is gone cannot start again.
    fs.renameSync(path.join(t.dataDir, 'postgres', 'PG_VERSION'), path.join(t.dataDir, 'PG_VERSION.moved'));
    try {
      process.kill(postmasterPid(), 'SIGKILL');
      await expect.poll(() => t.ctx.databaseServer?.state(), { timeout: 20_000, interval: 200 }).toBe('failed');
      const health = await t.app.inject({ url: '/healthz' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'failing' });
      expect((await patients()).statusCode).toBe(503);
    } finally {
      fs.renameSync(path.join(t.dataDir, 'PG_VERSION.moved'), path.join(t.dataDir, 'postgres', 'PG_VERSION'));
    }
  });
});
