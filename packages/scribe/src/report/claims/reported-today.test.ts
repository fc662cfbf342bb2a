import type { PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { flagsOf } from '../testing/said.js';

const narrative = (text: string) => (r: PatientReport) => {
  r.historyOfPresentIllness.narrative = text;
};
const notToday = [expect.objectContaining({ kind: 'unsupported', claim: 'symptom' })];

describe('a history sentence that has the patient report, today, a symptom told only of an earlier episode', () => {
  const then =
    'Doctor: what happened last month\n' +
    'Patient: my legs were all swollen and i could not catch my breath so they took me to the emergency room\n' +
    'Doctor: and how are you now\nPatient: much better, the water pill helped';

  it('is flagged: the symptom was had then, not said to go on today', () => {
    expect(flagsOf(then, narrative('The patient also reports shortness of breath.'))).toEqual(notToday);
  });

  it('one the history tells of that episode is not', () => {
    expect(flagsOf(then, narrative('Last month the patient had shortness of breath and leg swelling.'))).toEqual([]);
  });
});
