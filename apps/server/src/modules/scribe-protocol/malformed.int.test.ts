import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { clinicianWithPatient } from '../../test/consultations.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { createRecordKey } from '../record-keys/keys.service.js';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  const doctor = await clinicianWithPatient(t, 'malformed-doctor');
  key = (await createRecordKey(t.ctx.database.db, { name: 'EMR', clinicianId: doctor.clinicianId })).key;
});
afterAll(() => t.close());

/** What a request may carry as its body, as the server's inject takes it. */
type Payload = InjectOptions['payload'];
type Request = { method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; payload?: Payload };

it('answers malformed requests with a 4xx in the protocol’s error form and a sentence saying what is wrong', async () => {
  const json = { 'content-type': 'application/json' };
  const session = (payload: Payload, headers: Record<string, string> = {}): Request => ({
    method: 'POST',
    url: '/v1/sessions',
    headers,
    payload,
  });
  const id = (
    await t.app.inject({
      ...session({ templates: ['soap'], upload_type: 'single', patient: { id: 'm', name: 'M' } }),
      headers: { 'x-api-key': key },
    })
  ).json().session_id as string;
  const audio = (headers: Record<string, string>, payload: string): Request => ({
    method: 'POST',
    url: `/v1/sessions/${id}/audio`,
    headers,
    payload,
  });
  const form = { 'content-type': 'multipart/form-data; boundary=xx' };
  const cases: Array<[Request, number, RegExp]> = [
    [session([1, 2]), 400, /must be a JSON object/],
    [session('"x"', json), 400, /must be a JSON object/],
    [session(undefined, json), 400, /body is empty/],
    [session('hello', { 'content-type': 'text/plain' }), 400, /must be a JSON object/],
    [
      session({ templates: ['soap'], patient: { id: 'a', name: 'A' }, additional_data: { x: 'a\u0000b' } }),
      400,
      /cannot be stored/,
    ],
    [session({ templates: ['soap'], patient: { id: 'a\u0001', name: 'A' } }), 400, /control characters/],
    [
      session({ templates: ['soap'], patient: { id: 'a', name: 'A' }, additional_data: { x: 'y'.repeat(5000) } }),
      400,
      /at most 4096 bytes/,
    ],
    [
      session({ templates: ['soap'], patient: { id: 'b', name: 'B', birth_date: '2020-02-30' } }),
      400,
      /real date in the past/,
    ],
    [audio(form, '--xx\r\nContent-Disposition: form-data; name="other"\r\n\r\nv\r\n--xx--\r\n'), 400, /part "file"/],
    [audio(form, 'garbage'), 400, /could not be read/],
    [audio({ 'content-type': 'audio/wav' }, ''), 400, /holds no audio/],
    [
      { method: 'POST', url: `/v1/sessions/${id}/end`, payload: { audio_files_sent: 'x' } },
      400,
      /number of audio files/,
    ],
    [{ method: 'GET', url: '/v1/nothing' }, 404, /No route GET \/v1\/nothing/],
  ];
  for (const [req, status, message] of cases) {
    const res = await t.app.inject({ ...req, headers: { 'x-api-key': key, ...req.headers } } as never);
    expect(res.statusCode, `${req.url} ${JSON.stringify(req.payload)?.slice(0, 80)}`).toBe(status);
    expect(res.json().error).toMatchObject({ code: expect.any(String), message: expect.stringMatching(message) });
  }
});
