import { oneOf, regex, wordsOf } from '../pattern.js';
import {
  AMOUNT,
  DONE_BEFORE,
  FIRST_EPISODE,
  FOUND_LONG_AGO,
  NEWLY_FOUND,
  ONE_OF,
  ONE_RELATIVE,
  REPAIRS,
  TARGET_AFTER,
  TARGET_BEFORE,
} from './history-cues.js';

/**
 * The one reading of whether a condition named in the consultation is history had before (the rows of
 * history-cues.ts): a prevention target, a finding of today, a first episode, a repair done before, one
 * relative out of several. The writer's history asks it, clause by clause.
 */

/** A condition's place in a text. */
interface Place {
  index: number;
  end: number;
}

/** A few words that may stand between a cue and the condition ('screening for early colon cancer'). */
const GAP = String.raw`(?: [a-z'-]+){0,2}`;
const BEFORE_TARGET = regex([wordsOf(TARGET_BEFORE), GAP, String.raw`\s*$`]);
const AFTER_TARGET = regex([String.raw`^\s*`, wordsOf(TARGET_AFTER)]);
const BEFORE_NEW = regex([wordsOf(NEWLY_FOUND), `(?: ${oneOf(AMOUNT)})*`, GAP, String.raw`\s*$`]);
const ONE_OF_THEM = regex([wordsOf(ONE_OF)]);
const FIRST = regex([wordsOf(FIRST_EPISODE)]);
const DONE = regex([wordsOf(DONE_BEFORE)]);
const REPAIRED_AFTER = REPAIRS.map(([noun, after]) => ({ noun, at: regex([String.raw`^\s*`, wordsOf([after])]) }));
const REPAIRED_BEFORE = REPAIRS.map(([noun, , before]) => ({
  noun,
  at: regex([wordsOf([before]), String.raw`(?: (?:the|an?|your|his|her|my))?\s*$`]),
}));

/** How far before a condition the words that make it new may start ('on the x-ray … what i am noticing is a little'). */
export const FOUND_NOW_REACH = 120;

/**
 * Whether a condition is named only as what a vaccine, a screening or a test is for ('the shingles vaccine',
 * 'we checked you for diabetes'): a prevention target, which is no condition the patient has or had.
 */
export function preventionTarget(text: string, c: Place): boolean {
  return (
    AFTER_TARGET.test(text.slice(c.end, c.end + 30)) ||
    BEFORE_TARGET.test(text.slice(Math.max(0, c.index - 60), c.index))
  );
}

/**
 * Whether the words before a condition make it a diagnosis or finding of this consultation ('newly diagnosed',
 * 'the biopsy showed a', 'on the x-ray what i am noticing is a little'): found now, not had before.
 */
export const foundNow = (before: string): boolean => BEFORE_NEW.test(before);

const LONG_AGO = regex([wordsOf(FOUND_LONG_AGO)]);

/** Whether a clause places what it tells a year or more back ('they found i had a-fib last year'): history, not found now. */
export const foundLongAgo = (text: string): boolean => LONG_AGO.test(text);

/** Whether a patient says the condition talked of is new to them ('this is my first one', "i've never had this before"). */
export const firstEpisodeSaid = (text: string): boolean => FIRST.test(text);

/** The procedure that the words around a condition say repaired it ('repair', 'removal'), or null. */
export function repairOf(text: string, c: Place): string | null {
  const after = text.slice(c.end);
  const before = text.slice(0, c.index);
  return (REPAIRED_AFTER.find((r) => r.at.test(after)) ?? REPAIRED_BEFORE.find((r) => r.at.test(before)))?.noun ?? null;
}

/** Whether a clause places a repair before today ('underwent', 'years ago', 'in 2013'). */
export const doneBefore = (text: string): boolean => DONE.test(text);

/**
 * The relative a condition belongs to: one of several named ('both my parents have high blood pressure
 * and one of them had kidney disease') is that one, written in the singular.
 */
export function oneRelative(relation: string, between: string): string {
  return ONE_RELATIVE[relation] && ONE_OF_THEM.test(between) ? ONE_RELATIVE[relation]! : relation;
}
