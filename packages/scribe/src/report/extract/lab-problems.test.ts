import { describe, expect, it } from 'vitest';
import { assessmentFrom as assessment } from '../testing/said.js';

describe('the assessment: a result the clinician states as abnormal names its problem', () => {
  it.each([
    ['Your blood work shows that your sodium levels are very low.', 'hyponatremia'],
    ['Her potassium came back a little high.', 'hyperkalemia'],
    ['You have low vitamin D levels, so we will start a supplement.', 'vitamin d deficiency'],
    ['The liver enzymes are elevated again.', 'elevated liver enzymes'],
    ['so your hemoglobin is quite low at eight', 'anemia'],
    ['aapka potassium thoda low hai', 'hypokalemia'],
    ['sodium konjam high irukku', 'hypernatremia'],
  ])('%j → %s', (said, problem) => {
    expect(assessment(`Doctor: ${said}`)).toEqual([[problem, 'confirmed']]);
  });

  it('takes nothing from a normal result, a denial, a warning, a generality or a diet', () => {
    expect(assessment('Doctor: Your sodium is normal.')).toEqual([]);
    expect(assessment('Doctor: Your potassium is not low anymore.')).toEqual([]);
    expect(assessment('Doctor: If your potassium gets low you may feel cramps.')).toEqual([]);
    expect(assessment('Doctor: There are many reasons people can have elevated liver enzymes.')).toEqual([]);
    expect(assessment('Doctor: I want you to keep to a low sodium diet.')).toEqual([]);
  });
});
