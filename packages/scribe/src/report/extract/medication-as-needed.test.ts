import { describe, expect, it } from 'vitest';
import { planMedication } from '../plan-medication.js';
import { factsFrom } from '../testing/said.js';

const plan = (dialogue: string) => factsFrom(dialogue).planMedications.map((m) => planMedication(m.value));
const listed = (dialogue: string) =>
  factsFrom(dialogue).medications.map((m) => [m.value.name, m.value.dosage, m.value.indication]);

describe('a medicine taken only when needed keeps "as needed", and what for', () => {
  it.each([
    [
      "doctor: i'm going to give you oxycodone 5 mg every 6 hours as needed for pain",
      'start oxycodone 5 mg every 6 hours as needed for pain',
    ],
    ['doctor: take the tramadol only when you need it for the pain', 'start tramadol as needed for pain'],
    ["doctor: i'll prescribe ondansetron 4 mg prn for nausea", 'start ondansetron 4 mg as needed for nausea'],
    // 'sos': as needed, in Indian usage.
    ['doctor: start paracetamol 500 mg sos for fever', 'start paracetamol 500 mg as needed for fever'],
    [
      'doctor: start an albuterol inhaler 2 puffs every 4 hours as needed for shortness of breath',
      'start albuterol inhaler 2 puffs every 4 hours as needed for shortness of breath',
    ],
    [
      'doctor: start lorazepam 0.5 mg at bedtime if you need it for sleep',
      'start lorazepam 0.5 mg at bedtime as needed for sleep',
    ],
    // Recognised speech runs on into the next clause: what it is for ends where that opens.
    [
      "doctor: i'll prescribe naproxen 500 mg you can take it as needed for back pain i know it's been bad",
      'start naproxen 500 mg as needed for back pain',
    ],
    // A place is not what it is for: no side is carried on a guess.
    [
      'doctor: start ibuprofen 600 mg twice a day as needed for your right shoulder',
      'start ibuprofen 600 mg twice a day as needed',
    ],
    ['doctor: start naproxen 500 mg as needed for the knee', 'start naproxen 500 mg as needed'],
  ])('in the plan: %j', (said, line) => {
    expect(plan(said)).toEqual([line]);
  });

  it('in the list of what the patient takes', () => {
    expect(listed('patient: i take lorazepam 1 mg as needed for anxiety')).toEqual([
      ['lorazepam', '1 mg as needed', 'anxiety'],
    ]);
  });

  it.each([
    ['doctor: start metoprolol 25 mg twice a day, and call me if you need to'],
    ['doctor: start lisinopril 10 mg daily. let me know if you need anything'],
  ])('never on a medicine taken to a schedule: %j', (said) => {
    expect(plan(said).join(' ')).not.toMatch(/as needed/);
  });
});

describe('a medicine the patient takes when the complaint comes is listed as needed', () => {
  it('reads "when it hurts", "whenever my back acts up", "when it gets bad" as needed', () => {
    expect(listed('patient: i take tylenol when it hurts')).toEqual([['tylenol', 'as needed', null]]);
    expect(listed('patient: i take advil whenever my back acts up')).toEqual([['advil', 'as needed', null]]);
    expect(listed('doctor: what do you take for the headaches\npatient: tylenol when it gets bad')).toEqual([
      ['tylenol', 'as needed', null],
    ]);
  });

  it('does not read a complaint after a medicine taken once as a schedule', () => {
    expect(listed('patient: i took tylenol and it hurts more')).toEqual([]);
  });
});
