import { describe, expect, it } from 'vitest';
import { assessmentFrom as assessment, factsFrom } from '../testing/said.js';

const offered = (dialogue: string) =>
  factsFrom(dialogue)
    .held.filter((h) => h.value.section === 'assessment')
    .map((h) => h.value.text);

describe('with no problem stated, the assessment is headed by what the visit was about', () => {
  it('names the symptom the patient presents with', () => {
    const d = "doctor: what brings you in\npatient: i've had a headache for three days";
    expect(assessment(d)).toEqual([['headache', null]]);
  });

  it('offers, not writes, a condition the patient already has that a medicine is for', () => {
    const d = [
      'doctor: are you taking citalopram for depression',
      'patient: yes i take it once a day',
      'doctor: it is a ten mg tablet',
      'patient: yes',
    ].join('\n');
    expect(assessment(d)).toEqual([]);
    expect(offered(d)).toEqual(['Depression']);
  });
});
