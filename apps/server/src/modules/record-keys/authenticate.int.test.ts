import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { authenticateRecordKey } from './index.js';
import { createRecordKey, revokeRecordKey } from './keys.service.js';
import { FAILURE_LIMIT } from './throttle.js';

/** A record system presenting its key, against the real database and audit trail. */
describe('authenticateRecordKey', () => {
  let t: TestApp;
  let clinicianId: string;
  const db = () => t.ctx.database.db;
  const query = async (sql: string, values: unknown[] = []) => (await t.ctx.database.pool.query(sql, values)).rows;
  const auditOf = async (id: string | null, ip: string) =>
    (
      await query(
        'select action, outcome, clinician_id from audit_events where resource_id is not distinct from $1 and ip = $2 order by at',
        [id, ip],
      )
    ).map((r) => `${r.action}:${r.outcome}`);

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.inject({ url: '/api/me', headers: await t.authHeader('keys-a') });
    clinicianId = (await query('select id from clinicians where subject = $1', ['keys-a']))[0].id;
  });
  afterAll(() => t.close());

  it('accepts a new key, says whom it acts for, sets its last use and audits the use', async () => {
    const { key, row } = await createRecordKey(db(), { name: 'Clinic EMR', clinicianId });
    expect(key).toMatch(/^ask_[A-Za-z0-9_-]{43}$/);
    expect(row.lastUsedAt).toBeNull();
    const stored = await query('select * from record_keys where id = $1', [row.id]);
    expect(JSON.stringify(stored)).not.toContain(key.slice(4));

    const r = await authenticateRecordKey(t.ctx, key, '10.0.0.1');
    expect(r).toEqual({ ok: true, key: { id: row.id, name: 'Clinic EMR', clinicianId } });
    expect(
      (await query('select last_used_at from record_keys where id = $1', [row.id]))[0].last_used_at,
    ).not.toBeNull();
    expect(await auditOf(row.id, '10.0.0.1')).toEqual(['record-key.use:success']);
    const [used] = await query('select clinician_id from audit_events where resource_id = $1', [row.id]);
    expect(used.clinician_id).toBe(clinicianId);
  });

  it('refuses a revoked key on its next request, an expired key, an unknown key and none at all', async () => {
    const revoked = await createRecordKey(db(), { name: 'Old EMR', clinicianId: null });
    expect((await authenticateRecordKey(t.ctx, revoked.key, '10.0.0.2')).ok).toBe(true);
    await revokeRecordKey(db(), revoked.row.id);
    expect(await authenticateRecordKey(t.ctx, revoked.key, '10.0.0.2')).toEqual({ ok: false, reason: 'revoked' });

    const expired = await createRecordKey(db(), { name: 'Lapsed EMR', clinicianId });
    await query(`update record_keys set expires_at = now() - interval '1 minute' where id = $1`, [expired.row.id]);
    expect(await authenticateRecordKey(t.ctx, expired.key, '10.0.0.2')).toEqual({ ok: false, reason: 'expired' });

    const unknown = `ask_${'A'.repeat(43)}`;
    expect(await authenticateRecordKey(t.ctx, unknown, '10.0.0.2')).toEqual({ ok: false, reason: 'unknown' });
    expect(await authenticateRecordKey(t.ctx, 'Bearer nonsense', '10.0.0.2')).toEqual({ ok: false, reason: 'unknown' });
    expect(await authenticateRecordKey(t.ctx, undefined, '10.0.0.2')).toEqual({ ok: false, reason: 'missing' });
    expect(await authenticateRecordKey(t.ctx, '  ', '10.0.0.2')).toEqual({ ok: false, reason: 'missing' });

    expect(await auditOf(revoked.row.id, '10.0.0.2')).toEqual(['record-key.use:success', 'record-key.refused:denied']);
    expect(await auditOf(expired.row.id, '10.0.0.2')).toEqual(['record-key.refused:denied']);
    expect(await auditOf(null, '10.0.0.2')).toEqual(['record-key.refused:denied', 'record-key.refused:denied']);
  });

  it('refuses a key acting for a clinician whose access was taken away', async () => {
    const { key } = await createRecordKey(db(), { name: 'EMR', clinicianId });
    await query('update clinicians set disabled_at = now() where id = $1', [clinicianId]);
    try {
      expect(await authenticateRecordKey(t.ctx, key, '10.0.0.3')).toEqual({ ok: false, reason: 'revoked' });
    } finally {
      await query('update clinicians set disabled_at = null where id = $1', [clinicianId]);
    }
  });

  it('pauses an address after repeated failures, with when to try again, even for a good key; others are not paused', async () => {
    const good = await createRecordKey(db(), { name: 'EMR', clinicianId });
    const bad = `ask_${'B'.repeat(43)}`;
    for (let i = 1; i < FAILURE_LIMIT; i++)
      expect(await authenticateRecordKey(t.ctx, bad, '10.0.0.9')).toEqual({ ok: false, reason: 'unknown' });
    const locked = await authenticateRecordKey(t.ctx, bad, '10.0.0.9');
    expect(locked).toEqual({ ok: false, reason: 'throttled', retryAfterSeconds: 60 });
    const goodButPaused = await authenticateRecordKey(t.ctx, good.key, '10.0.0.9');
    expect(goodButPaused.ok).toBe(false);
    expect(goodButPaused).toMatchObject({ reason: 'throttled' });
    expect((goodButPaused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    expect((goodButPaused as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await authenticateRecordKey(t.ctx, good.key, '10.0.0.10')).ok).toBe(true);
    expect(await auditOf(null, '10.0.0.9')).toContain('record-key.throttled:denied');

    // Once the pause is over, a good key is accepted and the address's count starts again.
    await query(`update record_key_failures set locked_until = now() - interval '1 second' where ip = $1`, [
      '10.0.0.9',
    ]);
    expect((await authenticateRecordKey(t.ctx, good.key, '10.0.0.9')).ok).toBe(true);
    expect(await query('select * from record_key_failures where ip = $1', ['10.0.0.9'])).toEqual([]);
    expect(await authenticateRecordKey(t.ctx, bad, '10.0.0.9')).toEqual({ ok: false, reason: 'unknown' });
  });
});
