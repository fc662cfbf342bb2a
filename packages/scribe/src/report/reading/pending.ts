import { regex, wordsOf } from '../pattern.js';
import { PENDING, TOLD_AS_DONE } from './pending-cues.js';

const RULES = PENDING.map((r) => ({ id: r.id, ofDone: !!r.ofDone, re: regex([`\\b(?:${r.phrase})\\b`]) }));

/**
 * Where a text says a test's result is still to come, with the row that says so, or null. `ofDone`: the
 * cue says so only of a test told as done (toldAsDone), which the reader of the test's name checks.
 */
export function pendingCue(text: string): { rule: string; index: number; end: number; ofDone: boolean } | null {
  for (const { id, ofDone, re } of RULES) {
    const m = re.exec(text);
    if (m) return { rule: id, index: m.index, end: m.index + m[0].length, ofDone };
  }
  return null;
}

const DONE_BEFORE = regex([wordsOf(TOLD_AS_DONE), String.raw`(?: [a-z'-]+){0,2} $`]);

/** Whether the words before a test's name tell it as done ('i sent the blood work', 'we drew some labs'). */
export const toldAsDone = (before: string): boolean => DONE_BEFORE.test(before);
