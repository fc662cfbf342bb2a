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
];
