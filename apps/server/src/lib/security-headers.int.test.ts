import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

/** The strict headers on every kind of response: API data, errors, 404s, the web app, files, health. */
describe('HTTP security headers', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    auth = await t.authHeader('doctor-headers');
  });
  afterAll(() => t.close());

  function expectStrict(res: { headers: Record<string, unknown> }, what: string) {
    const csp = String(res.headers['content-security-policy']);
    expect(csp, what).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(csp, what).toContain("frame-ancestors 'none'");
    expect(csp, what).toContain("object-src 'none'");
    expect(csp, what).toContain("base-uri 'none'");
    expect(res.headers['x-frame-options'], what).toBe('DENY');
    expect(res.headers['x-content-type-options'], what).toBe('nosniff');
    expect(res.headers['referrer-policy'], what).toBe('no-referrer');
    expect(res.headers['strict-transport-security'], what).toBeUndefined();
  }

  it('on API answers with patient data, errors and unknown routes, all never cached', async () => {
    const answers = {
      list: await t.app.inject({ url: '/api/patients', headers: auth }),
      created: await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: auth,
        payload: { name: 'Okonkwo Brightwater', role: 'patient' },
      }),
      invalid: await t.app.inject({ method: 'POST', url: '/api/users', headers: auth, payload: { role: 'patient' } }),
      unauthorised: await t.app.inject({ url: '/api/patients' }),
      missing: await t.app.inject({ url: '/api/no-such-route', headers: auth }),
      notFound: await t.app.inject({ url: '/api/patients/00000000-0000-4000-8000-000000000000', headers: auth }),
    };
    expect(answers.list.statusCode).toBe(200);
    expect(answers.created.statusCode).toBe(201);
    for (const [what, res] of Object.entries(answers)) {
      expectStrict(res, what);
      expect(res.headers['cache-control'], what).toBe('no-store');
    }
  });

  it('on the web app, its files, stored files and health checks', async () => {
    const webBuilt = fs.existsSync(path.join(t.ctx.config.webDistDir, 'index.html'));
    const answers = {
      health: await t.app.inject({ url: '/healthz' }),
      ready: await t.app.inject({ url: '/readyz' }),
      blob: await t.app.inject({ url: '/blobs/doctors/x/y.webm?op=get&exp=1&sig=x' }),
      badEscape: await t.app.inject({ url: '/blobs/doctors/%25zz/%E0%A4%A.webm?op=get' }),
      ...(webBuilt
        ? { page: await t.app.inject({ url: '/dashboard/patients' }), root: await t.app.inject({ url: '/' }) }
        : {}),
    };
    for (const [what, res] of Object.entries(answers)) {
      expectStrict(res, what);
      expect(res.statusCode, what).toBeLessThan(500);
    }
    if (webBuilt) {
      const html = answers.page!.body;
      // The web app's own HTML runs no inline script: everything the CSP allows is a file.
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    }
  });

  it('adds HSTS when the public address is https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://scribe.clinic.test' });
    try {
      const res = await https.app.inject({ url: '/healthz' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await https.close();
    }
  });
});
