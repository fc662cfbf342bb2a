import type { PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { dosesIn } from './dose-roles.js';
import { flagsOf } from '../testing/said.js';

const narrative = (text: string) => (r: PatientReport) => {
  r.historyOfPresentIllness.narrative = text;
};
const change =
  'Doctor: You are on Prozac 20 milligrams a day. We will increase it from 20 milligrams to 40 milligrams, one tablet once a day.';

describe('doses bound to their medicine and their role in a change', () => {
  it('reads where a change starts and where it goes, unit or not', () => {
    expect(dosesIn('we lowered it from 25 mg to 20 but then went to 22.5')).toEqual([
      { dose: '25', index: 19, role: 'from' },
      { dose: '20', index: 28, role: 'to' },
      { dose: '22.5', index: 48, role: 'to' },
    ]);
    expect(dosesIn('about 20 or 25 mg a week, walking up to 10 blocks').map((d) => d.dose)).toEqual(['20', '25']);
    expect(dosesIn('triglycerides as high as 265 mg/dl, 265 milligrams per deciliter')).toEqual([]);
  });

  it('flags a change written the other way round', () => {
    expect(
      flagsOf(change, (r) => {
        r.plan.medications = [{ name: 'Prozac', instructions: 'increase to 40 mg once daily', action: 'change' }];
      }),
    ).toEqual([]);
    expect(
      flagsOf(change, (r) => {
        r.plan.medications = [{ name: 'Increase Prozac', instructions: 'to 20 mg once daily', action: null }];
      }),
    ).toEqual([
      expect.objectContaining({ claim: 'dose', reason: 'The consultation changes fluoxetine to 40 mg, not 20' }),
    ]);
    expect(flagsOf(change, narrative('Prozac will be increased from 40 mg to 40 mg.'))).toEqual([
      expect.objectContaining({ claim: 'dose' }),
    ]);
  });

  it('a sentence that gives a dose and names no medicine is about the medicine just named', () => {
    const talk = 'Patient: I take methotrexate, about 20 or 25 mg a week. Last year we lowered it from 25 mg to 20.';
    expect(
      flagsOf(talk, narrative('She takes methotrexate weekly. Her dosage was decreased from 25 mg to 20 mg.')),
    ).toEqual([]);
    expect(
      flagsOf(talk, narrative('She takes methotrexate weekly. Her dosage was decreased from 25 mg to 15 mg.')),
    ).toEqual([expect.objectContaining({ claim: 'dose', text: 'Her dosage was decreased from 25 mg to 15 mg.' })]);
  });

  it('a dose before a joining word is not the next medicine\'s: "Prozac 20 mg and aspirin"', () => {
    const talk = 'Patient: I take Prozac 20 milligrams and an aspirin 325 milligrams every day.';
    expect(flagsOf(talk, narrative('She takes Prozac 20 mg and aspirin.'))).toEqual([]);
    expect(flagsOf(talk, narrative('She takes Prozac and 20 mg aspirin.'))).toEqual([
      expect.objectContaining({ reason: '20 mg was said for fluoxetine, not aspirin' }),
    ]);
  });

  it('reads a round thousand said with a space ("1 000 milligrams") as the one number, as the writer does', () => {
    const talk = "doctor: i'd like to increase your metformin to 1 000 milligrams twice a day";
    expect(flagsOf(talk, narrative('Increase metformin to 1000 mg twice daily.'))).toEqual([]);
  });

  it('reads a baby aspirin as 81 mg and "daily" as the schedule nobody said', () => {
    const talk = 'Patient: I take a baby aspirin and metformin 500 milligrams.';
    expect(flagsOf(talk, narrative('He takes aspirin 81 mg daily and metformin 500 mg daily.'))).toEqual([]);
    expect(flagsOf(talk, narrative('He takes metformin 500 mg three times a day.'))).toEqual([
      expect.objectContaining({ claim: 'frequency' }),
    ]);
    expect(flagsOf(talk, narrative('He takes aspirin 325 mg.'))).toEqual([expect.objectContaining({ claim: 'dose' })]);
  });

  it('a temperature split by the recogniser or cut short is the same value: 98. 7, 98.7, 98', () => {
    const talk = 'Doctor: So your vital signs, your temperature is 98. 7 and your heart rate is 72.';
    expect(
      flagsOf(talk, (r) => {
        r.physicalExam.vitals.temperature = '98.7 F';
      }),
    ).toEqual([]);
    expect(
      flagsOf(talk, (r) => {
        r.physicalExam.vitals.temperature = '98 F';
      }),
    ).toEqual([]);
    expect(
      flagsOf(talk, (r) => {
        r.physicalExam.vitals.temperature = '99.7 F';
      }),
    ).toEqual([expect.objectContaining({ claim: 'vital' })]);
  });

  it('"the dose" a few turns after a medicine is that medicine\'s', () => {
    const talk =
      'Doctor: How is the methotrexate?\nPatient: Fine.\nDoctor: And the dose, we went to 22.5 mg last time, right?\nPatient: Yes.';
    expect(flagsOf(talk, narrative('Methotrexate was increased to 22.5 mg.'))).toEqual([]);
    expect(flagsOf(talk, narrative('Methotrexate was increased to 25 mg.'))).toEqual([
      expect.objectContaining({ claim: 'dose' }),
    ]);
  });

  it('"No drug allergies" says no allergy', () => {
    const talk = 'Doctor: Are you allergic to any medications?\nPatient: No, I am not allergic to any drugs.';
    expect(
      flagsOf(talk, (r) => {
        r.allergies = [{ substance: 'No drug allergies', reaction: null }];
      }),
    ).toEqual([]);
    expect(
      flagsOf(talk, (r) => {
        r.allergies = [{ substance: 'Penicillin', reaction: null }];
      }),
    ).toEqual([expect.objectContaining({ claim: 'allergy' })]);
  });

  it('"i\'m at 140 now" gives the dose a change starts from, unit or not', () => {
    expect(
      dosesIn("what about increasing my testosterone to 175 milligrams? i'm at 140 now").map((d) => [d.dose, d.role]),
    ).toEqual([
      ['175', 'to'],
      ['140', 'from'],
    ]);
    const talk = "Patient: okay, what about increasing my testosterone to 175 milligrams? i'm at 140 now.";
    expect(
      flagsOf(talk, (r) => {
        r.medications.current = [{ name: 'Testosterone cypionate', dosage: '140 mg', indication: null }];
      }),
    ).toEqual([]);
    expect(flagsOf(talk, narrative('He requested an increase of his testosterone from 175 mg to 175 mg.'))).toEqual([
      expect.objectContaining({ claim: 'dose' }),
    ]);
  });

  it("a dose put right a turn later is the medicine's, and a number glued to its name is no dose", () => {
    const corrected =
      'Doctor: so you take vitamin d3 fifty thousand units on sundays\nPatient: mm-hmm\nDoctor: excuse me five thousand units';
    expect(flagsOf(corrected, narrative('He takes vitamin D 5000 units on Sundays.'))).toEqual([]);
    const mistaken =
      'Patient: i take lisinopril twenty milligrams\nDoctor: twenty\nPatient: sorry i mean ten milligrams';
    expect(flagsOf(mistaken, narrative('He takes lisinopril 10 mg.'))).toEqual([]);
    const glued = 'Patient: i take vitamin d3 two thousand units a day';
    expect(flagsOf(glued, narrative('He takes vitamin D 3 mg daily.'))).toEqual([
      expect.objectContaining({ claim: 'dose' }),
    ]);
  });
});
