import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FhirSend, FhirSends } from '@asha/contracts';
import type { Bundle, Composition, Patient } from '@medplum/fhirtypes';
import { startFhirServer } from '../../test/fhir-server.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { clinicianWithPatient } from '../../test/consultations.js';
import { readyConsultation } from '../../test/notes.js';

type Doc = Awaited<ReturnType<typeof clinicianWithPatient>>;
const IG = 'https://nrces.in/ndhm/fhir/r4/StructureDefinition/';

describe('the note as ABDM’s OP consultation record: download and send', () => {
  let t: TestApp;
  let fhir: Awaited<ReturnType<typeof startFhirServer>>;
  let a: Doc;
  let b: Doc;
  let conv: string;

  beforeAll(async () => {
    fhir = await startFhirServer();
    t = await createTestApp({ LLM_ENGINE: 'none', FHIR_BASE_URL: fhir.baseUrl, FHIR_PROFILE: 'abdm' });
    a = await clinicianWithPatient(t, 'doctor-abdm-a', 'Ravi Kumar');
    b = await clinicianWithPatient(t, 'doctor-abdm-b');
    const abha = await t.app.inject({
      method: 'PATCH',
      url: `/api/patients/${a.patientId}`,
      headers: a.auth,
      payload: { abhaNumber: '91123456789012' },
    });
    expect(abha.statusCode).toBe(200);
    conv = (await readyConsultation(t, a)).id;
  });
  afterAll(async () => {
    await t.close();
    await fhir.close();
  });

  const get = (query: string, who: Doc = a) =>
    t.app.inject({ url: `/api/conversations/${conv}/export?${query}`, headers: who.auth });
  const patientOf = (bundle: Bundle) =>
    bundle.entry!.map((e) => e.resource!).find((r): r is Patient => r.resourceType === 'Patient')!;

  it('downloads the OP consultation record with the patient’s ABHA number; the default document stays as it was', async () => {
    const res = await get('format=fhir&profile=abdm');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /filename="op-consult-record-\d{4}-\d{2}-\d{2}-v1-draft\.fhir\.json"/,
    );
    const bundle = res.json<Bundle>();
    expect(bundle.meta?.profile).toEqual([`${IG}DocumentBundle`]);
    const c = bundle.entry![0]!.resource as Composition;
    expect([c.meta?.profile?.[0], c.type.coding?.[0]?.code, c.status]).toEqual([
      `${IG}OPConsultRecord`,
      '371530004',
      'preliminary',
    ]);
    expect(patientOf(bundle).identifier?.find((i) => i.type?.coding?.[0]?.code === 'ABHA')?.value).toBe(
      '91-1234-5678-9012',
    );
    const plain = (await get('format=fhir')).json<Bundle>();
    expect((plain.entry![0]!.resource as Composition).type.coding?.[0]?.code).toBe('11506-3');
  });

  it('refuses a profile it does not know, ABDM in another format or type, and another clinician’s consultation', async () => {
    const unknown = await get('format=fhir&profile=uscore');
    expect([unknown.statusCode, unknown.json<{ error: string }>().error]).toEqual([
      400,
      'profile must be one of: default, abdm.',
    ]);
    const pdf = await get('format=pdf&profile=abdm');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json<{ error: string }>().error).toMatch(/^profile=abdm is the FHIR OP consultation record/);
    expect((await get('format=fhir&profile=abdm', b)).statusCode).toBe(404);
  });

  it('sends the OP consultation record when the server is set to the abdm profile', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conv}/fhir-sends`,
      headers: { ...a.auth, 'idempotency-key': 'abdm-click-1' },
    });
    expect(res.json<FhirSend>()).toMatchObject({ status: 'sent', mode: 'document' });
    const list = await t.app.inject({ url: `/api/conversations/${conv}/fhir-sends`, headers: a.auth });
    expect(list.json<FhirSends>()).toMatchObject({ configured: true, profile: 'abdm' });
    const posted = fhir.requests.at(-1)!.body as unknown as Bundle;
    expect(posted.meta?.profile).toEqual([`${IG}DocumentBundle`]);
    expect(patientOf(posted).meta?.profile).toEqual([`${IG}Patient`]);
  });
});
