import { describe, expect, it } from 'vitest';
import { planMedication } from '../plan-medication.js';
import { factsFrom, flagsOf } from '../testing/said.js';

const plan = (dialogue: string) => factsFrom(dialogue).planMedications.map((m) => planMedication(m.value));
const current = (dialogue: string) =>
  factsFrom(dialogue).medications.map((m) => [m.value.name, m.value.dosage] as [string, string | null]);

describe('a change of dose keeps what changed: the dose it starts from and the new one', () => {
  it('writes the dose taken, said earlier, as the one the change starts from', () => {
    const typed = [
      "Doctor: It looks like we've had you on lisinopril 20 mg a day.",
      'Patient: Yes.',
      "Doctor: Your pressure is still high, so let's increase your lisinopril to 40 mg a day.",
    ].join('\n');
    const spoken = [
      'doctor: are you taking the lisinopril i think we have you on 20 milligrams a day',
      'patient: yes',
      'doctor: i do wan na increase the lisinopril to 40 milligrams once a day',
    ].join('\n');
    expect(plan(typed)).toEqual(['increase lisinopril from 20 mg to 40 mg daily']);
    expect(plan(spoken)).toEqual(['increase lisinopril from 20 mg to 40 mg once a day']);
    // The list keeps the dose taken today, not the new one.
    for (const d of [typed, spoken]) expect(current(d)).toEqual([['lisinopril', '20 mg daily']]);
  });

  it('writes both doses of a change said from one to the other, the unit said once', () => {
    expect(plan("doctor: let's decrease your metoprolol from 50 to 25 milligrams")).toEqual([
      'decrease metoprolol from 50 mg to 25 mg',
    ]);
    expect(plan('doctor: increase your sertraline from 50 milligrams to 100 milligrams')).toEqual([
      'increase sertraline from 50 mg to 100 mg',
    ]);
  });

  it('writes no dose to start from where it would not fit the change', () => {
    // A higher dose taken than the one an increase goes to: the two do not belong together.
    const d = "doctor: you're on lisinopril 40 mg\ndoctor: let's increase your lisinopril to 20 mg";
    expect(plan(d)).toEqual(['increase lisinopril to 20 mg']);
    // A dose taken in other units than the new one.
    const units = 'patient: i use 10 units of lantus at night\ndoctor: increase the lantus to 12 mg';
    expect(plan(units)).toEqual(['increase lantus to 12 mg']);
  });

  it('reads stopping one dose to take another as a change, not a stop', () => {
    const d = 'patient: i take lisinopril 10\ndoctor: stop the lisinopril 10 and increase to 20';
    expect(plan(d)).toEqual(['increase lisinopril to 20']);
    expect(plan('doctor: stop the ibuprofen and start meloxicam 15 mg daily')).toEqual([
      'stop ibuprofen',
      'start meloxicam 15 mg daily',
    ]);
  });

  it('keeps the new dose of a change said without its unit, never a time or a count', () => {
    expect(plan("doctor: so we're going to bump up the lisinopril to 20")).toEqual(['increase lisinopril to 20']);
    expect(plan("doctor: we'll increase the lasix to 40 for the next 3 days")).toEqual([
      'increase lasix to 40 for 3 days',
    ]);
    expect(plan('doctor: increase your prednisone to 3 times a day')).toEqual(['increase prednisone to 3 times a day']);
    expect(plan("doctor: let's bump the metformin up to 1000 twice a day")).toEqual([
      'increase metformin to 1000 twice a day',
    ]);
    expect(plan('doctor: increase the gabapentin to 3 a day')).toEqual(['increase gabapentin']);
    expect(plan('doctor: increase the lisinopril to 20 for 2 weeks')).toEqual([
      'increase lisinopril to 20 for 2 weeks',
    ]);
  });

  it('is not flagged by the checker when both doses were said', () => {
    const d = [
      "doctor: it looks like we've had you on prozac 20 milligrams a day",
      "doctor: we'll increase it from 20 milligrams to 40 milligrams once a day",
    ].join('\n');
    const flags = flagsOf(d, (r) => {
      r.plan.medications = [
        { name: 'prozac', instructions: 'increase from 20 mg to 40 mg once a day', action: 'change' },
      ];
    });
    expect(flags).toEqual([]);
  });
});
