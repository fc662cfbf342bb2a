/**
 * Words that tell an operation named in the consultation as one the patient has had (history-procedures.ts):
 * when it was done, and what it was. The words that place it before today, and the age it was done at, are
 * time rows (reading/time-operation-cues.ts); the questions that ask about operations, and a reply that is a
 * bare age, are question rows (reading/question-cues.ts). Regular-expression sources over normalised text,
 * whole words.
 */

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
