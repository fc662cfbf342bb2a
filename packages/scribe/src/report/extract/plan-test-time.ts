import { oneOf, regex, wordsOf } from '../pattern.js';
import { amount, HOW_MANY, INTERVAL_UNIT } from './plan-interval.js';
import { REPEAT_BEFORE, TIME_CORRECTED, TIME_STOPS } from './plan-test-cues.js';

const INTERVAL = String.raw`\b(?:in|within|after|every) (?:about |approximately |another |roughly )?${HOW_MANY} ${INTERVAL_UNIT}\b`;
const NOT_STOP = `(?!${wordsOf(TIME_STOPS)})`;
/** A time said just after a test ('an a1c in 3 months'), and one said to correct it ('or i'm sorry a couple months'). */
const TIME_AFTER = regex([
  `^(?:${NOT_STOP}[^.?!]){0,25}?`,
  INTERVAL,
  String.raw`(?:[\s,]+(?:(?:oh|um|uh),?\s+)?${oneOf(TIME_CORRECTED)}[\s,]+(?:in\s+)?(?:about\s+)?${HOW_MANY}\s+${INTERVAL_UNIT}\b)?`,
]);
/** A time said before the test in its clause ('come back in 2 weeks to get a follow-up x-ray'), not a time past ('2 weeks ago'). */
const TIME_BEFORE = regex([INTERVAL, `(?! ago)(?:${NOT_STOP}[^.?!]){0,40}$`]);
const REPEATED = regex([wordsOf(REPEAT_BEFORE), String.raw`(?: [a-z]+)?\s*$`]);
/** A time said as the next one, right after the test ('get labs next week'): written as said. */
const NEXT_AFTER = regex([`^(?:${NOT_STOP}[^.?!]){0,25}?`, String.raw`\bnext (week|month|year)\b`]);

/**
 * When a test is to be done, as its plan line says it ('in 2 weeks', 'in 2 months', 'next week'): a time
 * said right after it, corrected if the clinician corrects it, else one said before it in its clause, else
 * 'next week' (month, year) said right after it; '' when none.
 */
export function testTime(text: string, index: number, end: number): string {
  const after = TIME_AFTER.exec(text.slice(end));
  const before = after ? null : TIME_BEFORE.exec(text.slice(Math.max(0, index - 80), index));
  const m = after ?? before;
  if (!m) {
    const next = NEXT_AFTER.exec(text.slice(end));
    return next ? ` next ${next[1]}` : '';
  }
  const every = /\bevery\b/.test(m[0]) ? 'every' : 'in';
  const [howMany, unit] = after?.[3] ? [after[3], after[4]!] : [m[1]!, m[2]!];
  return ` ${every} ${amount(howMany)} ${unit}`;
}

/** Whether a test is said as a repeat of one had before ('a follow-up x-ray', 'repeat the hemoglobin a1c'). */
export function repeated(text: string, index: number): boolean {
  return REPEATED.test(text.slice(Math.max(0, index - 25), index));
}
