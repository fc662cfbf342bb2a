import { describe, expect, it } from 'vitest';
import { glossCodeMixed } from '../claims/code-mixed.js';
import { assessmentFrom, factsFrom } from '../testing/said.js';

const heldProblems = (dialogue: string) =>
  factsFrom(dialogue)
    .held.filter((h) => h.value.section === 'assessment')
    .map((h) => h.value.text);

describe('one table of code-mixed degree words, read alike by every reader', () => {
  it("reads Hindi 'thode' (a little) before an adjective and before a lab level alike", () => {
    expect(assessmentFrom('doctor: aap thode anemic ho')).toEqual([['anemia', 'confirmed']]);
    expect(heldProblems('doctor: aapka potassium thode low hai')).toEqual(['Hypokalemia']);
  });

  it("reads Tamil 'konjam' (a little) before a blood pressure level and before an adjective alike", () => {
    expect(assessmentFrom('doctor: BP konjam high irukku')).toEqual([['elevated blood pressure', null]]);
    expect(assessmentFrom('doctor: you are konjam dehydrated')).toEqual([['dehydration', 'confirmed']]);
  });

  it("reads 'thode' as slight and 'zyaada' (more) as up in a blood pressure said without a reading", () => {
    expect(factsFrom('doctor: aapka BP thode high hai').vitals.bloodPressure?.value).toBe('slightly elevated');
    expect(factsFrom('doctor: aapka BP zyaada hai').vitals.bloodPressure?.value).toBe('elevated');
  });

  it('glosses each degree word to its English for the checker', () => {
    expect(glossCodeMixed('BP thoda high hai')).toBe('BP a little high');
    expect(glossCodeMixed('BP romba high hai')).toBe('BP very high');
  });
});
