import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

const tests = (dialogue: string) => facts(dialogue).investigations.map((t) => t.value);
const followUp = (dialogue: string) => facts(dialogue).followUp?.value ?? null;

describe('a laboratory value to be checked again', () => {
  it('writes a recheck of a value as a test with its time, not as a visit', () => {
    const said = "Doctor: um since we bumped up the lisinopril we'll recheck your potassium in two weeks";
    expect(tests(said)).toEqual(['Repeat potassium in 2 weeks']);
    expect(followUp(said)).toBeNull();
  });

  it('keeps a recheck of the patient a visit', () => {
    const said = 'Doctor: okay so i wanna recheck you in about two weeks';
    expect(followUp(said)).toBe('in 2 weeks');
    expect(tests(said)).toEqual([]);
  });

  it('writes a value the clinician wants checked', () => {
    expect(tests("Doctor: it's been a while so uh we should check your liver enzymes today")).toEqual([
      'Liver function tests',
    ]);
    expect(tests("Doctor: i'm gonna get a thyroid level on you")).toEqual(['Thyroid function tests']);
  });

  it('does not write a supplement given as a test of its value', () => {
    expect(tests("Doctor: your levels were a bit low so let's get you some potassium supplements")).toEqual([]);
  });

  it('writes the tests for inflammation and autoimmunity behind a flaring joint by their names', () => {
    for (const said of [
      'Doctor: i also wanna go ahead and just order an autoimmune panel okay and a sed rate and a crp',
      'Doctor: I also want to order an autoimmune panel, a sed rate and a CRP.',
    ]) {
      expect(tests(said)).toEqual(['Autoimmune panel', 'ESR', 'CRP']);
    }
  });
});
