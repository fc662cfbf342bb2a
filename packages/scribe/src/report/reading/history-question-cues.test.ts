import { describe, expect, it } from 'vitest';
import { presentFrom } from '../testing/said.js';
import { HISTORY_QUESTION_RULES } from './history-question-cues.js';
import { ageReplied, asksOperations, asksWhenDone } from './questions.js';

/** A question taking the symptom as given, answered with no yes or no: the symptom is the patient's. */
const presumed = (question: string, reply: string) => presentFrom(`doctor: ${question}\npatient: ${reply}`);

/** One example per history question rule, as speech recognition gives the line (no question mark). */
const EXAMPLES: { rule: string; check: () => unknown; expected: unknown }[] = [
  { rule: 'operations:surgery', check: () => asksOperations('any surgeries in the past'), expected: true },
  { rule: 'operations:operation', check: () => asksOperations('ever had an operation'), expected: true },
  { rule: 'operations:operated-on', check: () => asksOperations('have you been operated on'), expected: true },
  { rule: 'operations:procedures', check: () => asksOperations('any other procedures'), expected: true },
  { rule: 'operations:surgical-history', check: () => asksOperations("what's your surgical history"), expected: true },
  {
    rule: 'when-done:when-was-that',
    check: () => [asksWhenDone('and when did you have that done'), ageReplied('when was that', '14')],
    expected: [true, null],
  },
  { rule: 'when-done:what-year', check: () => asksWhenDone('what year was it'), expected: true },
  {
    rule: 'age-then:how-old',
    check: () => [asksWhenDone('how old were you then'), ageReplied('how old were you then', 'about 14')],
    expected: [true, '14'],
  },
  {
    rule: 'age-reply:bare',
    check: () => [
      ageReplied('how old were you', 'um i think 14'),
      ageReplied('how old were you', 'oh, about 60'),
      ageReplied('how old were you', '20 years ago'),
      ageReplied('how old were you', '14 years old'),
    ],
    expected: ['14', '60', null, '14'],
  },
  {
    rule: 'presuming:how-long-had',
    check: () => [
      presumed('how long have you had the cough', 'about a week'),
      presumed('since when has she had the rash', 'sunday'),
      presumed('how long have you been suffering from the headaches', 'a month or so'),
    ],
    expected: [['cough'], ['rash'], ['headache']],
  },
  {
    rule: 'presuming:when-did',
    check: () => presumed('when did the headaches start', 'two weeks ago'),
    expected: ['headache'],
  },
  {
    rule: 'presuming:where-is',
    check: () => presumed('where is the chest pain', 'right here'),
    expected: ['chest pain'],
  },
  {
    rule: 'presuming:what-makes',
    check: () => presumed('what makes the dizziness worse?', 'standing up'),
    expected: ['dizziness'],
  },
  {
    rule: 'presuming:describe',
    check: () => presumed('how would you describe the headache', 'throbbing'),
    expected: ['headache'],
  },
];

describe('history question rules', () => {
  for (const e of EXAMPLES)
    it(`${e.rule}: as a clinician would read it`, () => {
      expect(e.check()).toEqual(e.expected);
    });

  it('has an example for every rule', () => {
    const covered = new Set(EXAMPLES.map((e) => e.rule));
    expect(HISTORY_QUESTION_RULES.map((r) => r.id).filter((id) => !covered.has(id))).toEqual([]);
  });
});
