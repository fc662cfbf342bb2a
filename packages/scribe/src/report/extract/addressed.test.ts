import { describe, expect, it } from 'vitest';
import { assessmentFrom as assessment } from '../testing/said.js';

describe('the assessment: symptoms the clinician treats or explains', () => {
  it('takes a symptom the plan treats, each of a list, with no stated certainty', () => {
    expect(assessment('Doctor: I will write a prescription. It will help you both with your pain and nausea.')).toEqual(
      [['nausea', null]],
    );
    expect(assessment('Doctor: I will give you some medicine for the diarrhea and the cramps.')).toEqual([
      ['diarrhea', null],
    ]);
    expect(assessment('doctor: i am gonna give you a cream to relieve the itching okay')).toEqual([['itching', null]]);
  });

  it('takes a symptom a finding explains, beside the finding', () => {
    expect(
      assessment('Doctor: The ultrasound shows kidney stones. This explains the dizziness you have been having.'),
    ).toEqual([
      ['kidney stones', 'confirmed'],
      ['dizziness', null],
    ]);
  });

  it('reads code-mixed and unpunctuated speech', () => {
    expect(assessment('doctor: yeh tablet lijiye it will help with your cough and fever')).toEqual([
      ['cough', null],
      ['fever', null],
    ]);
  });

  it('takes no warning, side effect or denied symptom, nor what the patient says', () => {
    expect(assessment('Doctor: If the nausea comes back, take something for the nausea.')).toEqual([]);
    expect(
      assessment('Doctor: This medicine can cause some dizziness, so take something for the dizziness only if needed.'),
    ).toEqual([]);
    expect(assessment('Doctor: There is no need for medicine for your cough.')).toEqual([]);
    expect(assessment('Patient: I took something for the stomach pain.\nDoctor: I think this is gastritis.')).toEqual([
      ['gastritis', 'probable'],
    ]);
  });
});
