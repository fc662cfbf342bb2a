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
 * Words right before an interval that make it when to come back, with words between allowed (INTERVAL_HEDGES):
 * 'in 2 weeks', 'within a month', 'next week', 'at six weeks'. Not 'after': 'after 2 hours the pain eased and
 * did not return' tells how long something took.
 */
export const COME_BACK_LEADS = ['in', 'within', 'next', 'at'];

/** Words right before an interval that make it how long a booked visit's plan lasts, not when: 'for 2 weeks', 'another month'. */
export const BOOKED_SPAN_LEADS = ['for', 'another'];

/**
 * Words right after an interval that make it when to come back, whatever stands before it: 'three months from
 * now', 'in six weeks time'. Not 'follow up': 'here for a six month follow up' names this visit, not the next.
 */
export const COME_BACK_TAILS = ['from now', 'from today', 'time'];

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
