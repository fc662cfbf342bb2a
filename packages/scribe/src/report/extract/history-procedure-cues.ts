/**
 * Words that tell an operation named in the consultation as one the patient has had (history-procedures.ts):
 * when it was done, and what it was. The words that place it before today are time rows
 * (reading/time-operation-cues.ts); the questions that ask about operations are question rows
 * (reading/question-cues.ts). Regular-expression sources over normalised text, whole words.
 */

/** The age an operation was done at, said with it: 'at the age of 27', 'when i was 14', 'i was 14'. */
export const AGE_THEN = [
  String.raw`at (?:the )?(?:young |early )?age (?:of )?(\d{1,2})`,
  String.raw`when (?:i|you|he|she) (?:was|were) (\d{1,2})`,
  String.raw`(?:i|you|he|she) (?:was|were) (\d{1,2})(?! (?:percent|times|minutes|hours|days|weeks|months))`,
  String.raw`at (\d{1,2}) years? old`,
];

/**
 * A time of life an operation was done in, said in words, with how the note writes it: 'when i was a baby'
 * is '(in infancy)'. Said with the operation, it is when it was done, as an age is.
 */
export const LIFE_STAGE_THEN: { said: string; written: string }[] = [
  {
    said: String.raw`when (?:i|you|he|she) (?:was|were) (?:a |an )?(?:baby|infant|newborn)|as (?:a baby|an infant|a newborn)|in infancy|at birth`,
    written: 'in infancy',
  },
];

/**
 * Words that say what an operation just told was, between a bare 'surgery' with its part and the name
 * after it ('surgery on my shoulder, it was a rotator cuff repair'): the two are one operation.
 */
export const SAID_AS_WHAT = ['(?:it|which|that) was', 'called', 'namely', 'i mean'];

/** A reply that is a bare age: 'about 14', 'i think 14', '14 years old'; not '14 years ago'. */
export const AGE_REPLIED = String.raw`^(?:(?:about|around|maybe|like|i think|um|uh|oh),? )*(\d{1,2})\b(?! (?:years? ago|percent))`;
