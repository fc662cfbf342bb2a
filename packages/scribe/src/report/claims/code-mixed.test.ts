import { describe, expect, it } from 'vitest';
import { SYMPTOMS } from '../extract/lexicon-symptoms.js';
import { MIXED_SYMPTOMS } from '../vocabulary/mixed-symptoms.js';
import { glossCodeMixed } from './code-mixed.js';

describe('code-mixed symptoms, one table for the writer and the checker', () => {
  it('names each code-mixed symptom by a name the writer writes, with the words among its synonyms', () => {
    for (const [name, words] of Object.entries(MIXED_SYMPTOMS)) {
      const term = SYMPTOMS.find((t) => t.name === name);
      expect(term?.variants).toEqual(expect.arrayContaining([...words]));
    }
  });

  it('glosses a symptom said in Hindi or Tamil to the name the writer gives it', () => {
    expect(glossCodeMixed('mujhe sir mein dard hai')).toBe('mujhe headache');
    expect(glossCodeMixed('bukhar nahi hai')).toBe('no fever');
    // Tamil 'thalai vali' (headache) and 'gale mein dard' (sore throat) are one symptom each, not a part and 'pain'.
    expect(glossCodeMixed('enakku thalai vali irukku')).toBe('enakku headache irukku');
    expect(glossCodeMixed('do din se gale mein dard hai')).toBe('2 days sore throat');
  });

  it('reads the common symptoms of a review of systems said in Hindi or Tamil', () => {
    expect(glossCodeMixed('ji machlana nahi')).toBe('no nausea');
    expect(glossCodeMixed('teen din se kabz hai')).toBe('3 days constipation');
    expect(glossCodeMixed('pair mein sujan hai')).toBe('leg mein swelling');
    expect(glossCodeMixed('peshab mein jalan nahi')).toBe('no burning with urination');
    expect(glossCodeMixed('moottu vali illa')).toBe('joint pain illa');
    expect(glossCodeMixed('mookadaippu irukku')).toBe('congestion irukku');
  });

  it('still glosses a side and a part said apart from a symptom name', () => {
    expect(glossCodeMixed('baayen ghutne mein dard hai')).toBe('left knee mein pain');
  });
});
