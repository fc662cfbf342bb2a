import { regex, wordsOf } from '../pattern.js';
import { MEASURED_ELSEWHERE, MEASURED_TODAY } from './measured-cues.js';

const ELSEWHERE = regex([wordsOf(MEASURED_ELSEWHERE.map((c) => c.words))]);
const AT_HOME = regex([wordsOf(MEASURED_ELSEWHERE.filter((c) => c.home).map((c) => c.words))]);
const TODAY = regex([wordsOf(MEASURED_TODAY)]);

/** How far around a reading's words a place or time it was taken at is read, within its sentence. */
const AROUND = 40;

/**
 * The words of a reading and those around it, within its sentence, joined as said: a cue running into the
 * reading's words ('my blood pressure was 150 over 90') is read whole.
 */
export function around(text: string, index: number, end: number): string {
  // 'Today' opens this visit's readings: a place said before it is another reading's.
  const before = text
    .slice(Math.max(0, index - AROUND), index)
    .split(/[.?!]\s|\btoday\b/)
    .pop()!;
  const after = text.slice(end, end + AROUND).split(/[.?!]/)[0]!;
  return `${before}${text.slice(index, end)}${after}`;
}

/** Whether words place a reading at another place or time than this visit (measured-cues.ts). */
export const measuredElsewhere = (words: string): boolean => ELSEWHERE.test(words);

/** Whether the words around a reading place it at the patient's home (measured-cues.ts). */
export const measuredAtHome = (words: string): boolean => AT_HOME.test(words);

/** Whether words place a reading at this visit ('your vitals today'). */
export const measuredToday = (words: string): boolean => TODAY.test(words);
