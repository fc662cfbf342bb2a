import { describe, expect, it } from 'vitest';
import { factsFrom, flagsOf } from '../testing/said.js';

// A brand the patient names; the note writes the generic.
const said = 'Doctor: What do you take for the heart?\nPatient: Coreg 25 milligrams twice a day and Bumex 1 mg daily.';
const current = (dialogue: string) => factsFrom(dialogue).medications.map((m) => m.value.name);
const noting = (name: string, dosage: string) =>
  flagsOf(said, (r) => {
    r.medications.current = [{ name, dosage, indication: null }];
  });

describe('one brand-name vocabulary for the writer and the checker', () => {
  it('reads a brand said as the medicine taken, and its generic written at that dose as said', () => {
    expect(current(said)).toEqual(expect.arrayContaining(['coreg', 'bumex']));
    expect(noting('Carvedilol', '25 mg twice a day')).toEqual([]);
    expect(noting('Bumetanide', '1 mg daily')).toEqual([]);
  });

  it('flags the generic written at a dose other than the brand said', () => {
    expect(noting('Carvedilol', '12.5 mg twice a day')).toEqual([expect.objectContaining({ claim: 'dose' })]);
    expect(noting('Bumetanide', '2 mg daily')).toEqual([expect.objectContaining({ claim: 'dose' })]);
  });
});
