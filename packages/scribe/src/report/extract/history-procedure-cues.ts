/**
 * Words that tell an operation named in the consultation as one the patient has had (history-procedures.ts).
 * Regular-expression sources over normalised text, whole words.
 */

/**
 * Words before an operation, in its clause, that place it before today ('i had my gallbladder out', 'you
 * underwent a cabg', 'status post lumpectomy', 'they replaced my valve'). 'Have you had' asks, it does not
 * tell: the 'had' after 'have' or 'did' is no telling.
 */
export const HAD_BEFORE = [
  "(?<!(?:have|did) )(?:i|you|he|she)(?:'ve|'d| have| has)? had",
  "(?:i|you|he|she)(?:'ve| have| has) (?:already |also )?(?:got|gotten|been through)",
  'i got',
  '(?:he|she|you|i) underwent',
  'underwent',
  'status post',
  's/p',
  'history of',
  'prior',
  'previous',
  'they (?:did|performed|removed|took out|replaced|reconstructed|put in|fixed)',
  '(?:since|after) (?:my|your|his|her) ',
];

/**
 * Words in a clause that tell a clause asking about the operation ('any surgeries other than the
 * lumpectomy?') still as telling it had ('i know you've had a bypass at 27, how's that going?'): a question
 * that takes it as done.
 */
export const TAKEN_AS_HAD = ["you've had", "i know (?:that )?you(?:'ve)? had", 'you underwent', 'status post'];

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
