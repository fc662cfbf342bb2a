import { describe, expect, it } from 'vitest';
import { planMedication } from '../plan-medication.js';
import { factsFrom } from '../testing/said.js';

const current = (dialogue: string) =>
  factsFrom(dialogue).medications.map((m) => [m.value.name, m.value.dosage] as [string, string | null]);
const plan = (dialogue: string) => factsFrom(dialogue).planMedications.map((m) => planMedication(m.value));
const offered = (dialogue: string) =>
  factsFrom(dialogue)
    .held.filter((h) => h.value.section === 'medications')
    .map((h) => h.value.text);

describe('a medicine tried for the problem or given once elsewhere is offered, not listed', () => {
  it('offers a medicine only tried for the problem instead of listing it', () => {
    const typed = "Patient: I took some ibuprofen last night, but it didn't really help.";
    const spoken = 'patient: i took some ibuprofen last night but it did not really help';
    for (const d of [typed, spoken]) {
      expect(current(d)).toEqual([]);
      expect(offered(d)).toEqual(['Has taken ibuprofen.']);
    }
    expect(current("Patient: I've taken ibuprofen every day for years.")).toEqual([['ibuprofen', null]]);
    for (const d of [
      'patient: i also tried naproxen but it did nothing',
      "patient: i've just taken some advil so far",
      'patient: i tried applying hydrocortisone to it',
    ])
      expect(current(d)).toEqual([]);
  });

  it.each([
    ['doctor: have you been using anything for it\npatient: i put some ice on it and took a couple aleve', 'aleve'],
    ['patient: i rested it and tried a few advil but it still hurts', 'advil'],
  ])('offers a medicine tried in a clause whose subject was said before the "and": %j', (d, drug) => {
    expect(current(d)).toEqual([]);
    expect(offered(d)).toEqual([`Has taken ${drug}.`]);
  });

  it('offers a medicine given once elsewhere (the emergency room, urgent care) instead of listing it', () => {
    for (const d of [
      'Patient: The ER gave me ketorolac and it helped a little.',
      'patient: at urgent care they gave me some prednisone for the rash',
    ]) {
      expect(current(d)).toEqual([]);
      expect(offered(d)).toHaveLength(1);
    }
    // Given by the patient's own doctor, and taken every day: a medicine the patient is on.
    expect(current('Patient: My doctor gave me lisinopril and I take it every day.')).toEqual([['lisinopril', null]]);
  });
});

describe('a medicine tried for the problem, told of again, is still only tried', () => {
  it.each([
    'Patient: I took some ibuprofen, it helped a little.\nDoctor: Okay.\nPatient: But it still hurts even with ibuprofen.',
    'patient: i tried some tylenol\ndoctor: okay\npatient: the pain comes back after the tylenol wears off',
  ])('%j', (d) => {
    expect(current(d)).toEqual([]);
    expect(offered(d)).toHaveLength(1);
  });

  it('lists it when the patient then says they take it now', () => {
    const d =
      'Patient: I took some tylenol yesterday.\nDoctor: Okay.\nPatient: I take tylenol every day for my arthritis.';
    expect(current(d).map(([name]) => name)).toEqual(['tylenol']);
  });

  it('writes a prescription of the medicine only tried as started, not as a change of one taken', () => {
    const d =
      'Patient: I took some ibuprofen, it helped a little.\nPatient: But it still hurts even with ibuprofen.\n' +
      "Doctor: I'm going to prescribe ibuprofen 800 mg as needed for the pain.";
    expect(plan(d)).toEqual(['start ibuprofen 800 mg as needed for pain']);
  });
});
