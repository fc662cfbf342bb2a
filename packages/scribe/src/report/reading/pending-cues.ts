import type { Language } from './context-types.js';

/** One cue that a test's result is still to come ('the culture isn't back yet'), read by pending.ts. */
export interface PendingRule {
  id: string;
  /** the cue's words, as a regular-expression source over normalised text */
  phrase: string;
  /** the cue tells a result to come only of a test said as done ('i sent the blood work'), not of one ordered today */
  ofDone?: true;
  language: Language;
}

/** A result not back: 'isn't back yet', 'not ready', 'haven't come back'; not a person ('i haven't come back since'). */
const NOT_YET_BACK = "(?:isn't|is not|is n't|aren't|are not|are n't|not) (?:back|in|ready|available)(?: yet)?";
const HAS_NOT = "(?:hasn't|has not|has n't|haven't|have not|have n't|didn't|did not|did n't)";
const NOT_COME_BACK = `(?<!\\b(?:i|we|you|he|she) )${HAS_NOT} (?:come|came|gotten|got) back(?: yet)?`;
/** Who will tell the patient the result: 'i'll call you with the results', 'we will let you know when'. */
const WILL_TELL = "(?:i'll|i will|we'll|we will|i'm going to|i'm gon na|we're going to) (?:call|let) you (?:know )?";
/** 'Pending' of a result; not 'pending the mri results', where it means until. */
const PENDING_WORD = 'pending(?! (?:the|your|a|an|further|on)\\b)';

/**
 * How a clinician or patient says a test was done and its result is not known yet: pending, not back,
 * still waited on. A result still to come is written as pending (the note's Results), never as a value or
 * a finding. Adding a cue is adding a row here and an example in pending.test.ts.
 */
export const PENDING: readonly PendingRule[] = [
  { id: 'pending:pending', phrase: PENDING_WORD, language: 'en' },
  { id: 'pending:not-back', phrase: `${NOT_YET_BACK}|${NOT_COME_BACK}`, language: 'en' },
  {
    id: 'pending:waiting',
    phrase:
      "(?:still |we're |we are |i'm |i am )waiting (?:on|for)|(?:still )?(?:waiting|wait) to hear (?:back )?(?:on|about)",
    language: 'en',
  },
  // Said of a test done ('i sent the blood work, i'll call you with the results'): its result is still to come.
  // Said of one ordered today, it is the plan's order, not a result.
  {
    id: 'pending:will-call',
    phrase: `${WILL_TELL}(?:with|when|once) (?:the |your )?(?:results?|it comes back|they come back)`,
    ofDone: true,
    language: 'en',
  },
];

/** Words right before a test's name that tell it as done: 'i sent the', 'we drew some', 'they took a'. */
export const TOLD_AS_DONE = [
  '(?:i|we|they|you) (?:just )?(?:sent|drew|did|took|ran|collected|swabbed)(?: off)?(?: the| your| a| an| some)?',
  "(?:i've|we've|i have|we have) (?:already )?(?:sent|drawn|done|taken|run|collected)(?: off)?(?: the| your| a| an| some)?",
];
