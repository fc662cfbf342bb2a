import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FIXTURES_DIR } from '@asha/scribe/testing';
import type { TestApp } from '../../test/harness.js';
import { startProtocolApp, type ProtocolApp } from '../../test/scribe-protocol/app.js';
import { schemaErrors } from '../../test/scribe-protocol/conformance.js';
import { sweepSessions } from './sweep.js';

let app: ProtocolApp;
let t: TestApp;
let key: string;

beforeAll(async () => {
  app = await startProtocolApp('chunked-doctor');
  ({ t, key } = app);
});
afterAll(() => app.close());

const chunk = (id: string, name: string, data: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/sessions/${id}/audio`,
    headers: {
      'x-api-key': key,
      'content-type': 'audio/webm;codecs=opus',
      'content-disposition': `attachment; filename="${name}"`,
    },
    payload: data,
  });

it('takes a recording in numbered webm chunks through the live path: once each, in order, one consultation', async () => {
  const created = await t.app.inject({
    method: 'POST',
    url: '/v1/sessions',
    headers: { 'x-api-key': key },
    payload: { templates: ['soap'], upload_type: 'chunked', patient: { id: 'emr-9', name: 'Chunked Patient' } },
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().session_id;
  // One recorder stream cut into three slices, as a browser's recorder hands them over.
  const audio = await readFile(path.join(FIXTURES_DIR, 'speech.webm'));
  const third = Math.ceil(audio.length / 3);
  const parts = [0, 1, 2].map((i) => audio.subarray(i * third, (i + 1) * third));

  expect((await chunk(id, 'audio_0.webm', parts[0]!)).statusCode).toBe(200);
  const early = await chunk(id, 'audio_2.webm', parts[2]!);
  expect(early.statusCode).toBe(409);
  expect(early.json().error.message).toMatch(/send chunk 1 first/);
  expect((await chunk(id, 'audio_1.webm', parts[1]!)).json()).toMatchObject({ audio_files_received: 2 });
  // A chunk sent again (its answer was lost) is stored once.
  expect((await chunk(id, 'audio_1.webm', parts[1]!)).json()).toMatchObject({ audio_files_received: 2 });
  expect((await chunk(id, 'audio_2.webm', parts[2]!)).json()).toMatchObject({ audio_files_received: 3 });
  const badName = await chunk(id, 'audio_first.webm', parts[2]!);
  expect(badName.json().error).toMatchObject({ code: 'invalid_request', details: { field: 'filename' } });

  // While it records, the answer carries what the live transcript has heard so far.
  let recording = await t.app.inject({ method: 'GET', url: `/v1/sessions/${id}`, headers: { 'x-api-key': key } });
  for (let i = 0; i < 60 && !recording.json().transcript; i++) {
    await new Promise((r) => setTimeout(r, 500));
    recording = await t.app.inject({ method: 'GET', url: `/v1/sessions/${id}`, headers: { 'x-api-key': key } });
  }
  expect(recording.statusCode).toBe(202);
  expect(schemaErrors('sessions_openapi.json', 'SessionProcessingResponse', recording.json())).toEqual([]);
  expect(recording.json()).toMatchObject({
    status: 'initialized',
    transcript: expect.stringMatching(/^(Doctor|Patient|Other): .*headache/),
  });

  const ended = await t.app.inject({
    method: 'POST',
    url: `/v1/sessions/${id}/end`,
    headers: { 'x-api-key': key },
    payload: { audio_files_sent: 3 },
  });
  expect(ended.json()).toMatchObject({
    status: 'processing',
    audio_files: ['audio_0.webm', 'audio_1.webm', 'audio_2.webm'],
  });
  expect((await chunk(id, 'audio_3.webm', parts[2]!)).json().error.message).toMatch(/has ended/);

  let res = await t.app.inject({ method: 'GET', url: `/v1/sessions/${id}`, headers: { 'x-api-key': key } });
  for (let i = 0; i < 120 && res.statusCode === 202; i++) {
    await new Promise((r) => setTimeout(r, 500));
    res = await t.app.inject({ method: 'GET', url: `/v1/sessions/${id}`, headers: { 'x-api-key': key } });
  }
  expect(res.statusCode, res.body).toBe(200);
  expect(schemaErrors('sessions_openapi.json', 'SessionCompletedResponse', res.json())).toEqual([]);
  expect(res.json().transcript).toMatch(/headache/);
  const { rows } = await t.ctx.database.pool.query(
    `select count(*)::int as n from conversations where patient_id = (select patient_id from scribe_sessions where id = $1)`,
    [id],
  );
  expect(rows[0].n).toBe(1);
}, 90_000);

it('the sweep expires a session nobody touches, and throws its recorded chunks away', async () => {
  const created = await t.app.inject({
    method: 'POST',
    url: '/v1/sessions',
    headers: { 'x-api-key': key },
    payload: { templates: ['soap'], patient: { id: 'emr-10', name: 'Left Patient' } },
  });
  const id = created.json().session_id;
  const audio = await readFile(path.join(FIXTURES_DIR, 'speech.webm'));
  expect((await chunk(id, 'audio_0.webm', audio.subarray(0, 4000))).statusCode).toBe(200);
  await t.ctx.database.pool.query(`update scribe_sessions set expires_at = now() - interval '1 second' where id = $1`, [
    id,
  ]);
  expect((await sweepSessions(t.ctx)).expired).toBe(1);
  const { rows } = await t.ctx.database.pool.query(
    `select s.status, l.status as live, (select count(*)::int from live_chunks c where c.session_id = l.id) as chunks
       from scribe_sessions s join live_sessions l on l.id = s.live_session_id where s.id = $1`,
    [id],
  );
  expect(rows[0]).toEqual({ status: 'expired', live: 'discarded', chunks: 0 });
});
