import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

// A companion (a relative, an interpreter) is speaker 'Other': what they say of the patient is the
// patient's account, their answers count like the patient's, and what they say of themselves does not.

describe('a companion speaking for the patient', () => {
  it('tells the patient’s history in the third person, with timing and evidence', () => {
    const f = facts(
      'Doctor: What brings her in today?\nOther: She has had a fever since Monday and she is coughing a lot at night.',
    );
    expect(f.symptoms.map((s) => s.value)).toEqual(['fever', 'cough']);
    expect(f.symptoms[0]!.segmentIds).toEqual(['s2']);
    expect(f.onset).toEqual({ value: 'since monday', segmentIds: ['s2'] });
    // Her account is not quoted in the history: the note holds its symptoms and their timing.
    expect(f.story).toEqual([]);
    expect(f.reason?.value).toBe('fever');
  });

  it('speaks of the relative they came with as the patient', () => {
    const f = facts('Other: My mother has had a fever since Monday. My mother also has high blood pressure.');
    expect(f.symptoms.map((s) => s.value)).toEqual(['fever']);
    expect(f.conditions.map((c) => c.value)).toEqual(['hypertension']);
    expect(f.familyHistory).toEqual([]);
  });

  it('answers the clinician’s questions like the patient', () => {
    const f = facts(
      'Doctor: Any vomiting?\nOther: Yes, twice yesterday.\nDoctor: Any rash?\nOther: No, no rash.\nDoctor: Does she smoke?\nOther: No, she never smoked.',
    );
    expect(f.symptoms).toEqual([{ value: 'vomiting', segmentIds: ['s1', 's2'] }]);
    expect(f.negatedSymptoms).toEqual([{ value: 'rash', segmentIds: ['s3', 's4'] }]);
    expect(f.social.tobacco?.value).toBe('Never smoker');
  });

  it('leaves out what the companion says of themselves, and their own questions', () => {
    const f = facts(
      'Other: I have a headache myself and I smoke, but she has a cough.\nOther: I have diabetes.\nOther: Does she need an x-ray for the fever?',
    );
    expect(f.symptoms.map((s) => s.value)).toEqual(['cough']);
    expect(f.conditions).toEqual([]);
    expect(f.social).toEqual({});
  });

  it('reads a companion in recognised speech and in code-mixed English', () => {
    const speech = facts(
      'doctor: any fever\nother: yes since monday she has fever\ndoctor: any vomiting\nother: no vomiting',
    );
    expect(speech.symptoms.map((s) => s.value)).toEqual(['fever']);
    expect(speech.negatedSymptoms.map((s) => s.value)).toEqual(['vomiting']);
    const mixed = facts(
      'Doctor: Fever hai kya?\nOther: Haan, since Monday she has fever.\nDoctor: Cough?\nOther: Cough nahi hai.',
    );
    expect(mixed.symptoms.map((s) => s.value)).toEqual(['fever']);
    expect(mixed.negatedSymptoms.map((s) => s.value)).toEqual(['cough']);
  });
});
