import type { PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { flagsOf } from '../testing/said.js';

const narrative = (text: string) => (r: PatientReport) => {
  r.historyOfPresentIllness.narrative = text;
};

const talk =
  'Doctor: what brings you in today\nPatient: my knee has been hurting for a week\n' +
  "Doctor: has it affected your sleep\nPatient: yes it's been affecting my sleep, i wake up when i turn";

describe('a symptom the history says the patient reports, never mentioned in the consultation', () => {
  it('is flagged as not mentioned, as in a list of symptoms', () => {
    expect(flagsOf(talk, narrative('The patient also reports headache.'))).toEqual([
      expect.objectContaining({
        kind: 'unsupported',
        claim: 'symptom',
        reason: 'Headache was not mentioned in the consultation',
      }),
    ]);
  });

  it('one the talk tells in other words is not: difficulty sleeping after "it has been affecting my sleep"', () => {
    expect(flagsOf(talk, narrative('The patient also reports difficulty sleeping.'))).toEqual([]);
    expect(flagsOf(talk, narrative('The patient reports knee pain.'))).toEqual([]);
  });
});
