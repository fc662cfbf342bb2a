import { describe, expect, it } from 'vitest';
import { assessmentFrom as assessment, factsFrom } from '../testing/said.js';

const held = (dialogue: string) =>
  factsFrom(dialogue)
    .held.filter((h) => h.value.section === 'assessment')
    .map((h) => h.value.text);

describe('the assessment: a result the clinician states as abnormal, and treats, names its problem', () => {
  it.each([
    ['You have low vitamin D levels, so we will start a supplement.', 'vitamin d deficiency'],
    ['your potassium came back low so we will start potassium chloride 20 meq daily', 'hypokalemia'],
    ['so your hemoglobin is quite low at eight and we will set up a colonoscopy', 'anemia'],
    ['Your sodium is low, which we call hyponatremia.', 'hyponatremia'],
  ])('%j → %s', (said, problem) => {
    expect(assessment(`Doctor: ${said}`)).toEqual([[problem, 'confirmed']]);
  });

  it.each([
    ['Your blood work shows that your sodium levels are very low.', 'Hyponatremia'],
    ['Her potassium came back a little high.', 'Hyperkalemia'],
    ['The liver enzymes are elevated again.', 'Elevated liver enzymes'],
    ['aapka potassium thoda low hai', 'Hypokalemia'],
    ['sodium konjam high irukku', 'Hypernatremia'],
  ])('holds a result neither named nor treated for the clinician: %j → %s', (said, problem) => {
    expect(assessment(`Doctor: ${said}`)).toEqual([]);
    expect(held(`Doctor: ${said}`)).toEqual([problem]);
  });

  it('takes a held result into the assessment once the clinician names the problem', () => {
    const said =
      'Doctor: They found that you had a low hemoglobin.\nPatient: Okay.\nDoctor: My impression is that you have anemia.';
    expect(assessment(said).map(([d]) => d)).toEqual(['anemia']);
    expect(held(said)).toEqual([]);
  });

  it('takes nothing from a normal result, a denial, a warning, a generality or a diet', () => {
    for (const said of [
      'Your sodium is normal.',
      'Your potassium is not low anymore.',
      'If your potassium gets low you may feel cramps.',
      'There are many reasons people can have elevated liver enzymes.',
      'I want you to keep to a low sodium diet.',
      "So the good news is you don't have an elevated white blood cell count, so this is not an infection.",
      'so the good news is you dont have an elevated white blood cell count so this is not an infection',
    ]) {
      // 'this is not an infection' is a ruled-out line; no leukocytosis is stated or held.
      expect(assessment(`Doctor: ${said}`).filter(([, certainty]) => certainty !== 'ruled out')).toEqual([]);
      expect(held(`Doctor: ${said}`)).toEqual([]);
    }
  });
});
