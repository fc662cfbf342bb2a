import { describe, expect, it } from 'vitest';
import { assessmentFrom as assessment, factsFrom } from '../testing/said.js';

describe('a symptom beside the diagnosis that explains it', () => {
  const visit = [
    'doctor: what happened',
    'patient: i twisted my right ankle yesterday and it is swollen',
    'doctor: i think you have a right ankle sprain. ice it and take ibuprofen to help with the swelling',
  ].join('\n');

  it('is not written as a problem of its own, but offered under the assessment', () => {
    expect(assessment(visit).map(([dx]) => dx)).toEqual(['right ankle sprain']);
    expect(factsFrom(visit).held.map((h) => [h.value.section, h.value.text])).toContainEqual([
      'assessment',
      'Swelling',
    ]);
  });

  it('stays a problem when no diagnosis is stated', () => {
    const unexplained = 'doctor: take ibuprofen to help with the swelling and come back in a week';
    expect(assessment(unexplained).map(([dx]) => dx)).toContain('swelling');
  });
});
