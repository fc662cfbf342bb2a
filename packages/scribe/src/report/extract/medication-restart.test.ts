import { describe, expect, it } from 'vitest';
import { buildReport } from '../build.js';
import { planMedication } from '../plan-medication.js';
import { factsFrom, flagsOf } from '../testing/said.js';

const plan = (dialogue: string) => factsFrom(dialogue).planMedications.map((m) => planMedication(m.value));
const listed = (dialogue: string) => factsFrom(dialogue).medications.map((m) => m.value.name);

describe('a medicine taken again from today is restarted, not started new', () => {
  it.each([
    ['doctor: we will restart your lisinopril 10 mg daily', 'restart lisinopril 10 mg daily'],
    ['doctor: i want you to go back on the metformin 500 mg twice a day', 'restart metformin 500 mg twice a day'],
    ["doctor: let's get you back on atorvastatin 20 mg at night", 'restart atorvastatin 20 mg at night'],
    ['doctor: you can resume the aspirin tomorrow', 'restart aspirin'],
  ])('%j', (said, line) => {
    expect(plan(said)).toEqual([line]);
  });

  it('is not on the list of what the patient takes now', () => {
    const d = ['patient: i stopped the amlodipine last month', 'doctor: okay, restart the amlodipine 5 mg daily'].join(
      '\n',
    );
    expect(plan(d)).toEqual(['restart amlodipine 5 mg daily']);
    expect(listed(d)).toEqual([]);
  });

  it('is not restarted when the clinician decides against it', () => {
    expect(plan("doctor: i wouldn't restart the lisinopril yet")).toEqual([]);
  });

  it('keeps a new start a start', () => {
    expect(plan('doctor: start lisinopril 10 mg daily')).toEqual(['start lisinopril 10 mg daily']);
  });

  it('is written "Restart …" in the plan and left unflagged by the checker', () => {
    const said = 'doctor: we will restart your lisinopril 10 mg daily';
    const r = buildReport(factsFrom(said)).report;
    expect(r.plan.medications).toEqual([{ name: 'lisinopril', instructions: '10 mg daily', action: 'restart' }]);
    expect(flagsOf(said, (e) => (e.plan.medications = r.plan.medications))).toEqual([]);
  });
});
