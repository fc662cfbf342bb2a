import { describe, expect, it } from 'vitest';
import { StoredReportSchema, type StoredReport } from '../report.js';
import { readFlagSection } from './flags.js';
import { readLegacyReport } from './read-legacy-report.js';
import { UNKNOWN_ENGINE } from './sections.js';

const sections = {
  chiefComplaint: 'Cough for 3 days',
  medications: { current: [{ name: 'Metformin', dosage: '500 mg', indication: 'Diabetes' }] },
};

describe('readLegacyReport — accepted report wrappers', () => {
  const wrappers: [string, unknown][] = [
    ['directly as patientReport', { patientReport: sections }],
    ['under llmReportResponse.patientReport', { llmReportResponse: { patientReport: sections } }],
    ['as report', { report: sections }],
    ['as report holding a patientReport', { report: { patientReport: sections } }],
    ['under data.patientReport', { data: { patientReport: sections } }],
    ['as a data object with report sections', { data: sections }],
    ['as a bare object with report sections', sections],
    [
      'as an array whose first element is used',
      [{ patientReport: sections }, { patientReport: { chiefComplaint: 'other' } }],
    ],
  ];
  it.each(wrappers)('reads the report %s', (_name, payload) => {
    const n = readLegacyReport(payload);
    expect(n?.patientReport.chiefComplaint).toBe('Cough for 3 days');
    expect(n?.patientReport.medications.current).toEqual([
      { name: 'Metformin', dosage: '500 mg', indication: 'Diabetes' },
    ]);
    expect(StoredReportSchema.safeParse(n).success).toBe(true);
  });

  it.each([
    ['an object without report sections', { hello: 'world' }],
    ['a null patientReport', { patientReport: null }],
    ['an empty array', []],
    ['a number', 42],
    ['a string', 'report'],
    ['data without sections', { data: { items: [] } }],
  ])('finds no report in %s', (_name, payload) => {
    expect(readLegacyReport(payload)).toBeNull();
  });
});

describe('readLegacyReport — sections', () => {
  it('fills every missing section with its fallback value, metadata included', () => {
    const n = readLegacyReport({ patientReport: {} })!;
    expect(StoredReportSchema.safeParse(n).success).toBe(true);
    expect(n.patientReport.chiefComplaint).toBeNull();
    expect(n.patientReport.assessment).toEqual([]);
    expect(n.patientReport.physicalExam.vitals).toEqual({
      bloodPressure: null,
      heartRate: null,
      temperature: null,
      respiratoryRate: null,
      oxygenSaturation: null,
      weight: null,
    });
    expect(n.patientReport.plan.followUp).toEqual({ timeline: null, notes: null });
    expect(n.patientReport.familyHistory).toEqual({});
    expect(n.patientReport.metadata.engine).toBe(UNKNOWN_ENGINE);
    expect(n.evidence).toEqual([]);
    expect(n.flags).toEqual([]);
  });

  it('ignores wrong types instead of failing', () => {
    const n = readLegacyReport({
      patientReport: {
        chiefComplaint: { nested: true },
        assessment: [42, null, { certainty: 'possible' }, { diagnosis: 'Asthma', certainty: 7 }],
        allergies: 'Peanuts',
        familyHistory: { mother: 'Asthma', father: 12 },
        physicalExam: { vitals: { heartRate: 72, bloodPressure: ['120/80'] } },
        plan: { followUp: '1 week', investigations: 'Chest X-ray' },
      },
    })!;
    const r = n.patientReport;
    expect(r.chiefComplaint).toBeNull();
    expect(r.assessment).toEqual([{ diagnosis: 'Asthma', certainty: null, rationale: null }]);
    expect(r.allergies).toEqual([{ substance: 'Peanuts', reaction: null }]);
    expect(Object.entries(r.familyHistory)).toEqual([
      ['mother', ['Asthma']],
      ['father', []],
    ]);
    expect(r.physicalExam.vitals.heartRate).toBe('72');
    expect(r.physicalExam.vitals.bloodPressure).toBeNull();
    expect(r.plan.followUp.timeline).toBe('1 week');
    expect(r.plan.investigations).toEqual(['Chest X-ray']);
    expect(r.plan.procedures).toEqual([]);
  });

  it('reads a report stored before the plan had procedures as one with none planned', () => {
    const planned = readLegacyReport({ plan: { procedures: ['Right knee replacement recommended'] } })!;
    expect(planned.patientReport.plan.procedures).toEqual(['Right knee replacement recommended']);
    const stored = structuredClone(readLegacyReport({ plan: { investigations: ['Chest X-ray'] } })!);
    const { procedures: _, ...before } = stored.patientReport.plan;
    const read = StoredReportSchema.parse({ ...stored, patientReport: { ...stored.patientReport, plan: before } });
    expect(read.patientReport.plan.procedures).toEqual([]);
    expect(read.patientReport.plan.investigations).toEqual(['Chest X-ray']);
  });

  it('reads a report stored before it had an oxygen saturation as one with none, and one stored with it as said', () => {
    const read = readLegacyReport({ physicalExam: { vitals: { spo2: 96, heartRate: '72 bpm' } } })!;
    expect(read.patientReport.physicalExam.vitals.oxygenSaturation).toBe('96');
    const stored = structuredClone(readLegacyReport({ physicalExam: { vitals: { heartRate: '72 bpm' } } })!);
    const { oxygenSaturation: _, ...before } = stored.patientReport.physicalExam.vitals;
    const parsed = StoredReportSchema.parse({
      ...stored,
      patientReport: {
        ...stored.patientReport,
        physicalExam: { ...stored.patientReport.physicalExam, vitals: before },
      },
    });
    expect(parsed.patientReport.physicalExam.vitals).toMatchObject({ oxygenSaturation: null, heartRate: '72 bpm' });
  });

  it('reads a report stored before it had results as one with none read', () => {
    const read = readLegacyReport({ results: ['Right knee X-ray: no fracture'] })!;
    expect(read.patientReport.results).toEqual(['Right knee X-ray: no fracture']);
    const stored = structuredClone(readLegacyReport({ plan: { investigations: ['Chest X-ray'] } })!);
    const { results: _, ...before } = stored.patientReport;
    const parsed = StoredReportSchema.parse({ ...stored, patientReport: before });
    expect(parsed.patientReport.results).toEqual([]);
    expect(parsed.patientReport.plan.investigations).toEqual(['Chest X-ray']);
  });

  it('reads a certainty in any case, and a word outside the vocabulary as none', () => {
    const n = readLegacyReport({
      assessment: [
        { diagnosis: 'Asthma', certainty: 'Probable' },
        { diagnosis: 'Reflux', certainty: 'likely' },
      ],
    })!;
    expect(n.patientReport.assessment.map((a) => a.certainty)).toEqual(['probable', null]);
  });

  it('keeps a family history stored as a list, and social history outside the contract fields under other', () => {
    const list = readLegacyReport({ familyHistory: ['Diabetes', 'Hypertension'] })!;
    expect(list.patientReport.familyHistory).toEqual({ Family: ['Diabetes', 'Hypertension'] });
    const free = readLegacyReport({ socialHistory: 'Lives alone, smokes' })!;
    expect(free.patientReport.socialHistory.other).toBe('Lives alone, smokes');
    const fields = readLegacyReport({
      socialHistory: { occupation: 'Teacher', tobacco: ['10 a day'], exercise: 'Walks daily', substances: null },
    })!;
    expect(fields.patientReport.socialHistory).toEqual({
      tobacco: '10 a day',
      alcohol: null,
      substances: null,
      occupation: 'Teacher',
      livingSituation: null,
      other: 'exercise: Walks daily',
    });
  });

  it('reads plan medicines with their action, old ones without it as new, and referrals when stored', () => {
    const old = readLegacyReport({
      patientReport: { plan: { medications: [{ name: 'Aspirin', instructions: '75 mg daily' }] } },
    })!;
    expect(old.patientReport.plan.medications).toEqual([
      { name: 'Aspirin', instructions: '75 mg daily', action: null },
    ]);
    expect(old.patientReport.plan.referrals).toEqual([]);
    const now = readLegacyReport({
      patientReport: {
        plan: {
          referrals: ['Cardiology'],
          medications: [
            { name: 'Lisinopril', instructions: null, action: 'stop' },
            { name: 'Metformin', instructions: '1000 mg twice a day', action: 'Change' },
            { name: 'Ibuprofen', instructions: null, action: 'sometimes' },
          ],
        },
      },
    })!;
    expect(now.patientReport.plan.referrals).toEqual(['Cardiology']);
    expect(now.patientReport.plan.medications.map((m) => m.action)).toEqual(['stop', 'change', null]);
  });

  it('reads a report in the contract shape back unchanged', () => {
    const stored = readLegacyReport({
      patientReport: {
        ...sections,
        metadata: {
          generatedAt: '2025-01-15T10:30:00.000Z',
          engine: 'sample',
          sourceLanguages: ['hi'],
          reportLanguage: 'en',
        },
        socialHistory: { occupation: 'Software engineer' },
        assessment: [{ diagnosis: 'Hypertension', certainty: 'probable', rationale: 'BP 148/94' }],
      },
      evidence: [{ path: 'chiefComplaint', segmentIds: ['s1'] }],
      flags: [{ kind: 'said', section: 'plan', text: 'Ice and rest', segmentIds: ['s4'] }],
    })!;
    const again: StoredReport = JSON.parse(JSON.stringify(stored));
    expect(readLegacyReport(again)).toEqual(stored);
    expect(stored.patientReport.metadata.engine).toBe('sample');
    expect(stored.patientReport.assessment[0]!.certainty).toBe('probable');
  });
});

describe('readLegacyReport — evidence and flags', () => {
  it('picks up evidence and flags stored beside patientReport, dropping malformed ones', () => {
    const n = readLegacyReport({
      patientReport: sections,
      evidence: [{ path: 'medications.current.0', segmentIds: ['s3'] }, { path: 5 }],
      flags: [
        { kind: 'omitted', section: 'allergies', text: 'Penicillin allergy', segmentIds: ['s7'] },
        { kind: 'unsupported', section: 'medications', path: 'medications.current.0', text: 'Metformin' },
        { kind: 'made-up', section: 'x', text: 'y', segmentIds: [] },
      ],
    })!;
    expect(n.evidence).toEqual([{ path: 'medications.current.0', segmentIds: ['s3'] }]);
    expect(n.flags.map((f) => f.kind)).toEqual(['omitted', 'unsupported']);
    expect(n.flags[1]!.segmentIds).toEqual([]);
  });

  it('accepts evidence stored as a map of path to segment ids', () => {
    const n = readLegacyReport({
      llmReportResponse: { patientReport: sections, evidence: { chiefComplaint: ['s1', 's2'] } },
    })!;
    expect(n.evidence).toEqual([{ path: 'chiefComplaint', segmentIds: ['s1', 's2'] }]);
  });

  it('reads flag sections leniently; a flag whose section fits none stands with the patient details', () => {
    expect(readFlagSection('Vital Signs')).toBeNull();
    expect(readFlagSection('vitals')).toBe('vitals');
    expect(readFlagSection('Past Medical History')).toBe('pastMedicalHistory');
    expect(readFlagSection('symptoms')).toBe('historyOfPresentIllness');
    expect(readFlagSection('anything', 'allergies.1')).toBe('allergies');
    expect(readFlagSection(42)).toBeNull();
    const n = readLegacyReport({
      patientReport: sections,
      flags: [
        { kind: 'omitted', section: 'symptoms', text: 'Fever', segmentIds: [] },
        { kind: 'omitted', section: 'Vital Signs', text: 'BP 150/90', segmentIds: [] },
      ],
    })!;
    expect(n.flags.map((f) => f.section)).toEqual(['historyOfPresentIllness', 'patientInfo']);
  });
});
