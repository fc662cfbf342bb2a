import { oneOf, regex, wordsOf } from '../pattern.js';
import { EXAM_ELSEWHERE_CUES, EXAMINED_TODAY } from './exam-elsewhere-cues.js';

const ROWS = EXAM_ELSEWHERE_CUES.map((row) => ({ rule: row.rule, words: regex([`\\b(?:${row.phrase})\\b`], 'g') }));
/** A cue placing what follows today, or a sentence's end: the end of an earlier cue's reach. */
const TODAY = regex([oneOf([wordsOf(EXAMINED_TODAY), '[.?!]'])]);

/**
 * The row by which the words at `at` are told as not found at today's examination (at an earlier visit, by
 * another examiner or the patient, or only sought), or null: a cue before them in `text` with nothing between placing them today. 'At your last
 * visit your knee was swollen' is the last visit's; 'last time it was swollen, today it is not' is today's.
 */
export function notFoundToday(text: string, at: number): string | null {
  const before = text.slice(0, at);
  for (const { rule, words } of ROWS) {
    const cue = [...before.matchAll(words)].pop();
    if (cue && !TODAY.test(before.slice(cue.index + cue[0].length))) return rule;
  }
  return null;
}
