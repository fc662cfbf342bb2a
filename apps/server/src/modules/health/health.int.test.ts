import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('health probes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers alive and ready when database, storage and queue are reachable', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', storage: 'ok', queue: 'ok' },
      engines: { speech: 'ok', report: 'ok' },
    });
  });

  it('carries a request id on every answer and JSON errors for unknown API routes', async () => {
    const res = await t.app.inject({ url: '/api/nope', headers: { 'x-request-id': 'req-123' } });
    expect(res.headers['x-request-id']).toBe('req-123');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatch(/No API route GET \/api\/nope/);
  });
});
