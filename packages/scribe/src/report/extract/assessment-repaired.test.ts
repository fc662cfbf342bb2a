import { describe, expect, it } from 'vitest';
import { assessmentFrom as assessment, factsFrom } from '../testing/said.js';

describe('a problem the clinician took back as soon as it was said', () => {
  const dictated = (heading: string, next: string) =>
    ['doctor: assessment and plan', 'doctor: elevated blood pressure.', `doctor: ${heading}`, next].join('\n');

  it('is written as put right when the repair says its last words again', () => {
    const said = dictated('left shoulder abnormal finding on exona', 'patient: excuse me, on examination');
    expect(assessment(said).map(([dx]) => dx)).toEqual([
      'elevated blood pressure',
      'left shoulder abnormal finding on examination',
    ]);
  });

  it('is not written when the repair does not say what it puts right, but offered as said', () => {
    const said = dictated('left shoulder abnormal finding on exona', 'patient: excuse me, let me start again');
    expect(assessment(said).map(([dx]) => dx)).toEqual(['elevated blood pressure']);
    expect(factsFrom(said).held.map((h) => [h.value.section, h.value.text])).toContainEqual([
      'assessment',
      'Left shoulder abnormal finding on exona',
    ]);
  });

  it('stands when the words after it take nothing back', () => {
    const said = dictated('left shoulder abnormal finding on exam', 'doctor: the range of motion is reduced');
    expect(assessment(said).map(([dx]) => dx)).toContain('left shoulder abnormal finding on exam');
    const apology = dictated('left shoulder abnormal finding on exam', "doctor: sorry for the wait, let's go on");
    expect(assessment(apology).map(([dx]) => dx)).toContain('left shoulder abnormal finding on exam');
  });
});
