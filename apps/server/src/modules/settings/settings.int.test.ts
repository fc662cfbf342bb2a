import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { getClinicianApiKey } from './api-key.service.js';

describe('API key settings', () => {
  let t: TestApp;
  let a: { authorization: string };
  let b: { authorization: string };
  const idOf = async (sub: string) =>
    (await t.ctx.database.pool.query('select id from clinicians where subject = $1', [sub])).rows[0].id as string;
  const put = (auth: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/settings/api-key', payload: payload as object, headers: auth });
  const status = (auth: Record<string, string>) => t.app.inject({ url: '/api/settings/api-key', headers: auth });

  beforeAll(async () => {
    t = await createTestApp();
    a = await t.authHeader('doctor-a');
    b = await t.authHeader('doctor-b');
  });
  afterAll(() => t.close());

  it('reports no key, saves one encrypted, shows only its last 4, and replaces it', async () => {
    expect((await status(a)).json()).toEqual({ saved: false, last4: null, updatedAt: null });
    const saved = await put(a, { apiKey: '  sk-first-key-1111  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ saved: true, last4: '1111' });
    expect(JSON.stringify(saved.json())).not.toContain('sk-first');

    const row = (
      await t.ctx.database.pool.query('select api_key_cipher from clinicians where subject = $1', ['doctor-a'])
    ).rows[0];
    expect(Buffer.from(row.api_key_cipher).includes(Buffer.from('sk-first'))).toBe(false);
    expect(await getClinicianApiKey(t.ctx.database.db, t.ctx.appSecret, await idOf('doctor-a'))).toBe(
      'sk-first-key-1111',
    );

    expect((await put(a, { apiKey: 'sk-second-key-2222' })).json()).toMatchObject({ saved: true, last4: '2222' });
    expect(await getClinicianApiKey(t.ctx.database.db, t.ctx.appSecret, await idOf('doctor-a'))).toBe(
      'sk-second-key-2222',
    );
  });

  it("keeps each clinician's key to themselves", async () => {
    expect((await status(b)).json()).toMatchObject({ saved: false });
    expect(await getClinicianApiKey(t.ctx.database.db, t.ctx.appSecret, await idOf('doctor-b'))).toBeNull();
  });

  it('rejects an empty key without touching the saved one', async () => {
    for (const payload of [{ apiKey: '   ' }, {}, { apiKey: 42 }]) {
      const res = await put(a, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
    expect((await status(a)).json()).toMatchObject({ saved: true, last4: '2222' });
  });

  it('deletes the key', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/settings/api-key', headers: a });
    expect(res.json()).toEqual({ saved: false, last4: null, updatedAt: null });
    expect(await getClinicianApiKey(t.ctx.database.db, t.ctx.appSecret, await idOf('doctor-a'))).toBeNull();
  });

  it('needs a signed-in clinician', async () => {
    expect((await t.app.inject({ url: '/api/settings/api-key' })).statusCode).toBe(401);
    expect((await put({}, { apiKey: 'sk-x' })).statusCode).toBe(401);
  });
});
