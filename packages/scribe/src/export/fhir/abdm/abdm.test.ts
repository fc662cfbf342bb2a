import type {
  Appointment,
  Bundle,
  Composition,
  MedicationRequest,
  Observation,
  Patient,
  Procedure,
  Resource,
  ServiceRequest,
} from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeReport } from '../../../report/index.js';
import { transcriptFromText } from '../../../transcript-text/index.js';
import { abdmProblems } from '../../testing/abdm-conformance.js';
import { fhirErrors } from '../../testing/fhir-validator.js';
import { noteDocument } from '../../testing/fixtures.js';
import { noteToAbdmDocument } from './bundle.js';

const FEVER = [
  'Doctor: Good morning, what brings you in today?',
  'Patient: I have had a fever and cough for four days.',
  'Doctor: Any allergies to medicines?',
  'Patient: Yes, sulfa drugs give me a rash.',
  'Doctor: Any other illnesses?',
  'Patient: I have diabetes for five years. My father had asthma.',
  'Doctor: Are you taking anything for it?',
  'Patient: I take metformin 500 mg twice daily.',
  'Doctor: Your temperature is 101 degrees and pulse is 96.',
  'Doctor: I think you have a viral fever.',
  "Doctor: I'm going to start you on amoxicillin 500 mg three times a day after food for 5 days.",
  "Doctor: I'm going to start you on cetirizine 10 mg at night.",
  "Doctor: I'm going to order a complete blood count and a chest X-ray.",
  'Doctor: I am referring you to the ENT clinic. Come back in 5 days.',
].join('\n');

const BACK = [
  'Doctor: Hello, how can I help?',
  'Patient: My lower back has been hurting for two weeks after lifting a box.',
  'Doctor: Do you have any medical problems?',
  'Patient: High blood pressure. I take amlodipine 5 mg once daily. I also take ibuprofen.',
  'Doctor: Your blood pressure is 146 over 92.',
  'Doctor: I think you have an acute lumbar strain.',
  "Doctor: I'm going to increase your amlodipine to 10 mg once daily. Please stop the ibuprofen.",
  "Doctor: I'm going to start you on pantoprazole 40 mg once daily before breakfast.",
  'Doctor: I will refer you to physical therapy. Follow up in two weeks.',
].join('\n');

async function documentOf(dialogue: string, o: { signedAt?: string; abha?: string } = {}): Promise<Bundle> {
  const stored = await writeReport(transcriptFromText(dialogue), { now: new Date('2026-11-28T05:00:00Z') });
  const doc = noteDocument(stored.patientReport, {
    ...(o.signedAt ? { signedAt: o.signedAt } : {}),
    transcript: dialogue,
  });
  return noteToAbdmDocument({ ...doc, patient: { ...doc.patient, abhaNumber: o.abha ?? null } });
}
const resources = (b: Bundle) => (b.entry ?? []).map((e) => e.resource as Resource);
const ofType = <T extends Resource>(b: Bundle, t: T['resourceType']) =>
  resources(b).filter((r): r is T => r.resourceType === t);
const composition = (b: Bundle) => b.entry![0]!.resource as Composition;
const sectionOf = (b: Bundle, code: string) => composition(b).section!.find((s) => s.code?.coding?.[0]?.code === code);
const entriesOf = (b: Bundle, code: string) =>
  (sectionOf(b, code)?.entry ?? []).map((e) => b.entry!.find((x) => x.fullUrl === e.reference)!.resource as Resource);

describe('the note as an ABDM OP consultation record', () => {
  // The report writer's vocabularies and the validator's definitions load once, on first use.
  beforeAll(async () => void fhirErrors(await documentOf(FEVER)), 120_000);

  it('is a valid draft document with the guide’s sections, each holding what the consultation said', async () => {
    const b = await documentOf(FEVER);
    expect(fhirErrors(b)).toEqual([]);
    expect(abdmProblems(b)).toEqual([]);
    const c = composition(b);
    expect(c.status).toBe('preliminary');
    expect(c.title).toBe('Consultation Report (draft, not signed)');
    expect(c.type.coding?.[0]).toEqual({
      system: 'http://snomed.info/sct',
      code: '371530004',
      display: 'Clinical consultation report',
    });
    expect(c.section!.map((s) => `${s.code?.coding?.[0]?.code} ${s.title}`)).toEqual([
      '422843007 Chief complaints',
      '425044008 Physical examination',
      '722446000 Allergies',
      '371529009 Medical history',
      '422432008 Family history',
      '721963009 Investigation advice',
      '721912009 Medications',
      '736271009 Follow up',
      '306206005 Referral',
      '404684003 Other observations',
      '371530004 Document reference',
      '51848-0 Assessment',
      '55112-7 Visit summary',
    ]);
    expect(entriesOf(b, '721963009').map((r) => (r as ServiceRequest).code?.text)).toEqual(['Chest X-ray', 'CBC']);
    expect(entriesOf(b, '306206005').map((r) => (r as ServiceRequest).code?.text)).toEqual(['Referral to ENT']);
    const orders = ofType<MedicationRequest>(b, 'MedicationRequest');
    expect(orders.map((m) => [m.medicationCodeableConcept?.text, m.dosageInstruction?.[0]?.timing?.repeat])).toEqual([
      [
        'amoxicillin',
        {
          frequency: 3,
          period: 1,
          periodUnit: 'd',
          when: ['MORN', 'AFT', 'NIGHT'],
          boundsDuration: { value: 5, unit: 'days', system: 'http://unitsofmeasure.org', code: 'd' },
        },
      ],
      ['cetirizine', { frequency: 1, period: 1, periodUnit: 'd', when: ['NIGHT'] }],
    ]);
    expect(orders[0]!.dosageInstruction![0]!.text).toBe('500 mg 3 times a day for 5 days');
    const visit = ofType<Appointment>(b, 'Appointment')[0]!;
    expect([visit.status, visit.start, visit.description]).toEqual([
      'proposed',
      '2026-11-28T00:00:00.000Z',
      'Follow-up in 5 days',
    ]);
    expect(entriesOf(b, '371530004')[0]).toMatchObject({ resourceType: 'DocumentReference', docStatus: 'preliminary' });
  });

  it('makes a signed note final, attested by the clinician, with the patient’s ABHA number', async () => {
    const b = await documentOf(BACK, { signedAt: '2026-11-28T06:00:00.000Z', abha: '91-1234-5678-9012' });
    expect(fhirErrors(b)).toEqual([]);
    expect(abdmProblems(b)).toEqual([]);
    const c = composition(b);
    expect([c.status, c.title, c.date, b.timestamp]).toEqual([
      'final',
      'Consultation Report',
      '2026-11-28T06:00:00.000Z',
      '2026-11-28T06:00:00.000Z',
    ]);
    expect(c.attester?.[0]).toMatchObject({ mode: 'legal', party: { display: 'Dr Asha Rao' } });
    const patient = ofType<Patient>(b, 'Patient')[0]!;
    expect(patient.identifier?.map((i) => [i.type?.coding?.[0]?.code, i.value])).toEqual([
      ['MR', 'urn:uuid:6f1c1f7e-3b1e-4c55-9d5e-1b2c3d4e5f60'],
      ['ABHA', '91-1234-5678-9012'],
    ]);
    const meds = entriesOf(b, '721912009').map(
      (r) =>
        `${r.resourceType} ${(r as MedicationRequest).medicationCodeableConcept?.text} ${(r as { status: string }).status}`,
    );
    // The ibuprofen the clinician stops is stopped, not also listed as taken.
    expect(meds).toEqual([
      'MedicationStatement amlodipine active',
      'MedicationRequest amlodipine active',
      'MedicationStatement ibuprofen stopped',
      'MedicationRequest pantoprazole active',
    ]);
    const ppi = ofType<MedicationRequest>(b, 'MedicationRequest').find(
      (m) => m.medicationCodeableConcept?.text === 'pantoprazole',
    )!;
    expect(ppi.dosageInstruction![0]!.timing?.repeat).toEqual({ frequency: 1, period: 1, periodUnit: 'd' });
    expect(ofType<Appointment>(b, 'Appointment')[0]!.start).toBe('2026-12-07T00:00:00.000Z');
    expect(entriesOf(b, '306206005').map((r) => (r as ServiceRequest).code?.text)).toEqual([
      'Referral to physical therapy',
    ]);
  });

  it('orders a medicine restarted today, noted as restarted', async () => {
    const b = await documentOf(
      [
        'Patient: I stopped my amlodipine last month.',
        'Doctor: Your blood pressure is 152 over 96. We will restart the amlodipine 5 mg once daily.',
      ].join('\n'),
    );
    expect(fhirErrors(b)).toEqual([]);
    expect(abdmProblems(b)).toEqual([]);
    const orders = ofType<MedicationRequest>(b, 'MedicationRequest');
    expect(orders.map((m) => [m.medicationCodeableConcept?.text, m.note?.[0]?.text])).toEqual([
      ['amlodipine', 'Restarted today'],
    ]);
  });

  it('holds a procedure the clinician plans in its Procedure section, in preparation', async () => {
    const b = await documentOf(
      [
        'Patient: My right knee has been swollen and painful for a month.',
        'Doctor: I think you have osteoarthritis of the knee.',
        "Doctor: We're going to give you a cortisone shot in your right knee today.",
      ].join('\n'),
    );
    expect(fhirErrors(b)).toEqual([]);
    expect(abdmProblems(b)).toEqual([]);
    const planned = entriesOf(b, '371525003') as Procedure[];
    expect(planned.map((r) => [r.code?.text, r.status, r.category?.coding?.[0]?.code])).toEqual([
      ['Right knee steroid injection today', 'preparation', '387713003'],
    ]);
  });

  it('holds the results read at the visit as observations among the other observations, in the words written', async () => {
    const b = await documentOf(
      [
        'Patient: I have been very tired for two weeks.',
        'Doctor: I reviewed the x-ray of your chest and there is no pneumonia.',
        'Doctor: Your hemoglobin came back at 8.2 which is low.',
      ].join('\n'),
    );
    expect(fhirErrors(b)).toEqual([]);
    expect(abdmProblems(b)).toEqual([]);
    const results = entriesOf(b, '404684003') as Observation[];
    expect(results.map((r) => [r.code.coding?.[0]?.code, r.valueString, r.status])).toEqual([
      ['30954-2', 'Chest X-ray: no pneumonia', 'preliminary'],
      ['30954-2', 'Hemoglobin: low at 8.2', 'preliminary'],
    ]);
    expect(sectionOf(b, '404684003')?.text?.div).toContain('Hemoglobin: low at 8.2');
  });

  it('holds the oxygen saturation said at the visit as a pulse oximetry Observation in the physical examination', async () => {
    const b = await documentOf(
      [
        'Patient: I have been short of breath for three days.',
        'Doctor: Your pulse is 88 and your oxygen saturation is 97 percent on room air.',
      ].join('\n'),
    );
    expect(fhirErrors(b)).toEqual([]);
    expect(abdmProblems(b)).toEqual([]);
    const vitals = entriesOf(b, '425044008') as Observation[];
    const saturation = vitals.find((o) => o.code.coding?.[0]?.code === '59408-5')!;
    expect(saturation.code.coding?.map((c) => c.code)).toEqual(['59408-5', '2708-6']);
    expect(saturation.valueQuantity).toEqual({ value: 97, unit: '%', system: 'http://unitsofmeasure.org', code: '%' });
    expect(sectionOf(b, '425044008')?.text?.div).toContain('97% on room air');
  });

  it('leaves the ABHA identifier out when the number is not known, and exports the same ids for the same version', async () => {
    const a = await documentOf(FEVER);
    const again = await documentOf(FEVER);
    expect(ofType<Patient>(a, 'Patient')[0]!.identifier).toHaveLength(1);
    expect(again.entry!.map((e) => e.fullUrl)).toEqual(a.entry!.map((e) => e.fullUrl));
    expect(again.identifier).toEqual(a.identifier);
  });

  it('is checked by a conformance check that refuses what the guide requires', async () => {
    const b = await documentOf(FEVER);
    const c = composition(b);
    c.subject = { reference: 'urn:uuid:nobody' };
    c.section![0]!.entry = [
      { reference: b.entry!.find((e) => e.resource?.resourceType === 'AllergyIntolerance')!.fullUrl! },
    ];
    delete (b as { timestamp?: string }).timestamp;
    const order = ofType<MedicationRequest>(b, 'MedicationRequest')[0]!;
    delete order.requester;
    expect(abdmProblems(b)).toEqual(
      expect.arrayContaining([
        'Bundle.timestamp is missing',
        'Composition.subject is not the Patient in the Bundle',
        'section[0] (Chief complaints) holds a AllergyIntolerance',
        expect.stringMatching(/^MedicationRequest \(entry\[\d+\]\) lacks requester.reference$/),
        expect.stringMatching(/^Composition \(entry\[0\]\) refers to urn:uuid:nobody, not in the Bundle$/),
      ]),
    );
  });
});
