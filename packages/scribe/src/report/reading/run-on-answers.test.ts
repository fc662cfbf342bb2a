import type { PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { flagsOf } from '../testing/said.js';
import { runOnAnswers } from './run-on-answers.js';

const symptoms =
  (...names: string[]) =>
  (r: PatientReport) => {
    r.historyOfPresentIllness.associatedSymptoms = names;
  };

const said = (talk: string) =>
  talk.split('\n').map((line) => ({ role: line.split(': ')[0]!, text: line.split(': ')[1]! }));

describe("a patient's 'no' run into the end of the clinician's questions", () => {
  const talk =
    'Doctor: okay any fever or chills or anything like that do you get up at night to pee no\n' +
    'Patient: yeah three or four times a night';

  it('is read as the answer to the questions before the last; the yes answers the last', () => {
    expect(runOnAnswers(said(talk)).map((s) => `${s.role}: ${s.text}`)).toEqual([
      'Doctor: okay any fever or chills or anything like that',
      'Patient: no',
      'Doctor: do you get up at night to pee',
      'Patient: yeah three or four times a night',
    ]);
  });

  it('the checker flags a fever written as present', () => {
    expect(flagsOf(talk, symptoms('Fever'))).toEqual([
      expect.objectContaining({ claim: 'negation', reason: 'Patient denied fever' }),
    ]);
  });

  it('a single question ending in no, or a reply that is no yes, is left as heard', () => {
    const one = said('Doctor: any fever or chills no\nPatient: yeah a little');
    expect(runOnAnswers(one)).toEqual(one);
    const notYes = said('Doctor: any fever do you get up at night to pee no\nPatient: i sleep through');
    expect(runOnAnswers(notYes)).toEqual(notYes);
  });
});
