import { describe, expect, it } from 'vitest';
import { StoredReportSchema } from '@asha/contracts';
import { transcriptFromText } from '../transcript-text/index.js';
import { verifyReport, writeReport } from './index.js';

const consult = transcriptFromText(
  [
    'Doctor: Hi Maria, what brings you in today?',
    "Patient: I've had chest pain for three days. No fever.",
    'Doctor: Are you taking anything?',
    'Patient: I take atorvastatin 40 mg for cholesterol.',
    'Doctor: Your blood pressure is 150 over 90 and your heart rate is 88.',
    "Doctor: I'm going to order an EKG and we will follow up in one week.",
  ].join('\n'),
);

describe('writeReport (no model)', () => {
  it('writes a valid stored report whose every item carries evidence', async () => {
    const stored = await writeReport(consult, {
      now: new Date('2025-01-02T03:04:05Z'),
      patient: { name: 'Maria Lopez', gender: 'female' },
    });
    expect(StoredReportSchema.parse(stored)).toBeTruthy();
    const r = stored.patientReport;
    expect(r.metadata).toMatchObject({
      engine: 'deterministic',
      generatedAt: '2025-01-02T03:04:05.000Z',
      reportLanguage: 'en',
    });
    expect(r.patientInfo).toMatchObject({ name: 'Maria Lopez', gender: 'female' });
    expect(r.chiefComplaint).toBe('Chest pain');
    expect(r.historyOfPresentIllness.duration).toBe('3 days');
    expect(r.medications.current).toEqual([{ name: 'atorvastatin', dosage: '40 mg', indication: 'cholesterol' }]);
    expect(r.physicalExam.vitals).toMatchObject({ bloodPressure: '150/90 mmHg', heartRate: '88 bpm' });
    expect(r.plan.investigations).toEqual(['EKG']);
    expect(r.plan.followUp.timeline).toBe('in 1 week');
    const paths = new Map(stored.evidence.map((e) => [e.path, e.segmentIds]));
    expect(paths.get('medications.current.0')).toEqual(['s4']);
    expect(paths.get('physicalExam.vitals.bloodPressure')).toEqual(['s5']);
    expect(paths.get('chiefComplaint')).toEqual(['s2']);
    expect(paths.get('plan.investigations.0')).toEqual(['s6']);
    expect(stored.flags).toEqual([]);
  });
});

describe('verifyReport', () => {
  it('flags invented items as unsupported, changed ones as contradicted, and transcript facts missing from the report as omitted', async () => {
    const { patientReport } = await writeReport(consult);
    const edited = structuredClone(patientReport);
    edited.medications.current = [{ name: 'warfarin', dosage: '5 mg', indication: null }];
    edited.physicalExam.vitals.bloodPressure = '120/80 mmHg';
    edited.physicalExam.vitals.heartRate = null;
    edited.allergies = [{ substance: 'peanuts', reaction: 'hives' }];
    const flags = verifyReport(consult, edited);
    expect(flags.filter((f) => f.kind !== 'omitted').map((f) => [f.path, f.kind, f.reason])).toEqual([
      ['medications.current.0', 'unsupported', 'Warfarin was not mentioned in the consultation'],
      ['allergies.0', 'unsupported', 'No allergy to peanuts was mentioned'],
      ['physicalExam.vitals.bloodPressure', 'contradicted', 'Transcript says blood pressure 150/90 mmHg'],
    ]);
    expect(flags.filter((f) => f.kind === 'omitted').map((f) => [f.section, f.text, f.segmentIds])).toEqual([
      ['vitals', 'Blood pressure 150/90 mmHg', ['s5']],
      ['vitals', 'Heart rate 88 bpm', ['s5']],
      ['medications', 'atorvastatin 40 mg', ['s4']],
    ]);
  });

  it('accepts a differently worded but supported item', async () => {
    const { patientReport } = await writeReport(consult);
    patientReport.historyOfPresentIllness.associatedSymptoms = [];
    patientReport.chiefComplaint = 'Chest pains x3 days';
    expect(verifyReport(consult, patientReport).filter((f) => f.path === 'chiefComplaint')).toEqual([]);
  });

  it('takes a diagnosis ruled out as the denial it is', async () => {
    const said = transcriptFromText(
      'Patient: My heel hurts.\nDoctor: This is not plantar fasciitis, and it is not a stroke.',
    );
    const { patientReport } = await writeReport(said);
    // Both diagnoses are written as ruled out; the complaint they do not explain stays the problem.
    expect(patientReport.assessment.map((a) => [a.diagnosis, a.certainty])).toEqual([
      ['Plantar fasciitis', 'ruled out'],
      ['Stroke', 'ruled out'],
      ['Heel pain', null],
    ]);
    expect(verifyReport(said, patientReport).filter((f) => f.path?.startsWith('assessment.'))).toEqual([]);
  });
});
