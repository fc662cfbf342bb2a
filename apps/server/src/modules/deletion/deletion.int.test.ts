import fs from 'node:fs';
import path from 'node:path';
import { recordingOutputKey } from '@asha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, uploads } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { FAILURE_NOT_AUDIO } from '../conversations/sniff.js';
import { clinicianWithPatient, countRows } from '../../test/consultations.js';
import { newAudioKey } from '../conversations/keys.js';
import { runHousekeeping } from './housekeeping.js';

type Doc = Awaited<ReturnType<typeof clinicianWithPatient>>;

/** Deleting removes rows and every stored file after the undo window; retention and cleanup remove what they must, no more. */
describe('deletion, retention and cleanup', () => {
  let t: TestApp;
  let a: Doc;
  const db = () => t.ctx.database.db;
  const get = (url: string) => t.app.inject({ url, headers: a.auth });
  const exists = async (key: string) => (await t.ctx.storage.head(key)) !== null;
  const ago = (sql: string, values: unknown[]) => t.ctx.database.pool.query(sql, values);

  /** A finished consultation with its audio and every pipeline output stored beside it. */
  async function consultation(
    doc: Doc,
    patientId = doc.patientId,
    o: { status?: 'ready' | 'failed'; error?: string } = {},
  ) {
    const audioKey = newAudioKey(doc.clinicianId, patientId, 'audio/webm', new Date(Date.now() - Math.random() * 1e9));
    const outputs = (['transcriptText', 'transcriptJson', 'report'] as const).map((o) =>
      recordingOutputKey(audioKey, o),
    );
    for (const key of [audioKey, ...outputs]) await t.ctx.storage.put(key, 'bytes', 'application/octet-stream');
    const [row] = await db()
      .insert(conversations)
      .values({
        clinicianId: doc.clinicianId,
        patientId,
        audioKey,
        contentType: 'audio/webm',
        sizeBytes: 5,
        status: o.status ?? 'ready',
        error: o.error ?? null,
        transcriptKey: outputs[0],
        reportKey: outputs[2],
      })
      .returning();
    return { id: row!.id, audioKey, outputs };
  }
  const housekeeping = () => runHousekeeping(t.ctx, { chores: true });

  beforeAll(async () => {
    t = await createTestApp({ DELETE_UNDO_SEC: '30', RETENTION_AUDIO_DAYS: '30', UPLOAD_CLEANUP_HOURS: '24' });
    a = await clinicianWithPatient(t, 'doctor-del', 'Zephyrine Quillfeather');
  });
  afterAll(() => t.close());

  it('a deleted patient is gone at once, comes back with Undo, and after the window loses every row and file', async () => {
    const kept = await clinicianWithPatient(t, 'doctor-del-other');
    const other = await consultation(kept);
    const c1 = await consultation(a);
    const c2 = await consultation(a);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/patients/${a.patientId}`, headers: a.auth });
    expect(del.statusCode).toBe(200);
    const undoUntil = new Date(del.json().undoUntil).getTime();
    expect(undoUntil - Date.now()).toBeGreaterThan(25_000);
    expect((await get(`/api/patients/${a.patientId}`)).statusCode).toBe(404);
    expect((await get(`/api/conversations/${c1.id}`)).statusCode).toBe(404);
    expect((await get('/api/patients')).json().items).toEqual([]);

    expect(
      (await t.app.inject({ method: 'POST', url: `/api/patients/${a.patientId}/restore`, headers: a.auth })).statusCode,
    ).toBe(200);
    expect((await get(`/api/patients/${a.patientId}/conversations`)).json().items).toHaveLength(2);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/patients/${a.patientId}`, headers: a.auth })).statusCode,
    ).toBe(200);
    await ago(`update patients set deleted_at = deleted_at - interval '1 minute' where id = $1`, [a.patientId]);
    await housekeeping();
    for (const key of [c1.audioKey, ...c1.outputs, c2.audioKey, ...c2.outputs])
      expect(await exists(key), key).toBe(false);
    expect(await countRows(t, 'select count(*)::text as n from patients where id = $1', [a.patientId])).toBe(0);
    expect(
      await countRows(t, 'select count(*)::text as n from conversations where patient_id = $1', [a.patientId]),
    ).toBe(0);
    for (const key of [other.audioKey, ...other.outputs]) expect(await exists(key)).toBe(true);
    // The trail keeps that it happened, by id only.
    const trail = await countRows(
      t,
      `select count(*)::text as n from audit_events where patient_id = $1 and action in ('patient.delete', 'patient.purge')`,
      [a.patientId],
    );
    expect(trail).toBe(3);
    const late = await t.app.inject({ method: 'POST', url: `/api/patients/${a.patientId}/restore`, headers: a.auth });
    expect(late.statusCode).toBe(404);
  });

  it('a deleted consultation loses its own files only, and Undo after the window is refused', async () => {
    const b = await clinicianWithPatient(t, 'doctor-del-b');
    const gone = await consultation(b);
    const stays = await consultation(b);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/conversations/${gone.id}`, headers: b.auth })).statusCode,
    ).toBe(200);
    await ago(`update conversations set deleted_at = deleted_at - interval '1 minute' where id = $1`, [gone.id]);
    const late = await t.app.inject({ method: 'POST', url: `/api/conversations/${gone.id}/restore`, headers: b.auth });
    expect(late.statusCode).toBe(410);
    expect(late.json().error).toMatch(/too late to undo/);
    await housekeeping();
    for (const key of [gone.audioKey, ...gone.outputs]) expect(await exists(key)).toBe(false);
    for (const key of [stays.audioKey, ...stays.outputs]) expect(await exists(key)).toBe(true);
    expect(await countRows(t, 'select count(*)::text as n from conversations where id = $1', [gone.id])).toBe(0);
  });

  it('RETENTION_AUDIO_DAYS removes old recordings and keeps their transcripts and reports', async () => {
    const c = await clinicianWithPatient(t, 'doctor-retention');
    const old = await consultation(c);
    const recent = await consultation(c);
    await ago(`update conversations set created_at = now() - interval '31 days' where id = $1`, [old.id]);
    await housekeeping();
    expect(await exists(old.audioKey)).toBe(false);
    for (const key of old.outputs) expect(await exists(key)).toBe(true);
    expect(await exists(recent.audioKey)).toBe(true);
    const listed = (await t.app.inject({ url: `/api/conversations/${old.id}`, headers: c.auth })).json();
    expect(listed.audioUrl).toBeUndefined();
    expect(listed.reportUrl).toBeDefined();
  });

  it('cleans up abandoned and refused uploads and interrupted temporary files after the grace period', async () => {
    const c = await clinicianWithPatient(t, 'doctor-cleanup');
    const abandonedKey = newAudioKey(c.clinicianId, c.patientId, 'audio/webm');
    await t.ctx.storage.put(abandonedKey, 'partial', 'audio/webm');
    await db()
      .insert(uploads)
      .values({
        key: abandonedKey,
        clinicianId: c.clinicianId,
        patientId: c.patientId,
        contentType: 'audio/webm',
        expiresAt: new Date(Date.now() - 25 * 3600_000),
      });
    const pending = newAudioKey(c.clinicianId, c.patientId, 'audio/wav');
    await db()
      .insert(uploads)
      .values({
        key: pending,
        clinicianId: c.clinicianId,
        patientId: c.patientId,
        contentType: 'audio/wav',
        expiresAt: new Date(Date.now() + 600_000),
      });
    const refused = await consultation(c, c.patientId, { status: 'failed', error: FAILURE_NOT_AUDIO });
    await ago(`update conversations set created_at = now() - interval '25 hours' where id = $1`, [refused.id]);
    const tmp = path.join(t.dataDir, 'blobs', '.tmp');
    fs.writeFileSync(path.join(tmp, 'old.part'), 'x');
    fs.utimesSync(
      path.join(tmp, 'old.part'),
      new Date(Date.now() - 25 * 3600_000),
      new Date(Date.now() - 25 * 3600_000),
    );
    fs.writeFileSync(path.join(tmp, 'fresh.part'), 'x');

    await housekeeping();
    expect(await exists(abandonedKey)).toBe(false);
    expect(await countRows(t, 'select count(*)::text as n from uploads where key = $1', [abandonedKey])).toBe(0);
    expect(await countRows(t, 'select count(*)::text as n from uploads where key = $1', [pending])).toBe(1);
    expect(await exists(refused.audioKey)).toBe(false);
    expect(fs.existsSync(path.join(tmp, 'old.part'))).toBe(false);
    expect(fs.existsSync(path.join(tmp, 'fresh.part'))).toBe(true);
  });
});
