import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('GET /api/analytics', () => {
  let t: TestApp;
  let a: { authorization: string };
  let b: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    a = await t.authHeader('doctor-a');
    b = await t.authHeader('doctor-b');
    const patient = (
      await t.app.inject({ method: 'POST', url: '/api/users', payload: { name: 'P', role: 'patient' }, headers: a })
    ).json().patient;
    const q = (sql: string, params: unknown[]) => t.ctx.database.pool.query(sql, params);
    const clinician = (await q('select id from clinicians where subject = $1', ['doctor-a'])).rows[0].id;
    const rows: Array<[string, string, number | null, string | null, number | null, string]> = [
      // status, content type, duration s, language, processing s, how the audio came in
      ['ready', 'audio/webm;codecs=opus', 120, 'hi', 10, 'recorded'],
      ['ready', 'audio/mpeg', 60, 'hi', 20, 'file'],
      ['failed', 'audio/wav', null, 'ta', 3, 'file'],
      // a WebM file recorded on another device and uploaded: counted by its source, not its type
      ['transcribing', 'audio/webm', null, null, null, 'file'],
    ];
    for (const [i, [status, type, dur, lang, proc, source]] of rows.entries()) {
      await q(
        `insert into conversations (clinician_id, patient_id, audio_key, content_type, size_bytes, status, duration_sec, language,
           processing_started_at, processing_finished_at, source)
         values ($1, $2, $3, $4, 1000, $5, $6, $7, case when $8::float8 is null then null else now() end,
                 case when $8::float8 is null then null else now() + make_interval(secs => $8::float8) end, $9)`,
        [clinician, patient.patientId, `k${i}`, type, status, dur, lang, proc, source],
      );
    }
  });
  afterAll(() => t.close());

  it("computes the clinician's real figures from their own consultations", async () => {
    const res = await t.app.inject({ url: '/api/analytics', headers: a });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      consultations: 4,
      minutesRecorded: 3,
      averageProcessingSec: 11,
      successRate: 2 / 3,
      failed: 1,
      inputLanguages: [
        { language: 'hi', count: 2 },
        { language: 'ta', count: 1 },
      ],
      uploadsByKind: { recorded: 1, uploaded: 3 },
    });
  });

  it('gives nulls, not invented numbers, to a clinician with no data', async () => {
    expect((await t.app.inject({ url: '/api/analytics', headers: b })).json()).toEqual({
      consultations: 0,
      minutesRecorded: null,
      averageProcessingSec: null,
      successRate: null,
      failed: 0,
      inputLanguages: [],
      uploadsByKind: { recorded: 0, uploaded: 0 },
    });
    expect((await t.app.inject({ url: '/api/analytics' })).statusCode).toBe(401);
  });
});
