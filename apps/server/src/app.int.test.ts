import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiModule } from './app.js';
import { apiModules } from './modules/index.js';
import { createTestApp, type TestApp } from './test/harness.js';

// Every route of every API module, as Fastify registered it.
const routes: RouteOptions[] = [];
const recorded: ApiModule[] = apiModules.map((mod) => async (api, opts) => {
  api.addHook('onRoute', (r) => void routes.push(r));
  await mod(api, opts);
});

describe('API sign-in by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { apiModules: recorded });
  });
  afterAll(() => t.close());

  it('answers 401 without a token on every module route that is not declared public', async () => {
    const guarded = routes.filter((r) => !r.config?.public && r.method !== 'HEAD');
    expect(guarded.length).toBeGreaterThan(5);
    for (const r of guarded) {
      const url = r.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      for (const method of [r.method].flat()) {
        const res = await t.app.inject({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
        expect({ route: `${method} ${r.url}`, status: res.statusCode }).toEqual({
          route: `${method} ${r.url}`,
          status: 401,
        });
        expect(res.json()).toEqual({ error: 'Please sign in.' });
      }
    }
  });

  it('serves the public config without a token, and unknown API paths are 404', async () => {
    expect((await t.app.inject({ url: '/api/config' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/no-such-thing' })).statusCode).toBe(404);
  });
});
