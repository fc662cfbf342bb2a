import type { PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { flagsOf } from '../testing/said.js';
import { spelledOut } from './drug-shorthand.js';

const narrative = (text: string) => (r: PatientReport) => {
  r.historyOfPresentIllness.narrative = text;
};
const planned = (name: string, instructions: string) => (r: PatientReport) => {
  r.plan.medications = [{ name, instructions, action: null }];
};
const schedule = (reason?: string) =>
  expect.objectContaining(reason ? { claim: 'frequency', reason } : { claim: 'frequency' });

describe('a schedule written in prescription shorthand', () => {
  it('spells the shorthand out in words', () => {
    expect(spelledOut('atorvastatin 40 mg q am')).toBe('atorvastatin 40 mg every morning');
    expect(spelledOut('40 mg qpm, 5 mg qhs')).toBe('40 mg every evening, 5 mg at bedtime');
    expect(spelledOut('10 mg po od and 5 mg q.d.')).toBe('10 mg po daily and 5 mg daily');
    expect(spelledOut('500 mg x2 daily, 10 mg 3x/day')).toBe('500 mg twice a day, 10 mg three times a day');
    expect(spelledOut('400 mg q 6h prn')).toBe('400 mg every 6 hours prn');
    expect(spelledOut('500 mg q4-6h prn')).toBe('500 mg every 4 to 6 hours prn');
    expect(spelledOut('5 mg qod, 15 mg qwk')).toBe('5 mg every other day, 15 mg weekly');
    expect(spelledOut('10 mg AM and 20 mg in the pm'.toLowerCase())).toBe('10 mg morning and 20 mg in the evening');
    expect(spelledOut('i am fine')).toBe('i am fine');
    expect(spelledOut('40 mg po hs')).toBe('40 mg po at bedtime');
    // 'OD' with no dose before it is the right eye.
    expect(spelledOut('redness of the od')).toBe('redness of the od');
  });

  it('compares how often it says with what was said', () => {
    const talk = 'Patient: metformin 500 milligrams twice a day and lisinopril 10 milligrams once a day';
    expect(flagsOf(talk, narrative('Metformin 500 mg x2 daily and lisinopril 10 mg OD.'))).toEqual([]);
    expect(flagsOf(talk, narrative('Lisinopril 10 mg x2 daily.'))).toEqual([
      schedule('The consultation says lisinopril once a day, not twice a day'),
    ]);
    expect(flagsOf(talk, narrative('Metformin 500 mg qd.'))).toEqual([
      schedule('The consultation says metformin twice a day, not once a day'),
    ]);
  });

  it('reads every so many hours as how often, not how long', () => {
    const talk = 'Doctor: take ibuprofen 400 milligrams every four to six hours as needed';
    expect(flagsOf(talk, narrative('Ibuprofen 400 mg q 4-6 hours prn.'))).toEqual([]);
    expect(flagsOf(talk, narrative('Ibuprofen 400 mg q4-6h prn.'))).toEqual([]);
    expect(flagsOf(talk, narrative('Ibuprofen 400 mg q 8 hours prn.'))).toEqual([schedule()]);
  });
});

describe('a schedule said in Hindi', () => {
  it('is read as the same schedule said in English', () => {
    const talk = 'Patient: metformin 500 milligram din mein do baar aur methotrexate 15 milligram hafte mein ek baar';
    expect(flagsOf(talk, narrative('Metformin 500 mg twice daily and methotrexate 15 mg weekly.'))).toEqual([]);
    expect(flagsOf(talk, narrative('Metformin 500 mg three times a day.'))).toEqual([
      schedule('The consultation says metformin twice a day, not three times a day'),
    ]);
    expect(flagsOf(talk, narrative('Methotrexate 15 mg daily.'))).toEqual([
      schedule('The consultation says methotrexate once a week, not once a day'),
    ]);
    expect(
      flagsOf('Patient: amlodipine 5 milligram roz subah', narrative('Amlodipine 5 mg daily in the morning.')),
    ).toEqual([]);
  });
});

describe('the part of the day a medicine is taken at', () => {
  const bedtime = 'Patient: I take atorvastatin 40 milligrams at bedtime.';

  it('flags a morning dose of a medicine said to be taken at night', () => {
    expect(flagsOf(bedtime, planned('Atorvastatin', '40 mg qhs'))).toEqual([]);
    expect(flagsOf(bedtime, planned('Atorvastatin', '40 mg qPM'))).toEqual([]);
    expect(flagsOf(bedtime, planned('Atorvastatin', '40 mg q AM'))).toEqual([
      schedule('The consultation gives atorvastatin in the evening or at night, not in the morning'),
    ]);
    expect(flagsOf(bedtime, narrative('She takes atorvastatin 40 mg every morning.'))).toEqual([schedule()]);
    expect(flagsOf(bedtime, narrative('Atorvastatin 40 mg in the AM.'))).toEqual([schedule()]);
    expect(flagsOf('Patient: lisinopril 10 milligrams every morning', narrative('Lisinopril 10 mg HS.'))).toEqual([
      schedule(),
    ]);
  });

  it('reads the part of the day in code-mixed speech and in a reply', () => {
    expect(
      flagsOf('Patient: thyronorm 50 mcg subah khaali pet leta hoon', narrative('Levothyroxine 50 mcg qhs.')),
    ).toEqual([schedule()]);
    expect(
      flagsOf(
        'Doctor: when do you take the amlodipine\nPatient: at night after dinner',
        narrative('Amlodipine in the morning.'),
      ),
    ).toEqual([schedule()]);
  });

  it("a time of a day's events is no schedule", () => {
    expect(
      flagsOf(
        'Patient: I took my tylenol this morning for the headache.',
        narrative('She takes Tylenol at night as needed.'),
      ),
    ).toEqual([]);
  });
});
