import { describe, expect, it } from 'vitest';
import { hpiSentences } from '../narrative.js';
import { planMedication } from '../plan-medication.js';
import { factsFrom } from '../testing/said.js';

const listed = (dialogue: string) => factsFrom(dialogue).medications.map((m) => m.value.name);
const history = (dialogue: string) => hpiSentences(factsFrom(dialogue)).map((s) => s.text);
const offered = (dialogue: string, section = 'historyOfPresentIllness') =>
  factsFrom(dialogue)
    .held.filter((h) => h.value.section === section)
    .map((h) => h.value.text);
const plan = (dialogue: string) => factsFrom(dialogue).planMedications.map((m) => planMedication(m.value));

describe('a kind of medicine named in lay words', () => {
  it('binds what is said of it to the one drug of that kind the patient takes', () => {
    const d = [
      'patient: i take lisinopril 10 mg and metformin 500 mg',
      'patient: but i keep forgetting my blood pressure medicine',
    ].join('\n');
    expect(history(d)).toContain('The patient reports taking lisinopril irregularly.');
    expect(listed(d)).toEqual(['lisinopril', 'metformin']);
  });

  it('binds a stop of the water pill to the one diuretic, which is then not listed', () => {
    const d = [
      'patient: i take furosemide 20 mg and atorvastatin 40 mg',
      'patient: i stopped the water pill last week because i was running to the bathroom',
    ].join('\n');
    expect(history(d).join(' ')).toMatch(/reports not taking furosemide/);
    expect(listed(d)).toEqual(['atorvastatin']);
  });

  it('offers, never guesses, when two drugs of that kind are taken', () => {
    const d = [
      'patient: i take amlodipine 5 mg and losartan 50 mg',
      'patient: i keep forgetting my blood pressure pills',
    ].join('\n');
    expect(history(d).join(' ')).not.toMatch(/irregularly/);
    expect(offered(d)).toContain('Reports taking the blood pressure pills irregularly.');
    expect(listed(d)).toEqual(['amlodipine', 'losartan']);
  });

  it("reads nothing of another person's medicine", () => {
    const d = ['patient: i take lisinopril 10 mg', 'patient: my husband stopped his blood pressure pills'].join('\n');
    expect(history(d).join(' ')).not.toMatch(/not taking/);
    expect(listed(d)).toEqual(['lisinopril']);
  });

  it("binds a clinician's stop of the water pill to the one diuretic; offers it when two are taken", () => {
    const one = ['patient: i take furosemide 20 mg and metformin 500 mg', "doctor: let's stop the water pill for now"];
    expect(plan(one.join('\n'))).toEqual(['stop furosemide']);
    const two = [
      'patient: i take furosemide 20 mg and spironolactone 25 mg',
      "doctor: let's stop the water pill for now",
    ].join('\n');
    expect(plan(two)).toEqual([]);
    expect(offered(two, 'plan')).toEqual(['Stop the water pill.']);
  });

  it('orders nothing of a kind for later', () => {
    const d = ['patient: i take furosemide 20 mg', 'doctor: if the swelling is gone we may stop the water pill'];
    expect(plan(d.join('\n'))).toEqual([]);
  });
});
