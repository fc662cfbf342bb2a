import { describe, expect, it } from 'vitest';
import { assessmentFrom as assessment } from '../testing/said.js';

describe('a diagnosis told to the patient code-mixed (Hindi, Tamil)', () => {
  it.each([
    ['aapko typhoid hai', 'typhoid', 'confirmed'],
    ['aapko sugar ki bimari hai', 'diabetes', 'confirmed'],
    ['aapko bp ki bimari hai isliye dawai lijiye', 'hypertension', 'confirmed'],
    ['aapko dengue ho gaya hai', 'dengue', 'confirmed'],
    ['aapko urine infection hai', 'urinary tract infection', 'confirmed'],
    ['mujhe lagta hai aapko migraine hai', 'migraines', 'probable'],
    ['shayad aapko typhoid hai', 'typhoid', 'possible'],
    ['aapko heart ki bimari ho sakti hai', 'heart disease', 'possible'],
    ['ungalukku sugar irukku', 'diabetes', 'confirmed'],
    ['ungalukku typhoid irukku nu ninaikkiren', 'typhoid', 'probable'],
  ])('%j → %s (%s)', (said, diagnosis, certainty) => {
    expect(assessment(`doctor: ${said}`)).toEqual([[diagnosis, certainty]]);
  });

  it('states nothing denied, asked, or that is not a condition', () => {
    expect(assessment('doctor: aapko typhoid nahi hai')).toEqual([]);
    expect(assessment('doctor: kya aapko sugar ki bimari hai')).toEqual([]);
    expect(assessment('doctor: aapko kal aana hai')).toEqual([]);
    expect(assessment('doctor: aapko thoda rest chahiye hai')).toEqual([]);
  });
});
