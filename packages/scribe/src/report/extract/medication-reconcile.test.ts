import { describe, expect, it } from 'vitest';
import { planMedication } from '../plan-medication.js';
import { factsFrom } from '../testing/said.js';

const plan = (dialogue: string) => factsFrom(dialogue).planMedications.map((m) => planMedication(m.value));
const current = (dialogue: string) => factsFrom(dialogue).medications.map((m) => m.value.name);

describe('a drug the patient already takes is not started again', () => {
  it('continues a drug the patient takes that the clinician names in the plan without a change', () => {
    const typed = [
      'Patient: I take metformin for my diabetes.',
      "Doctor: Your sugars look good. I'd like you to take metformin as you do.",
    ].join('\n');
    const spoken = [
      'patient: i take metformin for my diabetes',
      'doctor: your sugars look good i want you to take metformin as you do',
    ].join('\n');
    for (const d of [typed, spoken]) {
      expect(plan(d)).toEqual(['continue metformin']);
      expect(current(d)).toEqual(['metformin']);
    }
  });

  it('changes a drug the patient takes when the clinician gives another dose', () => {
    const typed = [
      "Patient: I've been taking ibuprofen 200 mg for the pain.",
      "Doctor: I'm going to prescribe you ibuprofen 800 mg as needed for pain.",
    ].join('\n');
    const spoken = [
      "patient: i've been taking ibuprofen 200 mg for the pain",
      "doctor: i'm going to prescribe you ibuprofen 800 mg as needed for pain",
    ].join('\n');
    for (const d of [typed, spoken]) {
      expect(plan(d)).toEqual(['adjust ibuprofen to 800 mg as needed for pain']);
      expect(current(d)).toEqual(['ibuprofen']);
    }
  });

  it('still starts a drug only the clinician names', () => {
    const typed = 'Patient: I take lisinopril.\nDoctor: We will start metformin 500 mg twice a day.';
    const spoken = 'patient: i take lisinopril\ndoctor: we will start metformin 500 mg twice a day';
    for (const d of [typed, spoken]) {
      expect(plan(d)).toEqual(['start metformin 500 mg twice a day']);
      expect(current(d)).toEqual(['lisinopril']);
    }
  });
});

describe('a medicine the clinician adds today is not one the patient takes', () => {
  it('starts a medicine counted out with one the patient said they use, and keeps it off the list', () => {
    const d = [
      "patient: my back hurts, i've been using heat and advil",
      'doctor: keep taking two advil 200 milligram tablets and two tylenol 500 milligram tablets and take that three times a day',
    ].join('\n');
    expect(plan(d)).toEqual(['continue advil 2 x 200 mg 3 times a day', 'start tylenol 2 x 500 mg 3 times a day']);
    expect(current(d)).toEqual(['advil']);
  });

  it('starts a medicine the clinician tells the patient to take as well', () => {
    const also = [
      'patient: my back hurts, i take advil for it',
      "doctor: i'd like you to stay on the advil and also take two tylenol 500 milligrams three times a day",
    ].join('\n');
    expect(plan(also)).toEqual(['continue advil', 'start tylenol 2 x 500 mg 3 times a day']);
    expect(current(also)).toEqual(['advil']);
    const canAlso = 'patient: i take advil for it\ndoctor: you can also take tylenol 500 milligrams three times a day';
    expect(plan(canAlso)).toEqual(['start tylenol 500 mg 3 times a day']);
    expect(current(canAlso)).toEqual(['advil']);
  });

  it('keeps a counted-out continue the patient never named in the plan, without listing it as taken', () => {
    const d = 'patient: my knee hurts\ndoctor: stay on two tylenol 500 milligrams three times a day';
    expect(plan(d)).toEqual(['continue tylenol 2 x 500 mg 3 times a day']);
    expect(current(d)).toEqual([]);
  });

  it('lists a medicine the clinician names as the patient’s own, counted out or not', () => {
    const d = [
      'patient: i take aspirin every day',
      'doctor: continue your metformin, two 500 milligram tablets twice a day',
    ].join('\n');
    expect(plan(d)).toEqual(['continue metformin 2 x 500 mg twice a day']);
    expect(current(d)).toEqual(['aspirin', 'metformin']);
  });
});

describe('the list carries the dose the plan continues a medicine at', () => {
  it('writes the dose and frequency said when the clinician continues a drug named bare in the list', () => {
    const d = [
      "doctor: you're on bumetanide and losartan, right",
      'patient: yes',
      "doctor: okay let's continue the bumetanide 2 milligrams once daily and the losartan 100 milligrams daily",
    ].join('\n');
    expect(factsFrom(d).medications.map((m) => [m.value.name, m.value.dosage])).toEqual([
      ['bumetanide', '2 mg once daily'],
      ['losartan', '100 mg daily'],
    ]);
  });

  it('keeps the dose the patient said over the one continued, and never takes a changed dose as the one taken', () => {
    const d = [
      'patient: i take metformin 500 milligrams twice a day and lisinopril',
      "doctor: continue the metformin 500 mg and let's increase the lisinopril to 40 mg daily",
    ].join('\n');
    expect(factsFrom(d).medications.map((m) => [m.value.name, m.value.dosage])).toEqual([
      ['metformin', '500 mg twice a day'],
      ['lisinopril', null],
    ]);
  });

  it('does not take a regimen ordered today as the dose of a drug the patient told of using without one', () => {
    const d = [
      'patient: when my knee aches i put ice on it and take some advil',
      "doctor: i'd like you to stay on two advil 200 milligram tablets three times a day",
    ].join('\n');
    expect(factsFrom(d).medications.map((m) => [m.value.name, m.value.dosage])).toEqual([['advil', null]]);
    expect(plan(d)).toEqual(['continue advil 2 x 200 mg 3 times a day']);
  });
});
