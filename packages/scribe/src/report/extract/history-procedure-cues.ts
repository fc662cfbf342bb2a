/**
 * Words that tell an operation named in the consultation as one the patient has had (history-procedures.ts):
 * what was asked, when it was done, and what it was. The words that place it before today are time rows
 * (reading/time-operation-cues.ts). Regular-expression sources over normalised text, whole words.
 */

/** A clinician's question about past operations: what the reply names is the patient's surgical history. */
export const OPERATIONS_ASKED = ['surger(?:y|ies)', 'operations?', 'operated on', 'procedures', 'surgical history'];

/** The age an operation was done at, said with it: 'at the age of 27', 'when i was 14', 'i was 14'. */
export const AGE_THEN = [
  String.raw`at (?:the )?(?:young |early )?age (?:of )?(\d{1,2})`,
  String.raw`when (?:i|you|he|she) (?:was|were) (\d{1,2})`,
  String.raw`(?:i|you|he|she) (?:was|were) (\d{1,2})(?! (?:percent|times|minutes|hours|days|weeks|months))`,
  String.raw`at (\d{1,2}) years? old`,
];

/**
 * Words that say what an operation just told was, between a bare 'surgery' with its part and the name
 * after it ('surgery on my shoulder, it was a rotator cuff repair'): the two are one operation.
 */
export const SAID_AS_WHAT = ['(?:it|which|that) was', 'called', 'namely', 'i mean'];

/**
 * A clinician's question, in the turn after an operation is named, asking when it was done ('when was
 * that?', 'how old were you?'): the year or age in the reply is the operation's.
 */
export const WHEN_ASKED = [
  'when (?:was|did) (?:that|this|it|you have (?:that|it|this))',
  'what year (?:was|did)',
  'how old were you',
];

/** A question asking the age at the operation: a bare number in the reply is the age ('how old were you?' 'about 14'). */
export const AGE_ASKED = ['how old were you'];

/** A reply that is a bare age: 'about 14', 'i think 14', '14 years old'; not '14 years ago'. */
export const AGE_REPLIED = String.raw`^(?:(?:about|around|maybe|like|i think|um|uh|oh),? )*(\d{1,2})\b(?! (?:years? ago|percent))`;
