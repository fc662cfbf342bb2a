import { describe, expect, it } from 'vitest';
import { normalizeReport } from './normalize';
import { sampleReport } from './sample-report';

const sections = {
  chiefComplaint: 'Cough for 3 days',
  medications: { current: [{ name: 'Metformin', dosage: '500 mg', indication: 'Diabetes' }] },
};

describe('normalizeReport — accepted report wrappers', () => {
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
    const n = normalizeReport(payload);
    expect(n?.report.chiefComplaint).toBe('Cough for 3 days');
    expect(n?.report.medications.current).toEqual([{ name: 'Metformin', dosage: '500 mg', indication: 'Diabetes' }]);
  });

  it.each([
    ['an object without report sections', { hello: 'world' }],
    ['a null patientReport', { patientReport: null }],
    ['an empty array', []],
    ['a number', 42],
    ['a string', 'report'],
    ['data without sections', { data: { items: [] } }],
  ])('finds no report in %s', (_name, payload) => {
    expect(normalizeReport(payload)).toBeNull();
  });

  it('fills every missing section with its fallback value', () => {
    const n = normalizeReport({ patientReport: {} })!;
    expect(n.report.chiefComplaint).toBeNull();
    expect(n.report.assessment).toEqual([]);
    expect(n.report.physicalExam.vitals).toEqual({
      bloodPressure: null,
      heartRate: null,
      temperature: null,
      respiratoryRate: null,
      weight: null,
    });
    expect(n.report.plan.followUp).toEqual({ timeline: null, notes: null });
    expect(n.report.familyHistory).toEqual([]);
    expect(n.evidence).toEqual([]);
    expect(n.flags).toEqual([]);
  });

  it('ignores wrong types instead of failing', () => {
    const n = normalizeReport({
      patientReport: {
        chiefComplaint: { nested: true },
        assessment: [42, null, { certainty: 'possible' }, { diagnosis: 'Asthma', certainty: 7 }],
        allergies: 'Peanuts',
        familyHistory: { mother: 'Asthma', father: 12 },
        physicalExam: { vitals: { heartRate: 72, bloodPressure: ['120/80'] } },
        plan: { followUp: '1 week', investigations: 'Chest X-ray' },
      },
    })!;
    expect(n.report.chiefComplaint).toBeNull();
    expect(n.report.assessment).toEqual([{ diagnosis: 'Asthma', certainty: null, rationale: null }]);
    expect(n.report.allergies).toEqual([{ substance: 'Peanuts', reaction: null }]);
    expect(n.report.familyHistory).toEqual([
      ['mother', ['Asthma']],
      ['father', []],
    ]);
    expect(n.report.physicalExam.vitals.heartRate).toBe('72');
    expect(n.report.physicalExam.vitals.bloodPressure).toBeNull();
    expect(n.report.plan.followUp.timeline).toBe('1 week');
    expect(n.report.plan.investigations).toEqual(['Chest X-ray']);
  });

  it('reads plan medicines with their action, old ones without it as new, and referrals when stored', () => {
    const old = normalizeReport({
      patientReport: { plan: { medications: [{ name: 'Aspirin', instructions: '75 mg daily' }] } },
    })!;
    expect(old.report.plan.medications).toEqual([{ name: 'Aspirin', instructions: '75 mg daily', action: null }]);
    expect(old.report.plan.referrals).toEqual([]);
    const now = normalizeReport({
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
    expect(now.report.plan.referrals).toEqual(['Cardiology']);
    expect(now.report.plan.medications.map((m) => m.action)).toEqual(['stop', 'change', null]);
  });

  it('picks up evidence and flags stored beside patientReport, dropping malformed ones', () => {
    const n = normalizeReport({
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
  });

  it('accepts evidence stored as a map of path to segment ids', () => {
    const n = normalizeReport({
      llmReportResponse: { patientReport: sections, evidence: { chiefComplaint: ['s1', 's2'] } },
    })!;
    expect(n.evidence).toEqual([{ path: 'chiefComplaint', segmentIds: ['s1', 's2'] }]);
  });

  it('reads the built-in sample report completely', () => {
    const n = normalizeReport(sampleReport)!;
    expect(n.report.assessment).toHaveLength(2);
    expect(n.report.socialHistory).toContainEqual(['occupation', 'Software engineer']);
    expect(n.report.socialHistory.map(([k]) => k)).not.toContain('substances');
  });
});
