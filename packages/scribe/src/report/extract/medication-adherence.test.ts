import { describe, expect, it } from 'vitest';
import { hpiSentences } from '../narrative.js';
import { planMedication } from '../plan-medication.js';
import { factsFrom } from '../testing/said.js';

const listed = (dialogue: string) => factsFrom(dialogue).medications.map((m) => m.value.name);
const plan = (dialogue: string) => factsFrom(dialogue).planMedications.map((m) => planMedication(m.value));
const history = (dialogue: string) => hpiSentences(factsFrom(dialogue)).map((s) => s.text);

describe('a medicine the patient does not take as prescribed', () => {
  it.each([
    [
      "patient: i haven't been taking the metformin for about two weeks",
      'She reports not taking metformin for 2 weeks.',
    ],
    ['patient: i ran out of my lisinopril two weeks ago', 'She reports not taking lisinopril for 2 weeks.'],
    [
      'patient: i stopped the atorvastatin on my own because of the muscle aches',
      'She reports stopping atorvastatin on her own.',
    ],
  ])('is told in the history and left off the list: %j', (said, told) => {
    const d = `doctor: she is a 60 year old woman\n${said}`;
    expect(history(d)).toContain(told);
    expect(listed(d)).toEqual([]);
  });

  it('taken now and then, stays on the list and is told so', () => {
    const d = ['doctor: are you taking the amlodipine', 'patient: i only take it when i remember'].join('\n');
    expect(listed(d)).toEqual(['amlodipine']);
    expect(history(d)).toContain('The patient reports taking amlodipine irregularly.');
  });

  it('is restarted, never continued as though taken, when the clinician keeps it', () => {
    const d = [
      "patient: i haven't been taking my metformin for a month",
      'doctor: okay, continue the metformin 500 mg twice a day',
    ].join('\n');
    expect(plan(d)).toEqual(['restart metformin 500 mg twice a day']);
    expect(listed(d)).toEqual([]);
  });

  it('is restarted when the clinician restarts it', () => {
    const d = ['patient: i ran out of the lisinopril', 'doctor: let us restart the lisinopril 10 mg daily'].join('\n');
    expect(plan(d)).toEqual(['restart lisinopril 10 mg daily']);
  });

  it('is not read from a question of stopping it', () => {
    const d = 'patient: can i quit the metformin?';
    expect(history(d).join(' ')).not.toMatch(/not taking/);
  });

  it("is not read from another person's medicine", () => {
    const d = "patient: my husband hasn't been taking his metformin";
    expect(history(d).join(' ')).not.toMatch(/not taking/);
  });
});
