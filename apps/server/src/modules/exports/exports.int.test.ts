import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FHIR_NOT_CONFIGURED,
  NO_REPORT_TO_EXPORT,
  type FhirSend,
  type FhirSends,
  type Note,
  type PatientCopy,
} from '@asha/contracts';
import { conversations } from '../../db/schema/index.js';
import { startFhirServer } from '../../test/fhir-server.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { clinicianWithPatient, countRows } from '../../test/consultations.js';
import { readyConsultation } from '../../test/notes.js';

type Doc = Awaited<ReturnType<typeof clinicianWithPatient>>;

describe('exports of a note: text, Markdown, PDF, FHIR, the patient copy, send to record', () => {
  let t: TestApp;
  let fhir: Awaited<ReturnType<typeof startFhirServer>>;
  let a: Doc;
  let b: Doc;
  let conv: string;

  beforeAll(async () => {
    fhir = await startFhirServer({ expectToken: 'fhir-secret-token' });
    t = await createTestApp({
      LLM_ENGINE: 'none',
      CLINIC_NAME: 'Sunrise Clinic',
      FHIR_BASE_URL: fhir.baseUrl,
      FHIR_TOKEN: 'fhir-secret-token',
      FHIR_TIMEOUT_MS: '2000',
    });
    a = await clinicianWithPatient(t, 'doctor-export-a', 'प्रिया शर्मा');
    b = await clinicianWithPatient(t, 'doctor-export-b');
    conv = (await readyConsultation(t, a)).id;
  });
  afterAll(async () => {
    await t.close();
    await fhir.close();
  });

  const get = (path: string, who: Doc = a) =>
    t.app.inject({ url: `/api/conversations/${conv}${path}`, headers: who.auth });
  const send = (key: string | null, who: Doc = a, id = conv) =>
    t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/fhir-sends`,
      headers: { ...who.auth, ...(key ? { 'idempotency-key': key } : {}) },
    });
  const audits = (action: string, outcome = 'success') =>
    countRows(t, `select count(*)::text as n from audit_events where action = $1 and outcome = $2`, [action, outcome]);

  it('exports the current version as text, Markdown, PDF and FHIR, each download saying it is a draft', async () => {
    const note = (await get('/note')).json<Note>();
    const edited = {
      ...note.current.patientReport,
      medications: { current: [{ name: 'paracetamol', dosage: '1 g four times a day', indication: null }] },
    };
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/conversations/${conv}/note`,
          headers: a.auth,
          payload: { baseVersion: 1, patientReport: edited },
        })
      ).statusCode,
    ).toBe(200);

    const text = await get('/export?format=text');
    expect(text.statusCode).toBe(200);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.headers['content-disposition']).toMatch(
      /^attachment; filename="consultation-note-\d{4}-\d{2}-\d{2}-v2-draft\.txt"$/,
    );
    expect(text.body).toContain('Sunrise Clinic\nConsultation note — प्रिया शर्मा');
    expect(text.body).toContain('- paracetamol — 1 g four times a day');
    expect(text.body).toContain('Draft — not signed');

    expect((await get('/export?format=markdown')).body).toContain('## Medications');
    const pdf = await get('/export?format=pdf&paper=letter');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const bundle = (await get('/export?format=fhir')).json<{
      resourceType: string;
      type: string;
      entry: Array<{ resource: { resourceType: string; status?: string } }>;
    }>();
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'document' });
    expect(bundle.entry[0]!.resource).toMatchObject({ resourceType: 'Composition', status: 'preliminary' });
    expect(await audits('note.export')).toBe(4);
  });

  it('answers a signed note as final and signed in every format', async () => {
    const note = (await get('/note')).json<Note>();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/conversations/${conv}/note/sign`,
          headers: a.auth,
          payload: { baseVersion: note.current.version, confirmUnresolved: true },
        })
      ).statusCode,
    ).toBe(200);
    const text = await get('/export?format=text');
    expect(text.body).toMatch(/Signed by doctor-export-a@clinic.test on \d+ \w+ \d{4}, \d\d:\d\d UTC/);
    expect(text.headers['content-disposition']).toMatch(/-v2\.txt"$/);
    const bundle = (await get('/export?format=fhir')).json<{
      entry: Array<{ resource: { status?: string; attester?: unknown[] } }>;
    }>();
    expect(bundle.entry[0]!.resource.status).toBe('final');
    expect(bundle.entry[0]!.resource.attester).toHaveLength(1);
  });

  it('refuses bad requests with a clear message: unknown format 400, no report 409, another clinician 404', async () => {
    const unknown = await get('/export?format=docx');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('format must be one of: text, markdown, pdf, fhir.');
    expect((await get('/export')).statusCode).toBe(400);
    expect((await get('/export?format=pdf&paper=a3')).json().error).toBe("paper must be 'a4' or 'letter'.");
    expect((await get('/export?format=text', b)).statusCode).toBe(404);
    expect((await send('k-other', b)).statusCode).toBe(404);
    const [pending] = await t.ctx.database.db
      .insert(conversations)
      .values({
        clinicianId: a.clinicianId,
        patientId: a.patientId,
        audioKey: `doctors/${a.clinicianId}/${a.patientId}/pending.webm`,
        contentType: 'audio/webm',
        sizeBytes: 4,
        status: 'transcribing',
      })
      .returning();
    const none = await t.app.inject({ url: `/api/conversations/${pending!.id}/export?format=pdf`, headers: a.auth });
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toBe(NO_REPORT_TO_EXPORT);
    expect((await send('k-pending', a, pending!.id)).json().error).toBe(NO_REPORT_TO_EXPORT);
  });

  it("writes the patient's copy in the preferred language when it can, else plain English saying why", async () => {
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/patients/${a.patientId}`,
      headers: a.auth,
      payload: { preferredLanguage: 'ta' },
    });
    expect(patch.json().patient.preferredLanguage).toBe('ta');
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/patients/${a.patientId}`,
          headers: a.auth,
          payload: { preferredLanguage: 'xx' },
        })
      ).json().error,
    ).toMatch(/^Preferred language must be one of: en \(English\), hi \(Hindi\)/);
    const copy = (await get('/patient-copy')).json<PatientCopy>();
    expect(copy).toMatchObject({
      language: 'ta',
      requestedLanguage: 'ta',
      translated: false,
      translation: 'partial',
      engine: 'built-in',
      noteVersion: 2,
      signed: true,
    });
    expect(copy.notice).toMatch(/^Partly in Tamil, without a language model/);
    expect(copy.content.medicines).toEqual([]);
    expect(copy.content.warningSigns.length).toBeGreaterThan(0);
    expect((await get('/patient-copy?language=en')).json<PatientCopy>()).toMatchObject({
      requestedLanguage: 'en',
      notice: null,
    });
    const pdf = await get('/patient-copy?format=pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="patient-copy-ta-.*-v2\.pdf"$/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get('/patient-copy?language=zz')).statusCode).toBe(400);
    expect(await audits('note.patient-copy')).toBe(3);
  });

  it('sends the note to the record once per click, with the bearer token, and stores where it went', async () => {
    expect((await send(null)).json().error).toMatch(/Idempotency-Key header/);
    const first = await send('click-1');
    expect(first.statusCode).toBe(200);
    const sent = first.json<FhirSend>();
    expect(sent).toMatchObject({
      status: 'sent',
      serverId: 'Bundle/1/_history/1',
      attempts: 1,
      noteVersion: 2,
      signed: true,
      mode: 'document',
    });
    const posted = fhir.requests.at(-1)!;
    expect(posted).toMatchObject({ method: 'POST', path: '/fhir/Bundle' });
    expect(posted.headers.authorization).toBe('Bearer fhir-secret-token');
    expect(posted.headers['if-none-exist']).toMatch(/^identifier=urn%3Aietf%3Arfc%3A3986%7Curn%3Auuid%3A/);
    expect(posted.body).toMatchObject({ resourceType: 'Bundle', type: 'document' });

    const [again, twin1, twin2] = await Promise.all([send('click-1'), send('click-2'), send('click-2')]);
    expect(again.json<FhirSend>().id).toBe(sent.id);
    expect(twin1.json<FhirSend>().id).toBe(twin2.json<FhirSend>().id);
    expect(fhir.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
    // The same note version is the same document: the server keeps one.
    expect(fhir.stored.filter((s) => s.type === 'Bundle')).toHaveLength(1);
    expect(await audits('note.send')).toBe(2);
  });

  it('keeps the note and shows the server refusing or down; a new click sends again', async () => {
    const before = (await get('/note')).json<Note>();
    fhir.state.refuse = 'Composition.section: unknown code';
    const refused = (await send('click-3')).json<FhirSend>();
    expect(refused).toMatchObject({
      status: 'failed',
      httpStatus: 422,
      attempts: 1,
      issues: [{ severity: 'error', code: 'invariant', diagnostics: 'Composition.section: unknown code' }],
    });
    expect(refused.error).toBe('The record system refused the note (HTTP 422: Composition.section: unknown code).');
    fhir.state.refuse = null;
    fhir.state.down = true;
    const down = (await send('click-4')).json<FhirSend>();
    expect(down).toMatchObject({ status: 'failed', httpStatus: null, attempts: 3 });
    expect(down.error).toMatch(/could not be reached at http:\/\/127\.0\.0\.1:\d+\/fhir/);
    fhir.state.down = false;
    fhir.state.failNext = 2;
    expect((await send('click-5')).json<FhirSend>()).toMatchObject({ status: 'sent', attempts: 3 });
    expect((await get('/note')).json<Note>().current).toEqual(before.current);
    expect(await audits('note.send', 'failure')).toBe(2);
    const list = (await get('/fhir-sends')).json<FhirSends>();
    expect(list).toMatchObject({ configured: true, target: fhir.baseUrl, mode: 'document' });
    expect(list.sends.map((s) => s.status)).toEqual(['sent', 'failed', 'failed', 'sent', 'sent']);
    expect((await get('/fhir-sends', b)).statusCode).toBe(404);
  });
});

describe('send to record without a record system', () => {
  it('says how to configure one', async () => {
    const t = await createTestApp({ LLM_ENGINE: 'none' });
    try {
      const a = await clinicianWithPatient(t, 'doctor-export-c');
      const { id } = await readyConsultation(t, a);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/conversations/${id}/fhir-sends`,
        headers: { ...a.auth, 'idempotency-key': 'k1' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(FHIR_NOT_CONFIGURED);
      expect(
        (await t.app.inject({ url: `/api/conversations/${id}/fhir-sends`, headers: a.auth })).json(),
      ).toMatchObject({ configured: false, target: null, sends: [] });
    } finally {
      await t.close();
    }
  });
});
