import { describe, expect, it } from 'vitest';
import { listNegations, negation } from './context.js';

/** A review of systems longer than a spoken negation reaches. */
const LONG_LIST =
  'fever, chills, night sweats, fatigue, headache, blurred vision, sore throat, chest pain, palpitations, wheezing';
/** The same list as recognised speech gives it, without commas. */
const LIST_LIST = LONG_LIST.replace(/,/g, '');

describe('how far a denial reaches', () => {
  it('a denial read out over a list reaches every item of it, past the reach a cue has over free speech', () => {
    // Each item of the list, in the order said, then the rash.
    const items = [...LONG_LIST.split(', '), 'rash'];
    const denied = (text: string) =>
      listNegations(
        text,
        items.map((w) => ({ index: text.lastIndexOf(w), end: text.lastIndexOf(w) + w.length })),
      ).map((d) => d.negated);
    for (const cue of ['review of systems is negative for', "he hasn't had", 'no']) {
      const text = `${cue} ${LIST_LIST} or rash`;
      expect(negation(text, text.lastIndexOf('rash'), text.lastIndexOf('rash') + 4).negated).toBe(false);
      expect(denied(text).every(Boolean)).toBe(true);
    }
    // 'But' ends the list, and a symptom said after other words is no item of it.
    expect(denied(`no ${LIST_LIST} but has had a rash`).at(-1)).toBe(false);
    expect(denied(`no ${LIST_LIST} and we talked about her garden and a rash`).at(-1)).toBe(false);
  });

  it("a clinician's spoken 'denies' reaches a whole review of systems, past words the lexicon does not name", () => {
    const text = `so she denies ${LIST_LIST} hemoptysis melena or rash`;
    const at = text.indexOf('rash');
    expect(negation(text, at, at + 4)).toEqual({ negated: true, rules: ['neg:denies'] });
    const but = 'she denies fever or chills but has had a rash';
    expect(negation(but, but.indexOf('rash'), but.indexOf('rash') + 4).negated).toBe(false);
  });

  it('a cue reaches only so far back: a long run of speech ends its reach', () => {
    const text = `no fever ${'and then we went on talking about the garden '.repeat(3)}and a cough`;
    const at = text.indexOf('cough');
    expect(negation(text, at, at + 5).negated).toBe(false);
  });
});
