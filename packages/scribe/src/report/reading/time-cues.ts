import type { TimeRule } from './time-types.js';

/**
 * When a statement places a symptom or condition: in the past, today, or to come (after the temporality
 * rules of ConText). time.ts reads these rows for the writer and the checker alike; the last cue of a
 * text decides ('history of asthma, currently wheezing' is current). Adding a cue is adding a row here
 * and an example in time.test.ts.
 */
export const TIME_RULES: readonly TimeRule[] = [
  // Had once: the history, a time gone by, childhood.
  { id: 'past:history-of', phrase: 'history of', time: 'past', language: 'en' },
  { id: 'past:previously', phrase: 'previous(?:ly)?|in the past|used to', time: 'past', language: 'en' },
  { id: 'past:years-ago', phrase: 'years ago|last year', time: 'past', language: 'en' },
  // A medicine or treatment had before: 'I was on lisinopril', 'she used to be on amlodipine'.
  {
    id: 'past:was-on',
    phrase: "(?:i|you|she|he|they|we) (?:was|were) on|(?:i've|i have) been off",
    time: 'past',
    source: 'talk',
    language: 'en',
  },
  // The same with a word between: 'i was also on lisinopril before', 'she was once on a statin'.
  {
    id: 'past:was-also-on',
    phrase: '(?:i|you|she|he|they|we) (?:was|were) (?:also|once|initially|originally|first) on',
    time: 'past',
    source: 'talk',
    language: 'en',
  },
  { id: 'past:as-a-child', phrase: 'as a child|when you were', time: 'past', language: 'en' },
  { id: 'past:bachpan', phrase: 'bachpan mein|bachpan se', time: 'past', language: 'hi' },
  // A note's words for what was and is gone now. Said in the consultation, 'it's better now' or 'prior'
  // tells the course of the problem talked about, which is still the one the visit is for.
  { id: 'past:prior', phrase: 'prior|had been', time: 'past', source: 'note', language: 'en' },
  {
    id: 'past:resolved',
    phrase: 'resolved|better now|no longer|improved',
    time: 'past',
    source: 'note',
    language: 'en',
  },
  // A note telling an earlier episode ('At that time, she had orthopnea'). Said in the consultation, the story
  // of an earlier episode is read symptom by symptom (episodes.ts), as what was had then may go on.
  {
    id: 'past:at-that-time',
    phrase: 'at that time|at the time|back then',
    time: 'past',
    source: 'note',
    language: 'en',
  },
  // True today, after whatever came before: 'history of migraines, currently with a headache'. Said in the
  // consultation, 'still' tells how the problem of the past is doing ('anemia in the past but that is still fine').
  {
    id: 'current:currently',
    phrase: 'currently|at present|presently|at this time|ongoing',
    time: 'current',
    language: 'en',
  },
  // What the visit is for, today: 'a history of diabetes who presents today with back pain'.
  {
    id: 'current:presents',
    phrase: 'presents?(?: today)? (?:with|for)|presenting (?:with|for)|(?:is |are )?here (?:today )?(?:for|with)|today',
    time: 'current',
    language: 'en',
  },
  {
    id: 'current:still',
    phrase: 'still|continues to|now (?:has|with|reports|complains)',
    time: 'current',
    source: 'note',
    language: 'en',
  },
  // Yet to come: not claimed as present today.
  { id: 'future:going-forward', phrase: 'in the future|going forward', time: 'future', language: 'en' },
];

/**
 * Words that name what follows as the patient's history ('history of COPD', 'PMH significant for CKD',
 * 'known case of epilepsy'): the conditions after them, in the same sentence, are named as had before.
 */
export const HISTORY_NAMED = [
  'history of',
  'h/o',
  'hx of',
  'pmh',
  'past medical history',
  'medical history',
  'known case of',
  'significant for',
  'diagnosed with',
];

/** Months, as said in a date ('december 5th, 2019', 'october 2019'). */
export const MONTHS = [
  ...['january', 'february', 'march', 'april', 'may', 'june'],
  ...['july', 'august', 'september', 'october', 'november', 'december'],
];

/**
 * Words that place what is told at an earlier time without a date: a result told with them ('back then the
 * biopsy was positive') is that time's, not today's, and is not written as a current result.
 */
export const TOLD_AS_THEN = [
  'back then',
  'at (?:the|that) time',
  'when (?:they|we|you|i|he|she) (?:first )?(?:found|diagnosed|caught|picked up) (?:it|that|this|them)',
  'when (?:it|this|that) was (?:first )?(?:found|diagnosed|caught|picked up)',
];
