import { describe, expect, it } from 'vitest';
import { OPERATION_TIME_RULES } from './time-operation-cues.js';
import { operationAge, operationDoneEnd } from './time.js';

/**
 * One example per row placing an operation before today: the clause up to the operation's name, whether it
 * asks, and the words after which the operation is told as done. A row without an example fails the last test.
 */
const EXAMPLES: { rule: string; clause: string; asked?: true; after: string }[] = [
  { rule: 'past:had-op', clause: 'she has had a hysterectomy', after: 'she has had' },
  { rule: 'past:been-through-op', clause: "i've already been through a knee replacement", after: 'been through' },
  { rule: 'past:got-op', clause: 'i got a stent put in', after: 'i got' },
  { rule: 'past:underwent-op', clause: 'he underwent a bypass', after: 'he underwent' },
  { rule: 'past:underwent', clause: 'the man underwent an appendectomy', after: 'underwent' },
  { rule: 'past:status-post', clause: 'status post cholecystectomy', after: 'status post' },
  { rule: 'past:s-p', clause: 's/p cholecystectomy', after: 's/p' },
  { rule: 'past:history-of-op', clause: 'a history of a tonsillectomy', after: 'history of' },
  { rule: 'past:prior-op', clause: 'a prior discectomy', after: 'prior' },
  { rule: 'past:previous-op', clause: 'her previous c-section', after: 'previous' },
  { rule: 'past:they-did', clause: 'they took out my appendix', after: 'took out' },
  { rule: 'past:they-did', clause: 'they had to do a bypass', after: 'had to do' },
  { rule: 'past:since-my', clause: 'ever since my hernia repair', after: 'since my ' },
  { rule: 'past:youve-had', clause: "you've had a bypass", asked: true, after: "you've had" },
  { rule: 'past:i-know-you-had', clause: 'i know that you had a mastectomy', asked: true, after: 'you had' },
  { rule: 'past:you-underwent', clause: 'so you underwent a lumpectomy', asked: true, after: 'you underwent' },
  { rule: 'past:status-post', clause: 'status post lumpectomy', asked: true, after: 'status post' },
];

/** One example per row giving the age an operation was done at: words said with it, and the age they give. */
const AGES: { rule: string; words: string; age: string | null }[] = [
  { rule: 'age:at-the-age-of', words: 'um at the young age of 27 yeah', age: '27' },
  { rule: 'age:when-i-was', words: 'when she was 9 she had it', age: '9' },
  { rule: 'age:i-was', words: 'i think i was 14 at the time', age: '14' },
  { rule: 'age:i-was', words: 'i was 20 weeks along', age: null },
  { rule: 'age:years-old', words: 'back at 30 years old', age: '30' },
];

describe('an operation placed before today', () => {
  for (const e of EXAMPLES)
    it(`${e.rule}: "${e.clause}"${e.asked ? ', asked,' : ''} is told done`, () => {
      expect(operationDoneEnd(e.clause, e.asked ?? false)).toBe(e.clause.indexOf(e.after) + e.after.length);
    });

  it("is asked, not told, by 'have you had' or 'did you have'", () => {
    expect(operationDoneEnd('have you had a hysterectomy', false)).toBe(-1);
    expect(operationDoneEnd('any surgeries other than the lumpectomy you had', true)).toBe(-1);
  });

  it('is not placed at all by a plan: what follows the telling words is read for one', () => {
    expect(operationDoneEnd('we will schedule a knee replacement', false)).toBe(-1);
    const clause = "i've had a talk about a knee replacement";
    expect(clause.slice(operationDoneEnd(clause, false))).toBe(' a talk about a knee replacement');
  });

  for (const e of AGES)
    it(`${e.rule}: "${e.words}" was done at age ${e.age ?? 'none'}`, () => {
      expect(operationAge(e.words)).toBe(e.age);
    });

  it('is not told done by the words of an age alone', () => {
    expect(operationDoneEnd('when i was 14', false)).toBe(-1);
  });

  it('has an example for every row', () => {
    const covered = new Set([...EXAMPLES, ...AGES].map((e) => e.rule));
    expect(OPERATION_TIME_RULES.map((r) => r.id).filter((id) => !covered.has(id))).toEqual([]);
  });
});
