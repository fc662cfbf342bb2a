import type { PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { flagsOf } from '../testing/said.js';

const narrative = (text: string) => (r: PatientReport) => {
  r.historyOfPresentIllness.narrative = text;
};
const associated = (name: string) => (r: PatientReport) => {
  r.historyOfPresentIllness.associatedSymptoms = [name];
};

// The clinician names a symptom in an explanation; the patient never says they have it.
const asked =
  'Doctor: what brings you in today\nPatient: my knee has been hurting for a week\n' +
  'Doctor: the x-ray shows some arthritis which is common with back pain\nPatient: okay';

describe('a symptom only the clinician named, never said by the patient to go on', () => {
  it('is flagged where the history says the patient reports it', () => {
    expect(flagsOf(asked, narrative('The patient also reports back pain.'))).toEqual([
      expect.objectContaining({
        kind: 'unsupported',
        claim: 'symptom',
        reason: 'Back pain was named only by the clinician, not reported by the patient',
      }),
    ]);
  });

  it('and where it is listed among the symptoms of the illness', () => {
    expect(flagsOf(asked, associated('back pain'))).toEqual([
      expect.objectContaining({ reason: 'Back pain was named only by the clinician, not reported by the patient' }),
    ]);
  });

  it('is not flagged once the patient says it goes on', () => {
    const told = `${asked}\nDoctor: do you get back pain\nPatient: yeah my back aches every morning`;
    expect(flagsOf(told, narrative('The patient also reports back pain.'))).toEqual([]);
  });

  it('nor when the clinician finds it on examination', () => {
    const found = `${asked}\nDoctor: on exam you have some swelling of the knee\nPatient: okay`;
    expect(flagsOf(found, associated('swelling'))).toEqual([]);
  });

  it('nor when the clinician recaps what brings the patient in', () => {
    const recap =
      "Doctor: i understand you're here for some pain in your wrist\nPatient: right it has been bothering me for a few months";
    expect(flagsOf(recap, narrative('The patient reports wrist pain.'))).toEqual([]);
  });
});
