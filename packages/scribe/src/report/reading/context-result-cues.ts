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

/** Words that open a new clause after a list: a denial before them does not reach past them. */
const LIST_ENDS = [
  'but',
  'and',
  'so',
  'because',
  'however',
  'though',
  'although',
  'which',
  'it',
  "it's",
  'that',
  'this',
];
/** A word of a list a denial reaches over. */
const LISTED = String.raw`(?!(?:${LIST_ENDS.join('|')})\b)[\w'-]+`;

/** How many characters before what is judged a denial is read in: a few words, or a list of a few. */
const REACH = { words: 40, list: 80 };

const result = (id: string, phrase: string, scope = REACH.words): ContextRule => ({
  id,
  phrase,
  qualifier: 'presence',
  value: 'negated',
  direction: 'forward',
  scope,
  target: 'result',
  language: 'en',
});

export const RESULT_RULES: readonly ContextRule[] = [
  // 'no proximal humerus fracture': a 'no' denies the words after it, but not across a pronoun.
  result('neg:result-no', String.raw`\bno(?: (?!(?:${ANSWER_OPENS.join('|')})\b)[\w-]+){0,3}`),
  // 'no signs of a fracture', 'no obvious signs of acute fracture': one word may qualify the signs.
  result('neg:result-no-sign-of', String.raw`\bno(?: [\w-]+)? (?:signs?|evidence) of(?: an?| any)?(?: [\w-]+)?`),
  // 'not elevated', "wasn't really high", 'negative for strep', and 'nor' that goes on denying ('… nor any abnormality').
  result('neg:result-not', String.raw`(?:\b(?:not|never|without|negative for|nor)|n't)(?: [\w'-]+){0,5}`),
  // A denial reaches over a list joined by 'or' ("it doesn't show any fracture or any kind of abnormality", 'not
  // high or low'), not over a new clause ('no fracture or dislocation but it is abnormal').
  result(
    'neg:result-or',
    String.raw`(?:\b(?:no|not|never|without|negative for)|n't)(?: ${LISTED}){0,5} or(?: ${LISTED}){0,4}`,
    REACH.list,
  ),
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
