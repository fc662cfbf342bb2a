import { describe, expect, it } from 'vitest';
import { factsFrom } from '../testing/said.js';

const current = (dialogue: string) =>
  factsFrom(dialogue).medications.map((m) => [m.value.name, m.value.dosage] as [string, string | null]);

describe('a medicine taken only for an occasion is listed with the occasion', () => {
  it.each([
    ['patient: i take amoxicillin before dental work', ['amoxicillin', 'before dental procedures']],
    [
      'patient: i take amoxicillin 2 grams before going to the dentist',
      ['amoxicillin', '2 grams before dental procedures'],
    ],
    ['patient: i use albuterol 2 puffs before exercise', ['albuterol', '2 puffs before exercise']],
    ['patient: i take sildenafil 50 mg prior to intercourse', ['sildenafil', '50 mg before sexual activity']],
  ])('%j', (said, listed) => {
    expect(current(said)).toEqual([listed]);
  });

  it('lists a drug the clinician reads out with its occasion and the patient confirms', () => {
    const d = "doctor: and then you take clindamycin prior to dental procedures, correct?\npatient: yeah that's right";
    expect(current(d)).toEqual([['clindamycin', 'before dental procedures']]);
  });
});

describe('a drug taken at two doses by the day is written with both and their days, never one alone', () => {
  it.each([
    [
      'patient: i take warfarin 5 mg on mondays and fridays and 2.5 mg the other days',
      '5 mg on mondays and fridays and 2.5 mg on other days',
    ],
    // The second dose said without its unit, and a thousand written with its comma.
    [
      'patient: i take vitamin d 50,000 units on sundays and 2,000 the other days',
      '50,000 units on sundays and 2000 units on other days',
    ],
    [
      'patient: i take vitamin d 50000 units every sunday and then 1000 the rest of the week',
      '50,000 units on sundays and 1000 units on other days',
    ],
    [
      'patient: i take vitamin d 50,000 units on sundays and 2000s on the other six days',
      '50,000 units on sundays and 2000 units on other days',
    ],
    [
      'patient: and tadalafil, on the days i work out i take 5 milligrams, otherwise i take two and a half milligram pills',
      '5 mg on workout days and 2.5 mg on other days',
    ],
  ])('%j', (said, dose) => {
    expect(current(said).map(([, written]) => written)).toEqual([dose]);
  });

  it.each([
    // Which days each dose is taken is not said: neither dose is the drug's.
    'patient: i take warfarin 5 mg some days and 2.5 mg other times',
  ])('%j is written without a dose', (said) => {
    expect(current(said).map(([, dose]) => dose)).toEqual([null]);
  });

  it('keeps the dose of each drug of a list, and the new dose of a change', () => {
    expect(current('patient: i take lisinopril 10 mg daily and metformin 500 mg twice a day')).toEqual([
      ['lisinopril', '10 mg daily'],
      ['metformin', '500 mg twice a day'],
    ]);
  });
});
