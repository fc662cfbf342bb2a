import { describe, expect, it } from 'vitest';
import { planMedication } from '../plan-medication.js';
import { factsFrom } from '../testing/said.js';

const plan = (dialogue: string) => factsFrom(dialogue).planMedications.map((m) => planMedication(m.value));
const current = (dialogue: string) => factsFrom(dialogue).medications.map((m) => m.value.name);
const held = (dialogue: string) => factsFrom(dialogue).held.map((h) => [h.value.section, h.value.text]);

describe('a medicine the clinician considers is an option, neither taken nor started', () => {
  it.each([
    'doctor: if the pain gets worse we could try gabapentin',
    "doctor: if it doesn't get better we might consider gabapentin",
    "Doctor: If it doesn't get better, we could try gabapentin.",
    'doctor: if it does n t get better we might try gabapentin',
    'doctor: i would consider gabapentin',
    'doctor: we might try gabapentin',
  ])('offers it for the plan as what may be started: %j', (d) => {
    expect(plan(d)).toEqual([]);
    expect(current(d)).toEqual([]);
    expect(held(d)).toContainEqual(['plan', 'May start gabapentin.']);
  });

  it('keeps the dose of an option offered', () => {
    const d = 'doctor: we might consider gabapentin 300 mg at night';
    expect(held(d)).toContainEqual(['plan', 'May start gabapentin 300 mg at night.']);
  });

  it('still writes a start the clinician decides on', () => {
    expect(plan("doctor: we'll try gabapentin 300 mg at night")).toEqual(['start gabapentin 300 mg at night']);
  });
});

describe('a medicine told after another is stopped is started', () => {
  it('writes the drug to take in place of the stopped one as started, not as taken', () => {
    for (const d of [
      'doctor: stop the ibuprofen and take tylenol instead',
      'Doctor: Stop the ibuprofen and take Tylenol instead.',
    ]) {
      expect(plan(d)).toEqual(['stop ibuprofen', 'start tylenol']);
      expect(current(d)).toEqual(['ibuprofen']);
    }
  });
});

describe('anti-inflammatories named as a kind', () => {
  it('continues the one the patient takes', () => {
    const d = 'patient: i take ibuprofen for my knee\ndoctor: continue taking those nsaids';
    expect(plan(d)).toEqual(['continue ibuprofen']);
    expect(current(d)).toEqual(['ibuprofen']);
  });

  it('offers the kind for the plan when no one drug of it is known', () => {
    expect(held('doctor: continue taking those nsaids')).toContainEqual(['plan', 'Continue the nsaids.']);
    const two = 'patient: i take ibuprofen and naproxen\ndoctor: stop the anti-inflammatories';
    expect(plan(two)).toEqual([]);
    expect(held(two)).toContainEqual(['plan', 'Stop the anti-inflammatories.']);
  });
});

describe('a start cut at a pause before its drug', () => {
  it('writes the drug named on the next line as started, not as a medicine taken', () => {
    for (const d of [
      "doctor: so i'm going to start you on\ndoctor: lisinopril 10 mg daily",
      "doctor: so i'm gonna put you on\ndoctor: um metformin 500 milligrams twice a day",
    ]) {
      expect(current(d)).toEqual([]);
      expect(plan(d)).toHaveLength(1);
      expect(plan(d)[0]).toMatch(/^start (lisinopril 10 mg daily|metformin 500 mg twice a day)$/);
    }
  });

  it('does not start a drug the patient names after a question of what was started', () => {
    const d = 'doctor: what did they start you on\npatient: metformin 500 milligrams twice a day';
    expect(plan(d)).toEqual([]);
  });
});

describe("a medicine ordered with 'let's'", () => {
  it('writes it in the plan with its dose, not as a medicine taken', () => {
    const d = "doctor: so for the pain let's do naproxen 500 twice a day\npatient: sure";
    expect(current(d)).toEqual([]);
    expect(plan(d)).toEqual([expect.stringMatching(/^Start naproxen 500 twice a day/i)]);
    // A drug the patient takes, ordered at a new dose: the dose is the plan's, not what is taken.
    const taken =
      "doctor: have you taken anything for the pain\npatient: ibuprofen\ndoctor: okay let's have you take ibuprofen 800 mg three times a day with food";
    expect(factsFrom(taken).medications.map((m) => m.value.dosage ?? null)).toEqual([null]);
    expect(plan(taken)).toEqual([expect.stringMatching(/ibuprofen.*800 mg 3 times a day/i)]);
  });
});
