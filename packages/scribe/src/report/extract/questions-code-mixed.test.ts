import { describe, expect, it } from 'vitest';
import { factsFrom as facts, presentFrom as present, deniedFrom as denied } from '../testing/said.js';

describe('code-mixed consultations (English medical words in Hindi or Tamil)', () => {
  it("reads Hindi 'aur' as asking together, and 'sirf'/'bas' (only) as denying the others asked", () => {
    expect(present('doctor: bukhar aur khansi hai kya\npatient: haan')).toEqual(['cough', 'fever']);
    expect(present('doctor: bukhar ya khansi hai kya\npatient: haan')).toEqual([]);
    expect(denied('doctor: bukhar, khansi, ulti kuch hai?\npatient: bas khansi hai')).toEqual(['fever', 'vomiting']);
    expect(denied('doctor: any fever cough or vomiting\npatient: sirf cough')).toEqual(['fever', 'vomiting']);
    // 'with your bowels' anchors nothing: a 'no' still denies what was asked.
    expect(
      denied(
        'doctor: any other issues any problems with your bowels any constipation\npatient: no i had diarrhea last week',
      ),
    ).toEqual(['constipation']);
  });

  it('reads Hinglish questions and replies', () => {
    expect(present('Doctor: Kya aapko chest pain hai\nPatient: Haan, thoda.')).toEqual(['chest pain']);
    expect(denied('Doctor: Fever kya?\nPatient: Nahi.')).toEqual(['fever']);
    expect(denied('Patient: Fever nahi hai, bas cough hai.')).toEqual(['fever']);
    expect(present('Patient: Fever nahi hai, bas cough hai.')).toEqual(['cough']);
  });

  it('reads Tanglish questions and replies', () => {
    expect(denied('Doctor: chest pain irukka\nPatient: illa')).toEqual(['chest pain']);
    expect(present('Doctor: headache irukka\nPatient: aama konjam')).toEqual(['headache']);
  });

  it("reads 'BP thoda high hai' as a slightly elevated blood pressure said by the clinician", () => {
    expect(facts('Doctor: BP thoda high hai.').vitals.bloodPressure).toEqual({
      value: 'slightly elevated',
      segmentIds: ['s1'],
    });
    // A reading, when there is one, is the value.
    expect(facts('Doctor: BP thoda high hai, 150 over 95.').vitals.bloodPressure?.value).toBe('150/95 mmHg');
  });

  it('reads a question word and its auxiliary as one question in unpunctuated speech', () => {
    const f = facts('doctor: how long has she been suffering from migraines with aura\npatient: about five years now');
    expect(f.assessment.map((a) => a.value.diagnosis)).toEqual(['migraines']);
    // Asked, not stated: the reply decides, and this one says neither.
    expect([f.symptoms, f.negatedSymptoms]).toEqual([[], []]);
    expect(denied('doctor: when did you last have a fever\npatient: never had one')).toEqual(['fever']);
  });

  it('takes a yes to symptoms asked together with "and" as affirming all, with "or" as affirming none', () => {
    expect(present('Doctor: Are you still experiencing nausea and vomiting?\nPatient: Yes, I have been.')).toEqual([
      'nausea',
      'vomiting',
    ]);
    expect(present('doctor: any cough and fever\npatient: haan dono hai')).toEqual(['cough', 'fever']);
    expect(present('Doctor: Any fever or chills?\nPatient: Yes.')).toEqual([]);
  });
});
