import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { sweepPendingUploads } from './sweeper.js';
import { clinicianWithPatient, conversationCount, jobCount, wavBytes } from './test-support.js';

describe('pending-upload sweep (S3 mode has no PUT to hook; issue #5 item 3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('completes an upload whose object exists, once, and leaves unfinished ones pending', async () => {
    const a = await clinicianWithPatient(t, 'doctor-a');
    const ask = () =>
      t.app.inject({ url: '/api/conversation/upload-url', query: { contentType: 'audio/wav', patientId: a.patientId }, headers: a.auth });
    const done = (await ask()).json();
    const pending = (await ask()).json();
    // The object arrives the way a presigned S3 PUT would: straight into storage, no hook.
    await t.ctx.storage.put(done.key, wavBytes(900), 'audio/wav');

    expect(await sweepPendingUploads(t.ctx)).toBe(1);
    expect(await sweepPendingUploads(t.ctx)).toBe(0);
    expect(await conversationCount(t)).toBe(1);
    expect(await jobCount(t)).toBe(1);
    const { rows } = await t.ctx.database.pool.query(`select key, completed_at from uploads order by key`);
    expect(rows.find((r) => r.key === pending.key)!.completed_at).toBeNull();
    expect(rows.find((r) => r.key === done.key)!.completed_at).not.toBeNull();
  });
});
