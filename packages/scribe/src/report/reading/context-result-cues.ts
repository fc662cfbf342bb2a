import type { ContextRule } from './context-types.js';

/**
 * Context rules about a test's result (target 'result'): the words right before a judgement that deny it
 * ('not elevated', "isn't high", 'no acute fracture', "i don't see any fracture", 'did not reveal any signs of
 * a fracture', 'negative for fracture'). A result's denial reaches only a few words, the words that qualify
 * the finding, so each phrase holds its own reach and is read up to the judgement (resultNegation in
 * context.ts). Part of CONTEXT_RULES (context-cues.ts).
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
  result('neg:result-no-sign-of', String.raw`\bno (?:signs?|evidence) of(?: an?| any)?(?: [\w-]+)?`),
  result('neg:result-not', String.raw`(?:\b(?:not|never|without|negative for)|n't)(?: [\w'-]+){0,5}`),
];
