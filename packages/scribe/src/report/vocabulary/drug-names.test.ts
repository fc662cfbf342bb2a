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

describe('a combination inhaler named by its brand', () => {
  it('is read as a medicine started, with its puffs', () => {
    const d = "doctor: we're going to put you on an inhaler called combivent, two puffs twice a day";
    const plan = factsFrom(d).planMedications.map((m) => [m.value.name, m.value.instructions, m.value.action]);
    expect(plan).toEqual([['combivent', '2 puffs twice a day', 'start']]);
  });
});
