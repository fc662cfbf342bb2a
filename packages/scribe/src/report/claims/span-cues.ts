/** Words around a span that tell what it is the length of. Data only: read-spans.ts reads them. */

/** Words that prescribe a treatment or tell the patient what to do ('therapy', 'wear', 'i want you to', 'continue'). */
export const PLAN_WORDS = [
  'therapy',
  'refer(?! ?red)',
  String.raw`prescribe\b`,
  'wear',
  'rest',
  'avoid',
  'stay off',
  'course of',
  "i'm gonna",
  'i am going to',
  "we'll",
  'we will',
  "we're going to",
  'i want you to',
  "i'd like you to",
  'recommend(?!ed)',
  'you should',
  'you need to',
  'continue',
  // 'start amoxicillin 500 mg 3 times a day for 10 days': a course started today (not 'started', which tells history).
  'start',
];

/**
 * An amount a threshold counts before its time ('call if you gain 3 pounds in 2 days', 'a gain of 2 kg over a
 * week'): the span said next is the time the amount is counted over, neither when to come back nor how long
 * something lasted. Said right before 'in', 'over' or 'within'.
 */
export const THRESHOLD_AMOUNTS = [String.raw`\d+(?:\.\d+)? (?:pounds?|lbs?|kilos?|kilograms?|kg)`];
