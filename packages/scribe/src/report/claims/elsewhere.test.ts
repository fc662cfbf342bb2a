import type { PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { flagsOf } from '../testing/said.js';

const associated =
  (...items: string[]) =>
  (r: PatientReport) => {
    r.historyOfPresentIllness.associatedSymptoms = items;
  };
const denied = [expect.objectContaining({ claim: 'negation' })];

describe('a question whether a symptom is anywhere else', () => {
  it('takes nothing as given: a no denies it', () => {
    const talk =
      'Patient: my feet have gone numb since monday\nDoctor: what about this weakness or the numbness anywhere else apart from your feet\nPatient: no just the feet';
    expect(flagsOf(talk, associated('weakness'))).toEqual(denied);
    expect(flagsOf(talk, associated('numbness'))).toEqual([]);
  });

  it('a symptom asked about as given elsewhere in the talk stays given', () => {
    const talk =
      'Patient: haan mere pair mein weakness hai\nDoctor: is this weakness getting worse\nPatient: no about the same';
    expect(flagsOf(talk, associated('weakness'))).toEqual([]);
  });
});
