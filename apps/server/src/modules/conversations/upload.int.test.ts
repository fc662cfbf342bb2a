import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { clinicianWithPatient, conversationCount, jobCount, pathOf, wavBytes } from '../../test/consultations.js';

type Doc = Awaited<ReturnType<typeof clinicianWithPatient>>;

describe('upload API', () => {
  let t: TestApp;
  let a: Doc;
  let b: Doc;
  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_MAX_BYTES: '4096' });
    a = await clinicianWithPatient(t, 'doctor-a');
    b = await clinicianWithPatient(t, 'doctor-b');
  });
  afterAll(() => t.close());

  const uploadUrl = (doc: Doc, query: Record<string, string>) =>
    t.app.inject({ url: '/api/conversation/upload-url', query, headers: doc.auth });
  const put = (url: string, body: Buffer, contentType = 'audio/wav') =>
    t.app.inject({ method: 'PUT', url: pathOf(url), payload: body, headers: { 'content-type': contentType } });

  it('hands out a signed PUT URL under the clinician folder for an allowed type', async () => {
    const res = await uploadUrl(a, { contentType: 'audio/webm;codecs=opus', patientId: a.patientId });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.doctorId).toBe(a.clinicianId);
    expect(body.expiresIn).toBe(t.ctx.config.SIGNED_URL_TTL_SEC);
    expect(body.key).toMatch(new RegExp(`^doctors/${a.clinicianId}/${a.patientId}/\\d{8}T\\d{6}Z-[0-9a-f]{8}\\.webm$`));
    expect(body.url).toContain(`/blobs/${body.key}?`);
  });

  it('refuses a missing or non-audio type, a missing patient id and another clinician’s patient', async () => {
    const noType = await uploadUrl(a, { patientId: a.patientId });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().error).toMatch(/contentType is required/);
    const pdf = await uploadUrl(a, { contentType: 'application/pdf', patientId: a.patientId });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error).toMatch(/must be an audio type/);
    const noPatient = await uploadUrl(a, { contentType: 'audio/wav' });
    expect(noPatient.statusCode).toBe(400);
    expect(noPatient.json().error).toMatch(/patientId is required/);
    const foreign = await uploadUrl(a, { contentType: 'audio/wav', patientId: b.patientId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('Patient not found');
    const garbage = await uploadUrl(a, { contentType: 'audio/wav', patientId: 'not-a-uuid' });
    expect(garbage.statusCode).toBe(404);
    const anon = await t.app.inject({
      url: '/api/conversation/upload-url',
      query: { contentType: 'audio/wav', patientId: a.patientId },
    });
    expect(anon.statusCode).toBe(401);
  });

  it('creates one conversation and one job per finished upload; a replayed PUT is refused and changes nothing', async () => {
    const convBefore = await conversationCount(t);
    const jobsBefore = await jobCount(t);
    const { url, key } = (await uploadUrl(a, { contentType: 'audio/wav', patientId: a.patientId })).json();
    const first = await put(url, wavBytes(2048));
    expect(first.statusCode).toBe(200);
    const replay = await put(url, wavBytes(1000));
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error).toMatch(/already been uploaded/);
    expect(await conversationCount(t)).toBe(convBefore + 1);
    expect(await jobCount(t)).toBe(jobsBefore + 1);
    // The stored audio is the first upload's, not the replay's.
    expect((await t.ctx.storage.head(key))!.size).toBe(2048);
    const { rows } = await t.ctx.database.pool.query(
      `select id, status, size_bytes from conversations where audio_key = $1`,
      [key],
    );
    expect(rows).toEqual([expect.objectContaining({ status: 'uploaded', size_bytes: '2048' })]);
    const { rows: jobs } = await t.ctx.database.pool.query(
      `select data from pgboss.job where name = 'conversation-pipeline' and data->>'conversationId' = $1`,
      [rows[0].id],
    );
    expect(jobs).toHaveLength(1);
  });

  it('remembers whether the audio was recorded in the browser or uploaded as a file', async () => {
    const sourceOf = async (query: Record<string, string>) => {
      const { url, key } = (await uploadUrl(a, { contentType: 'audio/wav', patientId: a.patientId, ...query })).json();
      expect((await put(url, wavBytes(1024))).statusCode).toBe(200);
      const { rows } = await t.ctx.database.pool.query(`select source from conversations where audio_key = $1`, [key]);
      return rows[0]?.source;
    };
    expect(await sourceOf({})).toBe('recorded');
    expect(await sourceOf({ source: 'file' })).toBe('file');
    const bad = await uploadUrl(a, { contentType: 'audio/wav', patientId: a.patientId, source: 'fax' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/source must be 'recorded' or 'file'/);
  });

  it('a PUT that failed half-way can be retried, and still yields one conversation and one job', async () => {
    const convBefore = await conversationCount(t);
    const jobsBefore = await jobCount(t);
    const { url } = (await uploadUrl(a, { contentType: 'audio/wav', patientId: a.patientId })).json();
    const tooBig = await put(url, wavBytes(5000));
    expect(tooBig.statusCode).toBe(413);
    expect(await conversationCount(t)).toBe(convBefore);
    const retried = await put(url, wavBytes(3000));
    expect(retried.statusCode).toBe(200);
    expect(await conversationCount(t)).toBe(convBefore + 1);
    expect(await jobCount(t)).toBe(jobsBefore + 1);
  });

  it('refuses a body over UPLOAD_MAX_BYTES with 413 and a wrong Content-Type with 415', async () => {
    const { url } = (await uploadUrl(a, { contentType: 'audio/wav', patientId: a.patientId })).json();
    const big = await put(url, wavBytes(4097));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toMatch(/larger than the limit/);
    const wrongType = await put(url, wavBytes(100), 'audio/mpeg');
    expect(wrongType.statusCode).toBe(415);
  });

  it('refuses an expired PUT URL, and a PUT whose upload has expired', async () => {
    const { key } = (await uploadUrl(a, { contentType: 'audio/wav', patientId: a.patientId })).json();
    const stale = await t.ctx.storage.signedUploadUrl(key, {
      contentType: 'audio/wav',
      expiresInSec: -5,
      maxBytes: 4096,
    });
    const res = await put(stale, wavBytes(100));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/expired/);

    const fresh = (await uploadUrl(a, { contentType: 'audio/wav', patientId: a.patientId })).json();
    await t.ctx.database.pool.query(`update uploads set expires_at = now() - interval '1 minute' where key = $1`, [
      fresh.key,
    ]);
    const late = await put(fresh.url, wavBytes(100));
    expect(late.statusCode).toBe(403);
    expect(await t.ctx.storage.head(fresh.key)).toBeNull();
  });

  it('an empty or non-audio body gives a failed conversation with a clear reason and no job', async () => {
    const jobsBefore = await jobCount(t);
    const empty = (await uploadUrl(a, { contentType: 'audio/wav', patientId: a.patientId })).json();
    expect((await put(empty.url, Buffer.alloc(0))).statusCode).toBe(200);
    const text = (await uploadUrl(a, { contentType: 'audio/mpeg', patientId: a.patientId })).json();
    expect((await put(text.url, Buffer.from('<html>this is not audio</html>'), 'audio/mpeg')).statusCode).toBe(200);
    const { rows } = await t.ctx.database.pool.query(
      `select audio_key, status, error from conversations where audio_key = any($1)`,
      [[empty.key, text.key]],
    );
    const byKey = Object.fromEntries(rows.map((r) => [r.audio_key, r]));
    expect(byKey[empty.key]).toMatchObject({ status: 'failed', error: 'The uploaded file is empty.' });
    expect(byKey[text.key]).toMatchObject({ status: 'failed', error: 'The uploaded file is not an audio recording.' });
    expect(await jobCount(t)).toBe(jobsBefore);
  });
});
