import { describe, expect, it } from 'vitest';
import { planMedication } from '../plan-medication.js';
import { factsFrom } from '../testing/said.js';

const current = (dialogue: string) =>
  factsFrom(dialogue).medications.map((m) => [m.value.name, m.value.dosage] as [string, string | null]);
const plan = (dialogue: string) => factsFrom(dialogue).planMedications.map((m) => planMedication(m.value));

describe('a part of a tablet taken is written with the tablet’s strength, never the strength alone', () => {
  it.each([
    ["patient: the metoprolol i only take half a pill, it's the 50 milligram one", '50 mg, half a tablet'],
    ['patient: i take half of the 10 mg amlodipine', '10 mg, half a tablet'],
    ['patient: i take a quarter of a tablet of warfarin 5 mg', '5 mg, a quarter of a tablet'],
    ['patient: i split them in half, the metoprolol 50 mg twice a day', '50 mg, half a tablet twice a day'],
  ])('%j', (said, dose) => {
    expect(current(said).map(([, d]) => d)).toEqual([dose]);
  });

  it('writes the part of a tablet the clinician orders with the strength', () => {
    expect(plan('doctor: take half a tablet of metoprolol 25 mg twice a day')).toEqual([
      'start metoprolol 25 mg, half a tablet twice a day',
    ]);
  });

  it('gives the part to the drug it is said of, and reads a number with a half as a number', () => {
    expect(current('patient: i take lisinopril 10 mg and half a tablet of metformin 500 mg')).toEqual([
      ['lisinopril', '10 mg'],
      ['metformin', '500 mg, half a tablet'],
    ]);
    expect(current('patient: i take warfarin two and a half milligram pills')).toEqual([['warfarin', '2.5 mg']]);
    expect(current("patient: i take lisinopril 20 mg daily, i've been on it for half a year")).toEqual([
      ['lisinopril', '20 mg daily'],
    ]);
  });
});
