import { describe, expect, it } from 'vitest';
import { allergyStatedAt } from './allergens.js';

/** Whether the sentence states an allergy to the first place `word` is said. */
const stated = (sentence: string, word: string) => {
  const at = sentence.indexOf(word);
  return allergyStatedAt(sentence, at, at + word.length);
};

describe('an allergen stated in a sentence', () => {
  it('is named by allergy words before or after it', () => {
    expect(stated("i'm allergic to penicillin", 'penicillin')).toBe(true);
    expect(stated('she is allergic to codeine, morphine and shellfish', 'shellfish')).toBe(true);
    expect(stated('he has a sulfa allergy', 'sulfa')).toBe(true);
    expect(stated('he had a reaction to contrast last year', 'contrast')).toBe(true);
  });

  it('is no allergy when only said beside allergy talk, denied, or talked of', () => {
    expect(stated('the allergist said it was not her allergies so we stopped the zyrtec', 'zyrtec')).toBe(false);
    expect(stated('penicillin is fine, my allergies are to cats', 'penicillin')).toBe(false);
    expect(stated("i'm not allergic to amoxicillin", 'amoxicillin')).toBe(false);
    expect(stated('that is the one where a tick bite gives you an allergy to beef', 'beef')).toBe(false);
  });

  it('is named by an allergy list only until a new clause or subject ends the list', () => {
    expect(stated("i'm allergic to cats so i take cetirizine every day", 'cetirizine')).toBe(false);
    expect(stated('she is allergic to eggs but she takes amoxicillin fine', 'amoxicillin')).toBe(false);
    expect(stated("i'm allergic to what you call cipro", 'cipro')).toBe(true);
  });
});
