import { oneOf } from '../pattern.js';
import type { ContextRule } from './context-types.js';

/**
 * Context rules about what is judged: the words right before a test's result or finding that deny it
 * ('not elevated', "isn't high", 'no acute fracture', "i don't see any fracture", 'did not reveal any signs of
 * a fracture', 'negative for fracture'; target 'result'), and those right before a clinician's statement of a
 * diagnosis that leave it unstated ("i don't think you have", 'not convinced that'; target 'statement').
 * Such a denial reaches only a few words, so each phrase holds its own reach and is read up to what it denies
 * (judgedDenial in context.ts). Part of CONTEXT_RULES (context-cues.ts).
 */

/** Words a 'no' that answers is followed by: 'no, it was low' opens its own clause and denies nothing after it. */
const ANSWER_OPENS = ['it', "it's", 'that', 'this', 'i', 'you', 'he', 'she', 'they', 'we', 'your', 'but', 'and'];

const result = (id: string, phrase: string): ContextRule => ({
  id,
  phrase,
  qualifier: 'presence',
  value: 'negated',
  direction: 'forward',
  scope: 40,
  target: 'result',
  language: 'en',
});

export const RESULT_RULES: readonly ContextRule[] = [
  // 'no proximal humerus fracture': a 'no' denies the words after it, but not across a pronoun.
  result('neg:result-no', String.raw`\bno(?: (?!(?:${ANSWER_OPENS.join('|')})\b)[\w-]+){0,3}`),
  // 'no signs of a fracture', 'no obvious signs of acute fracture': one word may qualify the signs.
  result('neg:result-no-sign-of', String.raw`\bno(?: [\w-]+)? (?:signs?|evidence) of(?: an?| any)?(?: [\w-]+)?`),
  result('neg:result-not', String.raw`(?:\b(?:not|never|without|negative for)|n't)(?: [\w'-]+){0,5}`),
];

/** Words between a denial and the statement it denies: "doesn't look like you have gout", 'not sure it's'. */
const DENIAL_BRIDGE = [
  ...['really', 'quite', 'so', 'sure', 'think', 'believe', 'convinced', 'certain', 'that'],
  ...['looks? like', 'seems? (?:like|to be)', 'sounds? like', 'appears? (?:to be|that)'],
];

export const STATEMENT_RULES: readonly ContextRule[] = [
  // A denial bridged only by words of belief or seeming: 'i doubt it's', "it doesn't look like you have".
  {
    id: 'neg:statement-doubted',
    phrase: String.raw`(?:\bnot|n't|\bnever|\bdoubt)(?: ${oneOf(DENIAL_BRIDGE)})*`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'forward',
    scope: 60,
    target: 'statement',
    language: 'en',
  },
];
