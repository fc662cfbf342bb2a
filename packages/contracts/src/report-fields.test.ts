import { describe, expect, it } from 'vitest';
import { flagKey, unresolvedInventions } from './note.js';
import { diffReports, fieldOfPath, getField, REPORT_FIELDS, setField } from './report-fields.js';
import type { PatientReport } from './report.js';

const report: PatientReport = {
  metadata: {
    generatedAt: '2026-11-23T10:00:00.000Z',
    engine: 'deterministic',
    sourceLanguages: ['en'],
    reportLanguage: 'en',
  },
  patientInfo: { name: 'Asha Patel', age: '54', gender: null, dateOfBirth: null },
  chiefComplaint: 'Headache',
  historyOfPresentIllness: {
    onset: null,
    duration: '3 days',
    course: null,
    narrative: null,
    associatedSymptoms: ['fever'],
  },
  pastMedicalHistory: { conditions: [] },
  medications: { current: [{ name: 'paracetamol', dosage: '500 mg', indication: null }] },
  allergies: [],
  familyHistory: { mother: ['diabetes'] },
  socialHistory: {
    tobacco: null,
    alcohol: null,
    substances: null,
    occupation: null,
    livingSituation: null,
    other: null,
  },
  reviewOfSystems: [],
  physicalExam: {
    vitals: {
      bloodPressure: '150/90 mmHg',
      heartRate: null,
      temperature: null,
      respiratoryRate: null,
      oxygenSaturation: null,
      weight: null,
    },
    generalAppearance: null,
    cardiovascular: null,
    respiratory: null,
    extremities: null,
  },
  results: [],
  assessment: [],
  plan: {
    investigations: [],
    procedures: [],
    referrals: [],
    medications: [],
    lifestyleRecommendations: [],
    followUp: { timeline: null, notes: null },
  },
  visitSummary: null,
};

describe('report fields', () => {
  it('labels every field of the report but its metadata, each in its section', () => {
    const keys = REPORT_FIELDS.map((f) => f.key);
    expect(keys).toContain('physicalExam.vitals.heartRate');
    expect(REPORT_FIELDS.find((f) => f.key === 'physicalExam.vitals.oxygenSaturation')).toEqual({
      key: 'physicalExam.vitals.oxygenSaturation',
      label: 'Oxygen saturation',
      section: 'vitals',
      kind: 'text',
    });
    expect(keys).toContain('medications.current');
    expect(keys).not.toContain('metadata');
    expect(REPORT_FIELDS.find((f) => f.key === 'physicalExam.vitals.heartRate')).toMatchObject({
      section: 'vitals',
      kind: 'text',
      label: 'Heart rate',
    });
    expect(REPORT_FIELDS.find((f) => f.key === 'familyHistory')).toMatchObject({ kind: 'map' });
    // Every leaf of a full report sits in exactly one field.
    const leaves = (v: unknown, p: string): string[] =>
      v && typeof v === 'object' && !Array.isArray(v) && !p.startsWith('familyHistory')
        ? Object.entries(v).flatMap(([k, x]) => leaves(x, p ? `${p}.${k}` : k))
        : [p];
    for (const leaf of leaves({ ...report, metadata: undefined }, '').filter((l) => l !== 'metadata'))
      expect(fieldOfPath(leaf), leaf).toBeDefined();
  });

  it('finds the field of an item path and diffs two versions field by field', () => {
    expect(fieldOfPath('medications.current.0.dosage')?.key).toBe('medications.current');
    const edited = setField(report, 'medications.current', [{ name: 'paracetamol', dosage: '1 g', indication: null }]);
    expect(getField(report, 'medications.current')).toEqual([
      { name: 'paracetamol', dosage: '500 mg', indication: null },
    ]);
    const changes = diffReports(report, setField(edited, 'chiefComplaint', 'Migraine'));
    expect(changes.map((c) => [c.field.label, c.before, c.after])).toEqual([
      ['Chief complaint', 'Headache', 'Migraine'],
      ['Current medications', report.medications.current, [{ name: 'paracetamol', dosage: '1 g', indication: null }]],
    ]);
    expect(diffReports(report, JSON.parse(JSON.stringify(report)) as PatientReport)).toEqual([]);
  });

  it('counts invented items as unresolved until the clinician keeps or removes them', () => {
    const invented = {
      kind: 'unsupported' as const,
      section: 'medications' as const,
      path: 'medications.current.0',
      text: 'paracetamol 500 mg',
      segmentIds: [],
    };
    const omitted = {
      kind: 'omitted' as const,
      section: 'vitals' as const,
      text: 'Heart rate 88 bpm',
      segmentIds: ['s2'],
    };
    expect(unresolvedInventions([invented, omitted], [])).toEqual([invented]);
    expect(unresolvedInventions([invented, omitted], [{ key: flagKey(invented), action: 'keep' }])).toEqual([]);
  });
});
