import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from '@asha/scribe/testing';
import type { TestApp } from '../../test/harness.js';
import { startProtocolApp, type ProtocolApp } from '../../test/scribe-protocol/app.js';
import { schemaErrors } from '../../test/scribe-protocol/conformance.js';

let app: ProtocolApp;
let t: TestApp;
let doctor: ProtocolApp['doctor'];
let headers: ProtocolApp['headers'];
let create: ProtocolApp['create'];
let status: ProtocolApp['status'];

beforeAll(async () => {
  app = await startProtocolApp('protocol-doctor', 'Someone Else');
  ({ t, doctor, headers, create, status } = app);
});
afterAll(() => app.close());

const newSession = (
  patient: object = { id: 'emr-p-1', name: 'Asha Patel' },
  templates = ['soap', 'transcript', 'fhir'],
) =>
  create({
    templates,
    upload_type: 'single',
    patient,
    additional_data: { emr_encounter_id: 'enc_123', nested: { a: [1, 'b'] } },
  });

/** One multipart file part, as a record system's HTTP library sends it. */
function multipart(name: string, type: string, data: Buffer) {
  const boundary = '----asha-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

const uploadForm = (id: string, m: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/sessions/${id}/audio`,
    headers: { ...headers(), ...m.headers },
    payload: m.payload,
  });

describe('scribe–EMR protocol', () => {
  it('publishes a discovery document that conforms to the protocol’s schema, without a key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.well-known/medscribealliance' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('max-age=3600');
    const doc = res.json();
    expect(schemaErrors('discovery_endpoint.json', 'DiscoveryResponse', doc)).toEqual([]);
    expect(doc.endpoints.base_url).toBe('http://127.0.0.1:8080/v1');
    expect(doc.authentication.supported_methods).toEqual(['api_key']);
    expect(doc.capabilities.audio_formats).toContain('audio/webm;codecs=opus');
    expect(doc.models[0].display_name).toContain('openai:');
    expect(doc.languages.supported).toEqual(expect.arrayContaining(['en', 'hi', 'ta']));
  });

  it('lists the note types as templates to a key, and refuses a request without one in the protocol’s error form', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/templates', headers: headers() });
    expect(res.json().templates.map((x: { id: string }) => x.id)).toEqual(
      expect.arrayContaining(['soap', 'opd-prescription', 'referral-letter', 'transcript', 'fhir']),
    );
    const none = await t.app.inject({ method: 'GET', url: '/v1/templates' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      error: { code: 'authentication_failed', message: expect.stringContaining('X-API-Key') },
    });
    expect(schemaErrors('discovery_endpoint.json', 'ErrorResponse', none.json())).toEqual([]);
  });

  it('takes a consultation from create to results through the real pipeline, as a consultation of the matched patient', async () => {
    const created = await newSession();
    expect(created.statusCode).toBe(201);
    expect(schemaErrors('sessions_openapi.json', 'CreateSessionResponse', created.json())).toEqual([]);
    const { session_id: id, upload_url } = created.json();
    expect(upload_url).toBe(`http://127.0.0.1:8080/v1/sessions/${id}/audio`);

    const waiting = await status(id);
    expect(waiting.statusCode).toBe(202);
    expect(schemaErrors('sessions_openapi.json', 'SessionProcessingResponse', waiting.json())).toEqual([]);
    expect(waiting.json().status).toBe('created');

    const audio = await readFile(path.join(FIXTURES_DIR, 'speech.webm'));
    const up = await uploadForm(id, multipart('consultation.webm', 'audio/webm;codecs=opus', audio));
    expect(up.statusCode).toBe(200);
    const ended = await t.app.inject({
      method: 'POST',
      url: `/v1/sessions/${id}/end`,
      headers: headers(),
      payload: { audio_files_sent: 1 },
    });
    expect(ended.statusCode).toBe(202);
    expect(schemaErrors('sessions_openapi.json', 'EndSessionResponse', ended.json())).toEqual([]);
    expect(ended.json()).toMatchObject({
      status: 'processing',
      audio_files_received: 1,
      audio_files: ['consultation.webm'],
    });

    let res = await status(id);
    for (let i = 0; i < 120 && res.statusCode === 202; i++) {
      await new Promise((r) => setTimeout(r, 500));
      res = await status(id);
    }
    expect(res.statusCode).toBe(200);
    const done = res.json();
    expect(schemaErrors('sessions_openapi.json', 'SessionCompletedResponse', done)).toEqual([]);
    expect(done).toMatchObject({ status: 'completed', model_used: 'pro', language_detected: 'en' });
    expect(done.additional_data).toEqual({ emr_encounter_id: 'enc_123', nested: { a: [1, 'b'] } });
    expect(done.transcript).toMatch(/^(Doctor|Patient|Other): Good morning, what brings you in today\?/);
    expect(done.templates.transcript.data.transcript).toBe(done.transcript);
    expect(done.templates.soap.status).toBe('success');
    expect(Object.keys(done.templates.soap.data)).toEqual(
      expect.arrayContaining(['subjective', 'objective', 'assessment', 'plan']),
    );
    expect(done.templates.soap.data.subjective).toMatch(/headache/i);
    expect(done.templates.fhir.data).toMatchObject({ resourceType: 'Bundle', type: 'document' });

    // The clinician sees it in the app as a consultation of the patient the record system named.
    const patients = (await t.app.inject({ method: 'GET', url: '/api/patients', headers: doctor.auth })).json();
    const asha = patients.items.find((p: { name: string }) => p.name === 'Asha Patel');
    expect(asha).toBeTruthy();
    const list = (
      await t.app.inject({ method: 'GET', url: `/api/patients/${asha.patientId}/conversations`, headers: doctor.auth })
    ).json();
    expect(list.items, JSON.stringify(list)).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ status: 'ready' });

    // The same record-system id finds the same patient again, without a name.
    const again = await newSession({ id: 'emr-p-1' }, ['opd_prescription', 'no_such_template']);
    expect(again.statusCode).toBe(201);
    const after = (await t.app.inject({ method: 'GET', url: '/api/patients', headers: doctor.auth })).json();
    expect(after.items.filter((p: { name: string }) => p.name === 'Asha Patel')).toHaveLength(1);
  }, 90_000);

  it('refuses bad input with the protocol’s error codes and a message that says what to change', async () => {
    const cases: Array<[object, number, string, RegExp]> = [
      [{ templates: ['soap'], upload_type: 'single' }, 400, 'missing_required_field', /patient is required/],
      [
        { templates: 'soap', upload_type: 'single', patient: { id: 'p', name: 'P' } },
        400,
        'invalid_template',
        /list of template ids/,
      ],
      [
        { templates: ['soap'], upload_type: 'stream', patient: { id: 'p', name: 'P' } },
        400,
        'invalid_request',
        /stream/,
      ],
      [
        { templates: ['soap'], model: 'lite', patient: { id: 'p', name: 'P' } },
        400,
        'invalid_request',
        /model 'lite' is not offered/,
      ],
      [{ templates: ['soap'], patient: { id: 'new-one' } }, 400, 'missing_required_field', /patient\.name is required/],
      [
        { templates: ['soap'], patient: { id: 'p', name: 'P' }, language_hint: ['xx'] },
        400,
        'invalid_request',
        /not a supported language/,
      ],
    ];
    for (const [body, code, errorCode, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(code);
      expect(res.json().error).toMatchObject({ code: errorCode, message: expect.stringMatching(message) });
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/v1/sessions',
      headers: { ...headers(), 'content-type': 'application/json' },
      payload: '{"templates":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.code).toBe('invalid_request');

    const id = (await newSession()).json().session_id;
    const junk = await t.app.inject({
      method: 'POST',
      url: `/v1/sessions/${id}/audio`,
      headers: { ...headers(), 'content-type': 'audio/wav', 'content-disposition': 'attachment; filename="audio.wav"' },
      payload: Buffer.from('this is not audio at all'),
    });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().error.code).toBe('invalid_audio_format');
    const mp = await uploadForm(id, multipart('notes.txt', 'text/plain', Buffer.from('hello')));
    expect(mp.json().error).toMatchObject({ code: 'invalid_audio_format', details: { provided_format: 'text/plain' } });
    const noAudio = await t.app.inject({
      method: 'POST',
      url: `/v1/sessions/${id}/end`,
      headers: headers(),
      payload: { audio_files_sent: 0 },
    });
    expect(noAudio.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: `/v1/sessions/${id}/end`, headers: headers(), payload: {} })).json()
        .error.code,
    ).toBe('missing_required_field');
    expect((await status('ses_doesnotexist00000')).json().error.code).toBe('session_not_found');
    const version = await t.app.inject({
      method: 'GET',
      url: '/v1/templates',
      headers: { ...headers(), 'msa-version': '0.2' },
    });
    expect(version.json().error).toMatchObject({
      code: 'unsupported_version',
      details: { supported_versions: ['0.1'] },
    });
  });

  it('expires a session not ended in time: 410 with what it had, and no more audio', async () => {
    const id = (await newSession()).json().session_id;
    await t.ctx.database.pool.query(
      `update scribe_sessions set expires_at = now() - interval '1 second' where id = $1`,
      [id],
    );
    const res = await status(id);
    expect(res.statusCode).toBe(410);
    expect(schemaErrors('sessions_openapi.json', 'ExpiredSessionResponse', res.json())).toEqual([]);
    expect(res.json()).toMatchObject({ status: 'expired', additional_data: { emr_encounter_id: 'enc_123' } });
    const audio = await readFile(path.join(FIXTURES_DIR, 'speech.wav'));
    const up = await t.app.inject({
      method: 'POST',
      url: `/v1/sessions/${id}/audio`,
      headers: { ...headers(), 'content-type': 'audio/wav' },
      payload: audio,
    });
    expect(up.statusCode).toBe(410);
    expect(up.json().error.code).toBe('session_expired');
  });
});
