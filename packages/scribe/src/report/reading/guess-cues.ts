import type { ContextRule } from './context-types.js';

/** Not recalling an injury ('i don't remember hurting it'), or saying there was none ('i didn't hurt it'). */
const NOT_RECALLED = String.raw`(?:don't|do not|can't|cannot|didn't|did not) (?:remember|recall) (?:hurting|injuring|doing anything|any (?:injury|trauma|fall))`;
const NOT_HURT = String.raw`(?:didn't|did not|never) (?:hurt|injure|twist|bang|hit) it`;
const NO_INJURY = 'no (?:specific |particular )?(?:injury|trauma)';

/**
 * The context rules of a guess (certainty rows; see context-types.ts), read by subject.ts: what a patient
 * says after them they only wonder about ('maybe i lifted something wrong', 'i guess i might have twisted
 * it'), so a note's 'began after lifting' would be invented. Adding a cue is adding a row here and an
 * example in subject.test.ts.
 */
export const GUESS_RULES: readonly ContextRule[] = [
  {
    id: 'guess:maybe',
    phrase: 'maybe|perhaps|probably',
    qualifier: 'certainty',
    value: 'possible',
    direction: 'forward',
    source: 'talk',
    language: 'en',
  },
  {
    id: 'guess:i-guess',
    phrase: String.raw`i guess|i suppose|i wonder|wondering (?:if|whether)`,
    qualifier: 'certainty',
    value: 'possible',
    direction: 'forward',
    source: 'talk',
    language: 'en',
  },
  {
    id: 'guess:might-have',
    phrase: '(?:might|may|could|must) have',
    qualifier: 'certainty',
    value: 'possible',
    direction: 'forward',
    source: 'talk',
    language: 'en',
  },
  {
    id: 'guess:not-sure',
    phrase: String.raw`(?:not sure|don't know|do not know|no idea) (?:if|whether|what|how)`,
    qualifier: 'certainty',
    value: 'possible',
    direction: 'forward',
    source: 'talk',
    language: 'en',
  },
  {
    id: 'guess:could-it',
    phrase: 'could it (?:be|have been)',
    qualifier: 'certainty',
    value: 'possible',
    direction: 'forward',
    source: 'talk',
    language: 'en',
  },
  // A patient who recalls no injury ('i don't remember hurting it', 'there was no injury') only wonders at
  // any cause they tell beside it ('but i was lifting boxes'), there or later in their account.
  {
    id: 'guess:no-injury',
    phrase: [NOT_RECALLED, NOT_HURT, NO_INJURY, 'nothing happened'].join('|'),
    qualifier: 'certainty',
    value: 'possible',
    direction: 'forward',
    source: 'talk',
    language: 'en',
  },
];
