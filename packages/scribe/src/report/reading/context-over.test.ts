import { describe, expect, it } from 'vitest';
import { negation } from './context.js';

/** The context rules that end a symptom (it was had and is over) and the words that keep one going. */
describe('a symptom said to be over', () => {
  it("an end said with a negation is no end: 'the pain never went away' goes on", () => {
    for (const text of ['my back pain never went away', "the rash hasn't resolved"]) {
      const about = text.includes('rash') ? 'rash' : 'back pain';
      const at = text.indexOf(about);
      expect(negation(text, at, at + about.length)).toEqual({ negated: false, rules: [] });
    }
  });

  it("'since' or 'anymore' after a symptom had still is no end: 'headaches since monday'", () => {
    const text = "i've had headaches since monday";
    const at = text.indexOf('headaches');
    expect(negation(text, at, at + 9).negated).toBe(false);
    const capped = 'no more than two beers a week and a headache';
    expect(negation(capped, capped.indexOf('headache'), capped.length).over).toBeUndefined();
  });

  it("'went away' ends what was named just before it, not a symptom before a new subject ('… sore throat the fever went away')", () => {
    const text = 'i have a sore throat the fever went away';
    const at = text.indexOf('sore throat');
    expect(negation(text, at, at + 'sore throat'.length).negated).toBe(false);
    expect(negation(text, text.indexOf('fever'), text.indexOf('fever') + 5).negated).toBe(true);
  });
});
