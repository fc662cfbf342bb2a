import { describe, expect, it } from 'vitest';
import { planMedication } from '../plan-medication.js';
import { factsFrom, flagsOf } from '../testing/said.js';

const current = (dialogue: string) =>
  factsFrom(dialogue).medications.map((m) => [m.value.name, m.value.dosage] as [string, string | null]);
const plan = (dialogue: string) => factsFrom(dialogue).planMedications.map((m) => planMedication(m.value));

describe('a dose is written as said', () => {
  it('reads thousands said as a word, and a dose put right at once', () => {
    expect(current('patient: i take vitamin d fifty thousand units on mondays')).toEqual([
      ['vitamin d', '50,000 units on mondays'],
    ]);
    const corrected = "Doctor: You're taking vitamin d, 5000 units weekly, or 50,000 units weekly, excuse me.";
    expect(current(corrected)).toEqual([['vitamin d', '50,000 units weekly']]);
  });

  it('keeps the decimals of a dose', () => {
    expect(current('patient: i take warfarin two point five milligrams daily')).toEqual([['warfarin', '2.5 mg daily']]);
    expect(current('patient: i take lorazepam point five milligrams at night')).toEqual([
      ['lorazepam', '0.5 mg at night'],
    ]);
  });

  it('reads a dose under one whose point speech left out, never as ten times the dose', () => {
    expect(current('patient: i take lorazepam 0 5 milligrams at night')).toEqual([['lorazepam', '0.5 mg at night']]);
    expect(current('patient: i take tamsulosin zero four milligrams at bedtime')).toEqual([
      ['tamsulosin', '0.4 mg at bedtime'],
    ]);
  });

  it('reads a unit said letter by letter', () => {
    expect(current('patient: i take atenolol twelve point five m g a day')).toEqual([['atenolol', '12.5 mg daily']]);
  });

  it("reads 'a thousand' as 1000, and fifty thousand units as 50,000", () => {
    expect(current('doctor: we have you on metformin a thousand milligrams twice a day')).toEqual([
      ['metformin', '1000 mg twice a day'],
    ]);
    expect(current('doctor: you take vitamin d fifty thousand units weekly')).toEqual([
      ['vitamin d', '50,000 units weekly'],
    ]);
  });

  it('reads a dose said before the drug with "of"', () => {
    expect(current("Doctor: You're on ten milligrams of amlodipine daily.")).toEqual([['amlodipine', '10 mg daily']]);
  });

  it('keeps the count of tablets taken at once with their strength, never one tablet alone', () => {
    expect(plan('doctor: so take two naproxen two hundred twenty milligrams twice a day')).toEqual([
      'start naproxen 2 x 220 mg twice a day',
    ]);
    expect(plan('doctor: i want you to start acetaminophen, two 500 mg tablets three times a day')).toEqual([
      'start acetaminophen 2 x 500 mg 3 times a day',
    ]);
    expect(current('patient: i take two ibuprofen 200 mg when my back hurts')).toEqual([
      ['ibuprofen', '2 x 200 mg as needed'],
    ]);
  });

  it('writes how often, said once for the drugs just named, with each of them', () => {
    const said =
      "doctor: i'd like you to take two naproxen 220 milligrams and two acetaminophen 500 milligram tablets and i want you to take that three times a day";
    expect(plan(said)).toEqual([
      'start naproxen 2 x 220 mg 3 times a day',
      'start acetaminophen 2 x 500 mg 3 times a day',
    ]);
    const apart = "doctor: continue your lisinopril 10 mg and we'll start metformin 500 mg, take that twice a day";
    expect(plan(apart)).toEqual(['continue lisinopril 10 mg', 'start metformin 500 mg twice a day']);
  });

  it('reads no count in a number that counts something else', () => {
    expect(plan('doctor: start naproxen 500 mg twice a day for 2 weeks')).toEqual([
      'start naproxen 500 mg twice a day for 2 weeks',
    ]);
    expect(plan('doctor: start albuterol two puffs every 4 hours as needed')).toEqual([
      'start albuterol 2 puffs every 4 hours as needed',
    ]);
  });

  it('writes a count of tablets the checker reads as said', () => {
    const d = 'doctor: take two naproxen two hundred twenty milligrams twice a day';
    const flags = flagsOf(d, (r) => {
      r.plan.medications = [{ name: 'naproxen', instructions: '2 x 220 mg twice a day', action: 'start' }];
    });
    expect(flags).toEqual([]);
  });
});

describe('a change for a time only', () => {
  it('is written with how long it lasts, never as lasting', () => {
    const d =
      "doctor: i'd like to increase your dose of lasix from twenty milligrams to sixty milligrams for the next four days";
    expect(plan(d)).toEqual(['increase lasix from 20 mg to 60 mg for 4 days']);
  });
});

describe('a dose said apart from the drug’s name is that drug’s', () => {
  it('reads the dose the clinician reads from the chart in the next clause of the turn', () => {
    const d = 'doctor: are you taking the atenolol i think we have you on 50 milligrams a day\npatient: yes';
    expect(current(d)).toEqual([['atenolol', '50 mg daily']]);
  });

  it('reads the reply to a question of how much as the dose taken, with the reply as evidence', () => {
    const d = 'doctor: how much sertraline do you take\npatient: 100 milligrams every morning';
    expect(current(d)).toEqual([['sertraline', '100 mg every morning']]);
    expect(factsFrom(d).medications[0]!.segmentIds).toEqual(['s1', 's2']);
    expect(current('doctor: what dose of metformin are you on\npatient: um 500 twice a day')).toEqual([
      ['metformin', '500 twice a day'],
    ]);
  });

  it('reads no dose from a reply that gives none, and lists no drug asked of the past', () => {
    const years = current("doctor: how much sertraline do you take\npatient: i've been on it 20 years");
    expect(years.map(([, dose]) => dose)).not.toContain('20');
    expect(current('doctor: how much naproxen did you take\npatient: 2 tablets')).toEqual([]);
  });
});
