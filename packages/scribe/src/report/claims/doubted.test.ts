import type { PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { flagsOf } from '../testing/said.js';

const review = (findings: string) => (r: PatientReport) => {
  r.reviewOfSystems = [{ system: 'Neurological', findings }];
};
const narrative = (text: string) => (r: PatientReport) => {
  r.historyOfPresentIllness.narrative = text;
};
const visit = 'Doctor: what brings you in today\nPatient: my knee has been hurting for a month\n';

describe('a symptom the patient named only with doubt, written as had today', () => {
  it('is flagged where the note endorses it', () => {
    const said = `${visit}Doctor: any dizziness\nPatient: maybe a little dizzy once`;
    const flags = flagsOf(said, review('Endorses dizziness.'));
    expect(flags.map((f) => f.reason)).toEqual([expect.stringContaining('named only with doubt')]);
  });

  it('is flagged where the note reports a reaction got at times from certain things as a symptom', () => {
    const said = `${visit}Patient: i sometimes get a rash from certain laundry soaps`;
    expect(flagsOf(said, narrative('She reports rash.')).map((f) => f.reason)).toEqual([
      expect.stringContaining('named only with doubt'),
    ]);
  });

  it.each([
    "Patient: i don't think i had a fever",
    "Patient: could have been a fever i didn't check",
    'Patient: i might have had a fever one night',
  ])('is flagged where the note endorses a symptom said with doubt in speech: %j', (doubt) => {
    expect(flagsOf(`${visit}Doctor: any fever\n${doubt}`, review('Endorses fever.')).map((f) => f.reason)).toEqual([
      expect.stringContaining('named only with doubt'),
    ]);
  });

  it('is not flagged where the note offers it as possible, or the patient also names it plainly', () => {
    const unsure = `${visit}Doctor: any fever\nPatient: i'm not sure if it was a fever`;
    expect(flagsOf(unsure, narrative('Possible fever; the patient is not sure.'))).toEqual([]);
    const might = `${visit}Patient: i'm back on my pills because i think i might be depressed`;
    expect(flagsOf(might, narrative('She is back on her pills as she thinks she may be depressed.'))).toEqual([]);
    const plain = `${visit}Patient: maybe a little dizzy once\nDoctor: okay\nPatient: actually i've been dizzy every morning`;
    expect(flagsOf(plain, review('Endorses dizziness.'))).toEqual([]);
  });
});
