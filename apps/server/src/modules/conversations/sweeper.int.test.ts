import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { sweepPendingUploads } from './sweeper.js';
import { clinicianWithPatient, conversationCount, jobCount, wavBytes } from '../../test/consultations.js';

describe('pending-upload sweep (S3 mode has no PUT to hook)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_MAX_BYTES: '4096' });
  });
  afterAll(() => t.close());

  it('completes an upload whose object exists, once, and leaves unfinished ones pending', async () => {
    const a = await clinicianWithPatient(t, 'doctor-a');
    const ask = () =>
      t.app.inject({
        url: '/api/conversation/upload-url',
        query: { contentType: 'audio/wav', patientId: a.patientId },
        headers: a.auth,
      });
    const done = (await ask()).json();
    const pending = (await ask()).json();
    // The object arrives the way a presigned S3 PUT would: straight into storage, no hook.
    await t.ctx.storage.put(done.key, wavBytes(900), 'audio/wav');

    expect(await sweepPendingUploads(t.ctx)).toBe(1);
    expect(await sweepPendingUploads(t.ctx)).toBe(0);
    expect(await conversationCount(t)).toBe(1);
    expect(await jobCount(t)).toBe(1);
    const { rows } = await t.ctx.database.pool.query(`select key, completed_at from uploads order by key`);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.key === pending.key)!.completed_at).toBeNull();
    expect(rows.find((r) => r.key === done.key)!.completed_at).not.toBeNull();
  });

  it('marks an object over UPLOAD_MAX_BYTES failed without a job (S3 cannot cap a presigned PUT)', async () => {
    const a = await clinicianWithPatient(t, 'doctor-big');
    const { key } = (
      await t.app.inject({
        url: '/api/conversation/upload-url',
        query: { contentType: 'audio/wav', patientId: a.patientId },
        headers: a.auth,
      })
    ).json();
    const jobsBefore = await jobCount(t);
    await t.ctx.storage.put(key, wavBytes(t.ctx.config.UPLOAD_MAX_BYTES + 1), 'audio/wav');
    expect(await sweepPendingUploads(t.ctx)).toBe(1);
    const { rows } = await t.ctx.database.pool.query(`select status, error from conversations where audio_key = $1`, [
      key,
    ]);
    expect(rows).toEqual([{ status: 'failed', error: 'The uploaded file is larger than the upload limit.' }]);
    expect(await jobCount(t)).toBe(jobsBefore);
  });
});
