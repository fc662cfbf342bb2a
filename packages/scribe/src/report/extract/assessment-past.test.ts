import { describe, expect, it } from 'vitest';
import { assessmentFrom, factsFrom } from '../testing/said.js';

describe('a condition removed before this visit is past history, not a problem of today', () => {
  it('leaves the assessment and stays in the past history', () => {
    const d = [
      'doctor: and you had a melanoma removed from your arm about six months ago',
      'patient: yes it healed well',
      'doctor: in reviewing the pathology report for your melanoma the margins were clear',
    ].join('\n');
    expect(assessmentFrom(d)).toEqual([]);
    expect(factsFrom(d).conditions.map((c) => c.value)).toEqual(['status post melanoma removal']);
  });

  it('stays in the assessment when the removal is today or still to come', () => {
    const later = 'doctor: so the biopsy confirms a melanoma\ndoctor: we will have the melanoma removed next week';
    expect(assessmentFrom(later)).toEqual([['melanoma', 'confirmed']]);
    const today =
      'doctor: the biopsy confirms a melanoma\ndoctor: i removed the melanoma today and the margins look clear';
    expect(assessmentFrom(today)).toEqual([['melanoma', 'confirmed']]);
  });
});
