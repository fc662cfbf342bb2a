import { describe, expect, it } from 'vitest';
import { flagsOf } from '../testing/said.js';
import { ageInReply, agesSaid } from './ages.js';

const patientAges = (text: string, role = 'Doctor') =>
  agesSaid(text, role)
    .filter((a) => a.patient)
    .map((a) => a.years);
const otherAges = (text: string, role = 'Doctor') =>
  agesSaid(text, role)
    .filter((a) => !a.patient)
    .map((a) => a.years);

describe('ages said, read once for the writer and the checker', () => {
  it("reads the patient's age with its unit, or after words that give one", () => {
    expect(patientAges("i'm 35 years old", 'Patient')).toEqual([35]);
    expect(patientAges("i'm 55, so the knees are not what they were", 'Patient')).toEqual([55]);
    expect(agesSaid('this is a 39-year-old female with a cough', 'Doctor')).toEqual([
      { years: 39, sex: 'female', patient: true },
    ]);
  });

  it('reads no age from a number that is not one', () => {
    // 'i'm 1 of those' and 'he's 6 foot' give a number, not an age: a note's age of 1 or 6 is not supported by them.
    expect(agesSaid("i'm 1 of those people who never get sick", 'Patient')).toEqual([]);
    expect(agesSaid("he's 6 foot tall", 'Doctor')).toEqual([]);
    expect(agesSaid("i'm 5, and", 'Patient')).toEqual([]);
  });

  it("keeps someone else's age and an age then as said, but not the patient's", () => {
    expect(otherAges('my mother is 80 years old', 'Patient')).toEqual([80]);
    expect(otherAges('when i was 12 years old i broke my arm', 'Patient')).toEqual([12]);
    expect(otherAges("i'm 40 and he is my father", 'Other')).toEqual([40]);
    expect(patientAges('my mother is 80 years old', 'Patient')).toEqual([]);
  });

  it("reads a bare number as an age only in the reply to 'how old are you?', and not a span", () => {
    expect(ageInReply("um i'm about 35")).toBe(35);
    expect(ageInReply('42')).toBe(42);
    expect(ageInReply('2 weeks')).toBeNull();
    // A year and a half is not 1.
    expect(ageInReply("she's 1 and a half")).toBeNull();
  });

  it('lets the checker catch an age written from a number that was no age', () => {
    const dialogue = "Patient: i'm 35 years old.\nPatient: i'm 1 of those people who never get sick.";
    expect(flagsOf(dialogue, (r) => (r.patientInfo.age = '1')).map((f) => f.claim)).toEqual(['age']);
    expect(flagsOf(dialogue, (r) => (r.patientInfo.age = '35'))).toEqual([]);
  });
});
