import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

describe('extractFacts: vitals', () => {
  it('reads blood pressure, heart rate, temperature, respiratory rate and weight with units, spoken or written', () => {
    const f = facts(
      'Doctor: Your blood pressure today is one twenty eight over seventy and your pulse is 72.\n' +
        'Doctor: Temperature is ninety eight point six, respiratory rate 16, and you weigh 180 pounds.',
    );
    expect(Object.fromEntries(Object.entries(f.vitals).map(([k, v]) => [k, v!.value]))).toEqual({
      bloodPressure: '128/70 mmHg',
      heartRate: '72 bpm',
      temperature: '98.6 °F',
      respiratoryRate: '16 breaths/min',
      weight: '180 lb',
    });
    expect(f.vitals.bloodPressure!.segmentIds).toEqual(['s1']);
  });

  it("writes today's reading, not one taken in the emergency room or at home", () => {
    const typed =
      'Doctor: Your blood pressure in the emergency room was 200 over 90.\nDoctor: Today your blood pressure is 128 over 72.';
    const spoken =
      'doctor: so your blood pressure in the er was two hundred over ninety and today your blood pressure is one twenty eight over seventy two';
    for (const d of [typed, spoken]) expect(facts(d).vitals.bloodPressure?.value).toBe('128/72 mmHg');
    expect(facts('patient: at home my blood pressure runs 150 over 95').vitals.bloodPressure).toBeUndefined();
  });

  it('does not read a weight change as a weight', () => {
    expect(
      facts('Patient: I gained a little weight over the summer but nothing more than 5 pounds.').vitals.weight,
    ).toBeUndefined();
  });
});

describe('extractFacts: medications and allergies', () => {
  it('finds current medications with dose and indication, and new ones the doctor prescribes', () => {
    const f = facts(
      'Doctor: What medications are you on?\nPatient: I take lisinopril 20 mg once a day for my blood pressure and zorvex 5 mg.\n' +
        "Doctor: I'm going to start you on metformin 500 mg twice a day.",
    );
    expect(f.medications.map((m) => m.value)).toEqual([
      { name: 'lisinopril', dosage: '20 mg once a day', indication: 'blood pressure' },
      { name: 'zorvex', dosage: '5 mg', indication: null },
    ]);
    expect(f.planMedications.map((m) => m.value)).toEqual([
      { name: 'metformin', instructions: '500 mg twice a day', action: 'start' },
    ]);
    expect(f.medications[0]!.segmentIds).toEqual(['s2']);
  });

  it('reads allergies with reactions, from a statement or from the answer to the allergy question', () => {
    expect(facts('Patient: I am allergic to penicillin, I get hives.').allergies.map((a) => a.value)).toEqual([
      { substance: 'penicillin', reaction: 'hives' },
    ]);
    const answered = facts(
      'Doctor: Do you have any allergies?\nPatient: Yes, sulfa. My throat swells up, swelling everywhere.',
    );
    expect(answered.allergies.map((a) => [a.value.substance, a.segmentIds])).toEqual([['sulfa', ['s1', 's2']]]);
    expect(answered.medications).toEqual([]);
    const none = facts('Doctor: Any allergies to medications?\nPatient: No.');
    expect(none.allergies).toEqual([]);
    expect(none.noKnownAllergies?.segmentIds).toEqual(['s1', 's2']);
  });
});

describe('extractFacts: symptoms, negation, history and timing', () => {
  it("does not count denied symptoms: 'denies chest pain', 'no fever', a 'no' to 'any nausea?'", () => {
    const f = facts(
      'Doctor: Any nausea or vomiting?\nPatient: No.\nDoctor: Do you have a cough?\nPatient: Yes, mostly at night.\n' +
        'Patient: I have a headache but no fever, and I deny chest pain.',
    );
    expect(f.symptoms.map((s) => s.value).sort()).toEqual(['cough', 'headache']);
    expect(f.negatedSymptoms.map((s) => s.value).sort()).toEqual(['chest pain', 'fever', 'nausea', 'vomiting']);
    expect(f.symptoms.find((s) => s.value === 'cough')!.segmentIds).toEqual(['s3', 's4']);
  });

  it('reads onset and duration, and family history by relation (not as the patient’s own)', () => {
    const f = facts(
      "Patient: The back pain started about two weeks ago and I've had it for 2 weeks now.\nPatient: My mother had breast cancer and my dad has diabetes.",
    );
    expect(f.onset?.value).toBe('2 weeks ago');
    expect(f.duration?.value).toBe('2 weeks');
    expect(f.familyHistory.map((x) => x.value)).toEqual([
      { relation: 'mother', condition: 'breast cancer' },
      { relation: 'father', condition: 'diabetes' },
    ]);
    expect(f.conditions).toEqual([]);
  });

  it('reads plan cues: tests ordered and follow-up', () => {
    const f = facts(
      "Doctor: I'm going to order an x-ray of your knee and some blood work. Let's follow up in two weeks.",
    );
    expect(f.investigations.map((i) => i.value)).toEqual(['X-ray of the knee', 'Blood work']);
    expect(f.followUp?.value).toBe('in 2 weeks');
  });
});
