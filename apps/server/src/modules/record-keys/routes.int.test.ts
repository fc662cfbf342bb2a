import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { authenticateRecordKey } from './index.js';
import { createRecordKey } from './keys.service.js';

/** A clinician's view of the record-system keys acting for them, and revoking one. */
describe('record-system keys API', () => {
  let t: TestApp;
  let a: { authorization: string };
  let b: { authorization: string };
  const idOf = async (sub: string) =>
    (await t.ctx.database.pool.query('select id from clinicians where subject = $1', [sub])).rows[0].id as string;
  const list = (auth: Record<string, string>) => t.app.inject({ url: '/api/record-keys', headers: auth });
  const revoke = (auth: Record<string, string>, id: string) =>
    t.app.inject({ method: 'POST', url: `/api/record-keys/${id}/revoke`, headers: auth });

  beforeAll(async () => {
    t = await createTestApp();
    a = await t.authHeader('keys-route-a');
    b = await t.authHeader('keys-route-b');
    await list(a);
    await list(b);
  });
  afterAll(() => t.close());

  it("lists the clinician's own keys and the clinic's, never another clinician's or any secret", async () => {
    const own = await createRecordKey(t.ctx.database.db, { name: 'Own EMR', clinicianId: await idOf('keys-route-a') });
    const clinic = await createRecordKey(t.ctx.database.db, { name: 'Clinic EMR', clinicianId: null, expiresDays: 30 });
    const other = await createRecordKey(t.ctx.database.db, { name: 'B EMR', clinicianId: await idOf('keys-route-b') });

    const res = await list(a);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Array<Record<string, unknown>>;
    expect(items.map((k) => k.name).sort()).toEqual(['Clinic EMR', 'Own EMR']);
    expect(items.find((k) => k.id === own.row.id)).toMatchObject({
      scope: 'clinician',
      status: 'active',
      lastUsedAt: null,
    });
    const c = items.find((k) => k.id === clinic.row.id)!;
    expect(c).toMatchObject({ scope: 'clinic', status: 'active', prefix: clinic.key.slice(0, 8) });
    const days = (Date.parse(c.expiresAt as string) - Date.parse(c.createdAt as string)) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    expect(res.body).not.toContain(own.key);
    expect(res.body).not.toContain(clinic.key);
    expect(res.body).not.toContain('keyHash');
    expect(
      (await list(b))
        .json()
        .items.map((k: { name: string }) => k.name)
        .sort(),
    ).toEqual(['B EMR', 'Clinic EMR']);

    // Another clinician's key is answered as if it did not exist, and stays usable.
    const refused = await revoke(a, other.row.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe('No such record-system key acts for you.');
    expect((await authenticateRecordKey(t.ctx, other.key, '10.1.0.1')).ok).toBe(true);
  });

  it('revokes a key at once: the next request with it is refused, and the revoke is audited', async () => {
    const own = await createRecordKey(t.ctx.database.db, { name: 'Ward EMR', clinicianId: await idOf('keys-route-a') });
    expect((await authenticateRecordKey(t.ctx, own.key, '10.1.0.2')).ok).toBe(true);
    const res = await revoke(a, own.row.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: own.row.id, status: 'revoked', revokedAt: expect.any(String) });
    expect(await authenticateRecordKey(t.ctx, own.key, '10.1.0.2')).toEqual({ ok: false, reason: 'revoked' });
    const listed = (await list(a)).json().items.find((k: { id: string }) => k.id === own.row.id);
    expect(listed.status).toBe('revoked');
    const rows = await t.ctx.database.pool.query(
      `select clinician_id from audit_events where action = 'record-key.revoke' and resource_id = $1`,
      [own.row.id],
    );
    expect(rows.rows).toEqual([{ clinician_id: await idOf('keys-route-a') }]);
  });

  it('lets a clinician revoke a clinic-wide key, which acts for them too', async () => {
    const clinic = await createRecordKey(t.ctx.database.db, { name: 'Front desk EMR', clinicianId: null });
    expect((await revoke(b, clinic.row.id)).json()).toMatchObject({ status: 'revoked' });
    expect(await authenticateRecordKey(t.ctx, clinic.key, '10.1.0.3')).toEqual({ ok: false, reason: 'revoked' });
  });

  it('answers a malformed id with a 400 a person can read, a missing one with 404, and no sign-in with 401', async () => {
    const bad = await revoke(a, 'not-a-key');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('The key id is not valid: it is the id shown in the list of keys.');
    expect((await revoke(a, '6f1c2a4e-8b3d-4c5e-9f7a-1b2c3d4e5f60')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/record-keys' })).statusCode).toBe(401);
  });
});
