import type { PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { flagsOf } from '../testing/said.js';

const ordered =
  (...tests: string[]) =>
  (r: PatientReport) => {
    r.plan.investigations = tests;
  };
const wrong = [expect.objectContaining({ claim: 'test' })];

describe('a test written of a part', () => {
  it('must be of a part the consultation talks of it with', () => {
    const talk =
      'Doctor: if the swelling gets worse we may need a cat scan or an mri of that knee\nDoctor: aur chest mein dard ho toh batana';
    expect(flagsOf(talk, ordered('MRI of the knee'))).toEqual([]);
    expect(flagsOf(talk, ordered('CT scan of the chest'))).toEqual(wrong);
    expect(flagsOf(talk, ordered('CT scan'))).toEqual([]);
  });

  it('takes one region under its names, and says nothing where the talk names no part', () => {
    const lungs = 'Doctor: i want to get a ct to look at your lungs';
    expect(flagsOf(lungs, ordered('CT chest'))).toEqual([]);
    expect(
      flagsOf('Doctor: we will get an x-ray today to see what is going on', ordered('X-ray of the wrist')),
    ).toEqual([]);
    expect(flagsOf('Doctor: lets get an x-ray of your kneecap', ordered('Knee X-ray'))).toEqual([]);
  });
});
