import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Note, NoteHistory, NoteTypeSetting, PatientReport, TypedNoteView } from '@asha/contracts';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { clinicianWithPatient } from '../../test/consultations.js';
import { readyConsultation } from '../../test/notes.js';

const RX_DIALOGUE = `Doctor: What brings you in today?
Patient: I have a sore throat and fever for three days.
Doctor: I'm going to start you on amoxicillin 500 mg three times a day for 5 days.`;

type Doc = Awaited<ReturnType<typeof clinicianWithPatient>>;

describe('the note type of a consultation’s note: chosen, switched as versions, exported, owned', () => {
  let t: TestApp;
  let a: Doc;
  let b: Doc;
  let convId: string;

  beforeAll(async () => {
    t = await createTestApp({ LLM_ENGINE: 'none' });
    a = await clinicianWithPatient(t, 'doctor-types-a', 'Ravi Kumar');
    b = await clinicianWithPatient(t, 'doctor-types-b');
    ({ id: convId } = await readyConsultation(t, a));
  });
  afterAll(() => t.close());

  const call = <T>(method: 'GET' | 'PUT' | 'POST', url: string, who: Doc = a, payload?: object) =>
    t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) }).then((r) => ({
      status: r.statusCode,
      body: (r.headers['content-type']?.toString().includes('json') ? r.json() : r.body) as T & { error?: string },
      headers: r.headers,
    }));
  const note = (path = '', id = convId) => `/api/conversations/${id}/note${path}`;
  const sectionText = (v: TypedNoteView) =>
    v.note.sections.map((s) => [s.title, ...s.statements.map((x) => x.text), ...s.rows.map((r) => r.drug)].join(' | '));

  it('starts a note in SOAP, shows it in that type’s sections with the evidence of each statement', async () => {
    const typed = await call<TypedNoteView>('GET', note('/typed'));
    expect(typed.status).toBe(200);
    expect(typed.body).toMatchObject({ version: 1, noteType: 'soap', note: { template: { id: 'soap' } } });
    expect(typed.body.note.sections.map((s) => s.title)).toEqual(['Subjective', 'Objective', 'Assessment', 'Plan']);
    const said = typed.body.note.sections.flatMap((s) => s.statements).filter((s) => s.segmentIds.length > 0);
    expect(said.length).toBeGreaterThan(0);
  });

  it('switches type as a new version, keeping the hand edits; the same type again adds nothing', async () => {
    const first = (await call<Note>('GET', note())).body;
    const report: PatientReport = {
      ...first.current.patientReport,
      medications: { current: [{ name: 'paracetamol', dosage: '650 mg twice a day', indication: 'fever' }] },
    };
    const saved = await call<Note>('PUT', note(), a, { baseVersion: 1, patientReport: report });
    expect(saved.body.current).toMatchObject({ version: 2, noteType: 'soap', handEdited: ['medications.current'] });

    const switched = await call<Note>('PUT', note('/type'), a, { baseVersion: 2, noteType: 'referral-letter' });
    expect(switched.status).toBe(200);
    expect(switched.body.current).toMatchObject({ version: 3, kind: 'note-type', noteType: 'referral-letter' });
    expect(switched.body.current.handEdited).toEqual(['medications.current']);
    expect(switched.body.current.patientReport.medications.current[0]!.dosage).toBe('650 mg twice a day');

    const typed = (await call<TypedNoteView>('GET', note('/typed'))).body;
    expect(typed).toMatchObject({ version: 3, noteType: 'referral-letter' });
    expect(sectionText(typed).join('\n')).toMatch(/650 mg twice a day/);

    const again = await call<Note>('PUT', note('/type'), a, { baseVersion: 3, noteType: 'referral-letter' });
    expect(again.body.current.version).toBe(3);
    const history = (await call<NoteHistory>('GET', note('/versions'))).body.versions;
    expect(history.map((v) => [v.version, v.kind, v.noteType])).toEqual([
      [1, 'ai-draft', 'soap'],
      [2, 'edit', 'soap'],
      [3, 'note-type', 'referral-letter'],
    ]);
  });

  it('refuses an unknown note type with 400 naming the types there are, on the note and on export', async () => {
    const bad = await call('PUT', note('/type'), a, { baseVersion: 3, noteType: 'discharge-summary' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/'discharge-summary' is not a note type\. Choose one of: soap, .*opd-prescription/);
    const badExport = await call('GET', `/api/conversations/${convId}/export?format=pdf&type=nope`);
    expect(badExport.status).toBe(400);
    expect(badExport.body.error).toMatch(/'nope' is not a note type/);
    const stale = await call('PUT', note('/type'), a, { baseVersion: 1, noteType: 'soap' });
    expect(stale.status).toBe(409);
  });

  it('exports in the type asked for: an OPD prescription’s sections, a PDF named by its type, a referral’s FHIR document', async () => {
    const text = await call<string>('GET', `/api/conversations/${convId}/export?format=text&type=opd-prescription`);
    expect(text.status).toBe(200);
    expect(text.body).toMatch(/^OPD prescription — Ravi Kumar$/m);
    expect(text.body).toMatch(/^COMPLAINTS\n- Headache\n- Fever$/m);
    expect(text.body).toMatch(/^DIAGNOSIS$/m);
    const pdf = await t.app.inject({
      url: `/api/conversations/${convId}/export?format=pdf&type=opd-prescription`,
      headers: a.auth,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toMatch(/filename="opd-prescription-\d{4}-\d\d-\d\d-v3-draft\.pdf"/);
    const fhir = await call<{ entry: { resource: { resourceType: string; type?: { coding: { code: string }[] } } }[] }>(
      'GET',
      `/api/conversations/${convId}/export?format=fhir&type=referral-letter`,
    );
    const composition = fhir.body.entry.find((e) => e.resource.resourceType === 'Composition')!.resource;
    expect(composition.type!.coding[0]!.code).toBe('57133-1');
  });

  it('keeps a signed note’s type; an amendment may change it', async () => {
    const signed = await call<Note>('POST', note('/sign'), a, { baseVersion: 3, confirmUnresolved: true });
    expect(signed.body.status).toBe('signed');
    const refused = await call('PUT', note('/type'), a, { baseVersion: 3, noteType: 'soap' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/signed.*Amend it/);
    const amended = await call<Note>('POST', note('/amend'), a, {
      baseVersion: 3,
      reason: 'Sent as a prescription',
      noteType: 'opd-prescription',
    });
    expect(amended.body.current).toMatchObject({ version: 4, kind: 'amendment', noteType: 'opd-prescription' });
    const v3 = (await call<{ noteType: string; signedAt: string }>('GET', note('/versions/3'))).body;
    expect(v3).toMatchObject({ noteType: 'referral-letter', signedAt: expect.any(String) });
  });

  it('answers another clinician 404 on the typed note, the type change and the typed export', async () => {
    expect((await call('GET', note('/typed'), b)).status).toBe(404);
    expect((await call('PUT', note('/type'), b, { baseVersion: 4, noteType: 'soap' })).status).toBe(404);
    expect((await call('GET', `/api/conversations/${convId}/export?format=text&type=soap`, b)).status).toBe(404);
    expect((await call<Note>('GET', note())).body.current.noteType).toBe('opd-prescription');
  });

  it('starts new consultations in the clinician’s default note type', async () => {
    expect((await call<NoteTypeSetting>('GET', '/api/settings/note-type')).body).toEqual({ defaultNoteType: 'soap' });
    const bad = await call('PUT', '/api/settings/note-type', a, { defaultNoteType: 'memo' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/'memo' is not a note type/);
    const set = await call<NoteTypeSetting>('PUT', '/api/settings/note-type', a, {
      defaultNoteType: 'opd-prescription',
    });
    expect(set.body).toEqual({ defaultNoteType: 'opd-prescription' });
    expect((await call<NoteTypeSetting>('GET', '/api/settings/note-type', b)).body.defaultNoteType).toBe('soap');

    const { id } = await readyConsultation(t, a, RX_DIALOGUE);
    const typed = (await call<TypedNoteView>('GET', note('/typed', id))).body;
    expect(typed).toMatchObject({ version: 1, noteType: 'opd-prescription' });
    expect(typed.note.sections.find((s) => s.id === 'rx')?.rows).toMatchObject([
      { drug: expect.stringMatching(/^amoxicillin$/i), strength: '500 mg', schedule: '1-1-1', days: '5 days' },
    ]);
    const other = await readyConsultation(t, b);
    expect((await call<TypedNoteView>('GET', note('/typed', other.id), b)).body.noteType).toBe('soap');
  });
});
