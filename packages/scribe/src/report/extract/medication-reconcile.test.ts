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
      expect(plan(d)).toEqual(['adjust ibuprofen to 800 mg as needed']);
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
