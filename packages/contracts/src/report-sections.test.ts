import { describe, expect, it } from 'vitest';
import { REPORT_SECTIONS, ReportFlagSchema, sectionOfPath } from './report.js';

describe('report sections', () => {
  it('places every report path in its section, vitals apart from the rest of the examination', () => {
    expect(sectionOfPath('physicalExam.vitals.heartRate')).toBe('vitals');
    expect(sectionOfPath('physicalExam.cardiovascular')).toBe('physicalExam');
    expect(sectionOfPath('plan.followUp.timeline')).toBe('plan');
    expect(sectionOfPath('medications.current.0')).toBe('medications');
    expect(sectionOfPath('historyOfPresentIllness.associatedSymptoms.2')).toBe('historyOfPresentIllness');
    expect(sectionOfPath('metadata.engine')).toBeNull();
    expect(sectionOfPath('planets')).toBeNull();
  });

  it('refuses sections outside the vocabulary in the contract', () => {
    expect(
      ReportFlagSchema.safeParse({ kind: 'omitted', section: 'symptoms', text: 'cough', segmentIds: [] }).success,
    ).toBe(false);
    for (const section of REPORT_SECTIONS) {
      expect(ReportFlagSchema.safeParse({ kind: 'omitted', section, text: 'x', segmentIds: [] }).success).toBe(true);
    }
  });
});
