import { describe, expect, it } from 'vitest';
import { factsFrom } from '../testing/said.js';

const conditions = (dialogue: string) => factsFrom(dialogue).conditions.map((c) => c.value);
const offered = (dialogue: string) =>
  factsFrom(dialogue)
    .held.filter((h) => h.value.section === 'pastMedicalHistory')
    .map((h) => h.value.text);

describe('what the clinician finds or explains today is not past medical history', () => {
  it("leaves out what today's imaging shows", () => {
    expect(conditions('doctor: on your knee x-ray what i am noticing is a little bit of arthritis')).toEqual([]);
    expect(conditions('doctor: i looked at the x-ray of your back and you do seem to have some arthritis')).toEqual([]);
    expect(conditions('doctor: your hip x-ray shows arthritis in the joint')).toEqual([]);
  });

  it("leaves out a condition the clinician names only to explain a finding, with 'your' about something else", () => {
    const d = 'doctor: your chest x-ray has a flat diaphragm and we see that in copd which is common in smokers';
    expect(conditions(d)).toEqual([]);
    expect(conditions('doctor: your symptoms and your exam really fit carpal tunnel syndrome')).toEqual([]);
  });

  it('offers, and does not write, a condition the clinician names of the patient without placing it before today', () => {
    const d = 'doctor: we will recheck your kidney function next month because of the gout medicine';
    expect(conditions(d)).toEqual([]);
    expect(offered(d)).toEqual(['gout']);
  });

  it('keeps what the clinician gives the patient as theirs, and the conditions listed after it', () => {
    expect(conditions('doctor: so you have asthma, gerd and arthritis')).toEqual(['asthma', 'gerd', 'arthritis']);
    expect(conditions('doctor: keep an eye on your high cholesterol and hypothyroidism')).toEqual([
      'high cholesterol',
      'hypothyroidism',
    ]);
    expect(conditions('doctor: i see here that you also have hypertension')).toEqual(['hypertension']);
    expect(conditions('doctor: how is your diabetes doing')).toEqual(['diabetes']);
  });
});

describe('a first episode is not past medical history', () => {
  it('leaves out the condition the patient says is their first, even when a referral names it', () => {
    const d = [
      'doctor: your referral says you were diagnosed with kidney stones and you have one now',
      'doctor: have you had any before or is this your first one',
      "patient: this is my first time, i've never had this before",
    ].join('\n');
    expect(conditions(d)).toEqual([]);
  });

  it("keeps a relative's stones as family history when the patient has never had one", () => {
    const d = "patient: my father had kidney stones a lot but i've never had one";
    expect(conditions(d)).toEqual([]);
    expect(factsFrom(d).familyHistory.map((f) => `${f.value.relation}: ${f.value.condition}`)).toEqual([
      'father: kidney stones',
    ]);
  });

  it('keeps a condition the patient has had before', () => {
    expect(conditions("doctor: any kidney stones in the past?\npatient: yes, i've had two of them")).toEqual([
      'kidney stones',
    ]);
  });
});

describe("a list goes on only for a list's few words", () => {
  it('does not give the patient a condition the clinician concludes after naming their history', () => {
    expect(
      conditions('doctor: you have diabetes and so what we think is going on here is carpal tunnel syndrome'),
    ).toEqual(['diabetes']);
  });
});
