/**
 * How a visit to come back is said, in talk and in a note ('follow up in 2 weeks', 'i want to see you back in a
 * month', 'bring her back in 2 weeks'), and the words said between 'in' and its interval. Data only: read-spans.ts
 * reads the talk with them and check-facts.ts a note's statements. Regular-expression sources over normalised
 * text, whole words.
 */

/** Words that book the patient back: the interval said with them is when to come back. */
export const FOLLOW_UP_WORDS = [
  'follow(?:ed)?[- ]?up',
  'come back',
  'return',
  'recheck',
  'check back',
  'check in',
  'touch base',
  'appointment',
  'revisit',
  'reassess',
  // Seeing the patient again, whoever books it: 'see you in', 'come see me', 'have you back', 'bring her back'.
  'see (?:you|him|her|them|the patient)',
  '(?:come|comes|coming) (?:and )?see (?:me|us)',
  '(?:have|get|bring|see|want) (?:you|him|her|them) back',
  'get (?:you|him|her|them) in',
  'check on (?:you|him|her|them)',
  'next (?:visit|appointment)',
  // Seeing again how the patient does: 'we will see how you are doing in 2 weeks'.
  'see how (?:you|he|she|they|things|it)',
];

/**
 * Words said between 'in' and the interval that change nothing of it: a hedge ('in about 3 months', 'in
 * roughly 6 weeks') or, in speech, a filler ('in um three months', 'in like two weeks').
 */
export const INTERVAL_HEDGES = [
  'about',
  'approximately',
  'around',
  'roughly',
  'maybe',
  'probably',
  'like',
  'say',
  'um',
  'uh',
  'the next',
];
