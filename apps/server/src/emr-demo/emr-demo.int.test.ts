import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { builtinNoteTemplate } from '@asha/contracts';
import { FIXTURES_DIR } from '@asha/scribe/testing';
import { insertTemplate } from '../modules/note-templates/index.js';
import { clinicianWithPatient } from '../test/consultations.js';
import type { TestApp } from '../test/harness.js';
import { startProtocolApp, type ProtocolApp } from '../test/scribe-protocol/app.js';
import { runEmrDemo } from './client.js';

let app: ProtocolApp;
let t: TestApp;
let baseUrl: string;
let key: string;
let doctor: ProtocolApp['doctor'];
let own: string;
let others: string;

beforeAll(async () => {
  app = await startProtocolApp('emr-demo-doctor', 'Someone Else');
  ({ t, doctor, key } = app);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const db = t.ctx.database.db;
  const soap = structuredClone(builtinNoteTemplate('soap')!);
  own = (await insertTemplate(db, doctor.clinicianId, { ...soap, name: 'Knee clinic note' })).row.id;
  const colleague = await clinicianWithPatient(t, 'emr-demo-colleague', 'Another Patient');
  others = (await insertTemplate(db, colleague.clinicianId, { ...soap, name: 'Not yours' })).row.id;
});
afterAll(() => app.close());

it(
  'the reference record system hands a consultation over and gets back a signed webhook, the note and its own data',
  { timeout: 120_000 },
  async () => {
    const lines: string[] = [];
    const result = await runEmrDemo(
      {
        baseUrl,
        key,
        audioFile: path.join(FIXTURES_DIR, 'speech.wav'),
        patientId: 'EMR-DEMO-7',
        patientName: 'Meena Iyer',
        templates: ['soap', 'transcript', own],
        timeoutMs: 60_000,
        // Polling only after the wait: the outcome webhook must come by itself when the note is written.
        pollMs: 120_000,
      },
      (line) => {
        lines.push(line);
        console.log(line);
      },
    );
    expect(result.status).toBe('completed');
    expect(result.transcript).toContain('headache for three days');
    expect(result.transcript).toMatch(/^(Doctor|Patient|Other): /m);
    expect(result.templates.soap?.status).toBe('success');
    expect(JSON.stringify(result.templates.soap?.data)).toContain('headache');
    expect(result.additionalData).toMatchObject({ emr_demo: true });
    // The clinician's own template is offered to their record system and filled like a built-in type.
    expect(result.templates[own]?.status).toBe('success');
    expect(result.templates[own]?.data).toMatchObject({ note_type: { id: own, name: 'Knee clinic note' } });
    expect(result.webhookEvents).toContain('session.completed');
    expect(result.replayRefused).toBe(true);
    expect(lines.map((l) => l.slice(0, 2))).toEqual(['1.', '2.', '3.', '4.', '5.', '6.', '7.', '8.']);

    // The consultation is the patient's in the app, found by the record system's id.
    const patients = await t.app.inject({ method: 'GET', url: '/api/patients', headers: doctor.auth });
    expect(JSON.stringify(patients.json())).toContain('Meena Iyer');
  },
);

it('lists the note types the key may use, and fails alone a template the clinician may not use', async () => {
  const listed = await fetch(`${baseUrl}/v1/templates`, { headers: { 'x-api-key': key } });
  const ids = ((await listed.json()) as { templates: { id: string }[] }).templates.map((x) => x.id);
  expect(ids).toEqual(expect.arrayContaining(['soap', 'opd-prescription', own, 'transcript', 'fhir']));
  expect(ids).not.toContain(others);

  const result = await runEmrDemo(
    {
      baseUrl,
      key,
      audioFile: path.join(FIXTURES_DIR, 'speech.wav'),
      patientId: 'EMR-DEMO-9',
      patientName: 'Ravi Kumar',
      templates: ['soap', others],
      timeoutMs: 60_000,
    },
    () => undefined,
  );
  expect(result.status).toBe('partial');
  expect(result.templates.soap?.status).toBe('success');
  expect(result.templates[others]).toMatchObject({ status: 'failed', error: { code: 'template_not_found' } });
}, 120_000);

it('says what the service answered when the key is wrong, before anything is sent', async () => {
  await expect(
    runEmrDemo(
      {
        baseUrl,
        key: 'ask_not-a-key',
        audioFile: path.join(FIXTURES_DIR, 'speech.wav'),
        patientId: 'EMR-DEMO-8',
        patientName: 'Nobody',
        templates: ['soap'],
        timeoutMs: 5_000,
      },
      () => undefined,
    ),
  ).rejects.toThrow(/POST \/v1\/webhooks answered 401/);
});
