import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { clinicianWithPatient, jobCount, pathOf, wavBytes } from '../../test/consultations.js';

type Doc = Awaited<ReturnType<typeof clinicianWithPatient>>;

describe('conversations and audios API', () => {
  let t: TestApp;
  let a: Doc;
  let b: Doc;
  let uploaded: { key: string; conversationId: string };
  let pagingPatientId: string;

  beforeAll(async () => {
    t = await createTestApp();
    a = await clinicianWithPatient(t, 'doctor-a');
    b = await clinicianWithPatient(t, 'doctor-b');
    const { url, key } = (
      await t.app.inject({
        url: '/api/conversation/upload-url',
        query: { contentType: 'audio/wav', patientId: a.patientId },
        headers: a.auth,
      })
    ).json();
    await t.app.inject({
      method: 'PUT',
      url: pathOf(url),
      payload: wavBytes(1500),
      headers: { 'content-type': 'audio/wav' },
    });
    const { rows } = await t.ctx.database.pool.query(`select id from conversations where audio_key = $1`, [key]);
    uploaded = { key, conversationId: rows[0].id };
  });
  afterAll(() => t.close());

  const list = (doc: Doc, patientId: string, query: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/patients/${patientId}/conversations`, query, headers: doc.auth });

  it('lists the uploaded conversation with a working audio URL and no transcript or report yet', async () => {
    const res = await list(a, a.patientId);
    expect(res.statusCode).toBe(200);
    const [item] = res.json().items;
    expect(item).toMatchObject({
      conversationId: uploaded.conversationId,
      sizeBytes: 1500,
      status: 'uploaded',
      error: null,
    });
    expect(item.transcriptUrl).toBeUndefined();
    expect(item.reportUrl).toBeUndefined();
    const audio = await t.app.inject({ url: pathOf(item.audioUrl) });
    expect(audio.statusCode).toBe(200);
    expect(audio.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
  });

  it('adds transcript and report URLs once the pipeline has stored them', async () => {
    const base = uploaded.key.replace(/\.wav$/, '');
    await t.ctx.storage.put(`${base}.txt`, 'Doctor: Hello\nPatient: Hi', 'text/plain');
    await t.ctx.storage.put(`${base}.json`, '{"patientReport":{}}', 'application/json');
    await t.ctx.storage.put(`${base}.transcript.json`, '[]', 'application/json');
    await t.ctx.database.pool.query(
      `update conversations set transcript_key = $2, report_key = $3, status = 'ready', language = 'hi', duration_sec = 12.5 where id = $1`,
      [uploaded.conversationId, `${base}.txt`, `${base}.json`],
    );
    const item = (await t.app.inject({ url: `/api/conversations/${uploaded.conversationId}`, headers: a.auth })).json();
    expect(item).toMatchObject({ status: 'ready', language: 'hi', durationSec: 12.5 });
    expect((await t.app.inject({ url: pathOf(item.transcriptUrl) })).body).toBe('Doctor: Hello\nPatient: Hi');
    expect((await t.app.inject({ url: pathOf(item.reportUrl) })).json()).toEqual({ patientReport: {} });
  });

  it('lists each recording once with its audio, report and transcript, its patient and date', async () => {
    const res = await t.app.inject({ url: '/api/conversation/audios', headers: a.auth });
    expect(res.statusCode).toBe(200);
    const [item, ...rest] = res.json().items;
    expect(rest).toEqual([]);
    expect(item).toMatchObject({
      key: uploaded.key,
      size: 1500,
      conversationId: uploaded.conversationId,
      patientId: a.patientId,
      patientName: 'Test Patient',
      status: 'ready',
    });
    expect((await t.app.inject({ url: pathOf(item.mediaUrl) })).rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect((await t.app.inject({ url: pathOf(item.jsonUrl) })).json()).toEqual({ patientReport: {} });
    expect((await t.app.inject({ url: pathOf(item.transcriptUrl) })).body).toBe('Doctor: Hello\nPatient: Hi');
    const other = (await t.app.inject({ url: '/api/conversation/audios', headers: b.auth })).json();
    expect(other.items).toEqual([]);
  });

  it('answers 404 to another clinician for the patient’s conversations, the conversation and its retry', async () => {
    const foreignList = await list(b, a.patientId);
    expect(foreignList.statusCode).toBe(404);
    expect(foreignList.json().error).toBe('Patient not found');
    const foreignGet = await t.app.inject({ url: `/api/conversations/${uploaded.conversationId}`, headers: b.auth });
    expect(foreignGet.statusCode).toBe(404);
    expect(foreignGet.body).not.toContain('/blobs/');
    const foreignRetry = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${uploaded.conversationId}/retry`,
      headers: b.auth,
    });
    expect(foreignRetry.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/conversations/nope', headers: a.auth })).statusCode).toBe(404);
  });

  it('a forged blob URL for another clinician’s file is refused', async () => {
    const item = (await t.app.inject({ url: `/api/conversations/${uploaded.conversationId}`, headers: a.auth })).json();
    const forged = pathOf(item.audioUrl).replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await t.app.inject({ url: forged })).statusCode).toBe(403);
  });

  it('retries a failed conversation once, with one new job, and refuses to retry one that is not failed', async () => {
    await t.ctx.database.pool.query(
      `update conversations set status = 'failed', error = 'Transcription failed.' where id = $1`,
      [uploaded.conversationId],
    );
    const jobsBefore = await jobCount(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${uploaded.conversationId}/retry`,
      headers: a.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'uploaded', error: null });
    expect(await jobCount(t)).toBe(jobsBefore + 1);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${uploaded.conversationId}/retry`,
      headers: a.auth,
    });
    expect(again.statusCode).toBe(409);
    expect(await jobCount(t)).toBe(jobsBefore + 1);
  });

  it('pages newest first across pages without gaps or repeats, even with equal timestamps', async () => {
    const { patientId, clinicianId } = await clinicianWithPatient(t, 'doctor-a', 'Paging Patient');
    pagingPatientId = patientId;
    // 23 rows, three sharing each timestamp, so the id breaks ties.
    await t.ctx.database.pool.query(
      `insert into conversations (clinician_id, patient_id, audio_key, content_type, size_bytes, created_at)
       select $1, $2, 'doctors/p/' || g || '.wav', 'audio/wav', g * 1000, now() - ((g / 3) || ' minutes')::interval
       from generate_series(1, 23) g`,
      [clinicianId, patientId],
    );
    const seen: string[] = [];
    let nextToken: string | null = null;
    let pages = 0;
    do {
      const res = await list(a, patientId, nextToken ? { limit: '10', nextToken } : { limit: '10' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      seen.push(...body.items.map((i: { conversationId: string }) => i.conversationId));
      const dates = body.items.map((i: { createdAt: string }) => i.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      nextToken = body.nextToken;
      pages += 1;
    } while (nextToken);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(23);

    const asc = (await list(a, patientId, { limit: '50', order: 'asc' })).json();
    expect(asc.items.map((i: { conversationId: string }) => i.conversationId)).toEqual([...seen].reverse());
    expect(asc.nextToken).toBeNull();
  });

  it('refuses a forged or edited nextToken with 400', async () => {
    const first = (await list(a, pagingPatientId, { limit: '1' })).json();
    expect((await list(a, a.patientId, { nextToken: 'forged.token' })).statusCode).toBe(400);
    const [body, sig] = (first.nextToken as string).split('.');
    const edited = Buffer.from(
      JSON.stringify({ t: '2000-01-01T00:00:00.000000Z', id: first.items[0].conversationId }),
    ).toString('base64url');
    expect(body).not.toBe(edited);
    expect((await list(a, pagingPatientId, { limit: '1', nextToken: first.nextToken })).statusCode).toBe(200);
    const forged = await list(a, pagingPatientId, { nextToken: `${edited}.${sig}` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toMatch(/nextToken is not valid/);
    const bad = await list(a, a.patientId, { limit: '500' });
    expect(bad.statusCode).toBe(400);
  });
});
