import { oneOf, regex, wordsOf } from '../pattern.js';
import { hypotheticalBefore, hypotheticalCue } from '../reading/subject.js';
import { termPattern } from './text.js';
import {
  CONDITION_SUBJECT,
  CONDITION_THEN,
  DONE_AFTER,
  DONE_BEFORE,
  FIRM_ORDER_BEFORE,
  LATER_AFTER,
  NOT_A_CONDITION,
  ONLY_IF_AFTER,
  OPTION_BEFORE,
  RESULT_CONDITION_AFTER,
  SHOULD_BEFORE,
  READ_AFTER,
  READ_BEFORE,
  TEST_CONDITIONS,
  WHETHER_BEFORE_IF,
} from './plan-test-cues.js';

/** A condition said right after a test ('an mri if the pain does not settle'), not one opening the next clause ('an x-ray today and if…'). */
const NEXT_CLAUSE = String.raw`\b(?:and|but|so|then|today|now)\b`;
const IF_AFTER = regex([`^(?:(?!${NEXT_CLAUSE})[^.?!]){0,25}?`, wordsOf(ONLY_IF_AFTER)]);
const LATER = regex([String.raw`^[^.?!]{0,40}?`, wordsOf(LATER_AFTER)]);
const OPTION = regex([wordsOf(OPTION_BEFORE), ' (?:(?:we|you|i) )?(?:(?:go ahead and|just|also) )?$']);
const LONG_CONDITION = new RegExp(CONDITION_THEN);
/** The firm opener and the verb it gives the order with: "we'll get", "i'm going to order". */
const FIRM_ORDER = regex([
  wordsOf(FIRM_ORDER_BEFORE),
  String.raw` (?:(?:go ahead and|just|also) )?(?:get|do|order|send|schedule|check|have|repeat)\b`,
]);
/** The hypothetical readings that only guess at what the patient has: 'it could be a tear', 'you may have apnea'. */
const GUESS_RULES = new Set(['hyp:can-be', 'hyp:you-may']);
/** A condition's own words ('if', 'unless', 'should', 'in case'), which do reach an order given after them. */
const CONDITION_WORD = /\b(?:if|unless|should|in case)\b/;

/**
 * Whether the only hypothetical before an order is a guess at the diagnosis and the order is given
 * outright: 'it could be a meniscus tear, we'll get an mri' orders the mri; the guess is the reason for it.
 */
function guessThenOrder(read: string, order: number): boolean {
  const start = Math.max(0, order - 40);
  // The opener may be the order word's own start ("we'll get") or said just before it ("i want to get").
  const firm = [...read.slice(start, order + 30).matchAll(new RegExp(FIRM_ORDER.source, 'g'))].some(
    (m) => start + m.index + m[0].length > order,
  );
  const before = read.slice(Math.max(0, order - 120), order);
  if (!firm || CONDITION_WORD.test(before)) return false;
  const cue = hypotheticalCue(before);
  return cue !== null && GUESS_RULES.has(cue.rule);
}
const SHOULD = new RegExp(SHOULD_BEFORE);

/** 'Rule out if there is a cause', 'see if it is broken': an 'if' meaning 'whether', blanked so it reads as no condition. */
const WHETHER_IF = regex([wordsOf(WHETHER_BEFORE_IF), String.raw` if\b`], 'g');
/** 'if that's okay with you', 'even if': blanked, so it reads as no condition. */
const LEAVE_IF = regex([wordsOf(NOT_A_CONDITION)], 'g');
const blank = (m: string) => ' '.repeat(m.length);
const unconditioned = (text: string) => text.replace(WHETHER_IF, (m) => `${m.slice(0, -2)}  `).replace(LEAVE_IF, blank);
/** 'an a1c if it is over eight': a condition on the test's result, blanked in the words after the test. */
const ON_RESULT = regex([wordsOf(RESULT_CONDITION_AFTER)], 'g');

/**
 * Whether a test is ordered only if something happens, or is only an option: a condition before its
 * order word ('if it does not improve we'll get an mri'; a long one closed by 'then'; 'should the swelling
 * come back'), a modal or 'depending on' just before it ('we could get', 'you may need'), or a condition
 * or a time not set right after the test ('an mri if the pain does not settle', 'an mri down the road'),
 * but not one on what the test finds ('an a1c if it is over eight we'll add insulin').
 * An 'if' meaning 'whether' ('to rule out if there is a cause') or asking leave ('if that's okay with you')
 * sets no condition. What counts as a condition before the order word is the shared hypothetical reading
 * unless the caller reads it more narrowly.
 */
export function onlyIf(
  text: string,
  order: number,
  end: number,
  conditionBefore: (read: string, at: number) => boolean = hypotheticalBefore,
): boolean {
  const read = unconditioned(text);
  const before = read.slice(Math.max(0, order - 220), order);
  const after = read.slice(end).replace(ON_RESULT, blank);
  return (
    (conditionBefore(read, order) && !guessThenOrder(read, order)) ||
    LONG_CONDITION.test(before) ||
    SHOULD.test(before.slice(-70)) ||
    OPTION.test(before.slice(-90)) ||
    IF_AFTER.test(after) ||
    LATER.test(after)
  );
}

const DONE_ORDER = regex([wordsOf(DONE_BEFORE), ' (?:(?:go ahead and|just|also) )?$']);
const DONE_LATER = regex([String.raw`^[^.?!]{0,50}?`, oneOf(DONE_AFTER)]);
const IN_CONDITION = new RegExp(CONDITION_SUBJECT);

/**
 * Whether a test named with an order word is one already had ('we did get an x-ray before you came in')
 * or what a condition turns on ('if the ekg is abnormal'), not a test ordered now.
 */
export function hadOrConditioned(text: string, order: number, index: number, end: number): boolean {
  return (
    DONE_ORDER.test(text.slice(Math.max(0, order - 30), order)) ||
    DONE_LATER.test(text.slice(end)) ||
    IN_CONDITION.test(text.slice(Math.max(0, index - 30), index))
  );
}

/** The condition said right after a test ('an mri if the pain does not settle'), up to the end of its clause. */
const CONDITION_AFTER = regex([
  `^(?:(?!${NEXT_CLAUSE})[^.?!]){0,25}?`,
  wordsOf(ONLY_IF_AFTER),
  String.raw`[^.?!]{0,60}`,
]);
/**
 * The condition said before the order word in its clause ('if it doesn't get better then we can get'):
 * from the last 'if' within reach, with no new clause between ('… and i'll', 'but', 'so').
 */
const CONDITION_BEFORE = /\b(?:if|unless|should)\b(?:(?!\b(?:if|unless|but|so)\b|\band (?:i|we|you)\b)[^.?!]){0,120}$/;
const CONDITION_ROWS = TEST_CONDITIONS.map((row) => ({ re: new RegExp(row.cue), written: row.written }));

/**
 * How a test ordered only if something happens is written after its name: the change its condition turns
 * on ('if no improvement', 'if symptoms worsen'), read in the condition said right after the test or,
 * failing that, the one said before the order word; 'if needed' when neither names one.
 */
export function conditionWritten(text: string, order: number, end: number): string {
  const read = unconditioned(text);
  const said = [CONDITION_AFTER.exec(read.slice(end))?.[0], CONDITION_BEFORE.exec(read.slice(0, order))?.[0]];
  for (const words of said) {
    const row = words ? CONDITION_ROWS.find((r) => r.re.test(words)) : undefined;
    if (row) return row.written;
  }
  return 'if needed';
}

const READ = String.raw`${wordsOf(READ_BEFORE)} (?:your|the|that|this)(?: [a-z-]+)? $`;
const READ_NEXT = regex([String.raw`^(?: of (?:your|the) [a-z ]{0,20}?)?\s*`, wordsOf(READ_AFTER)]);

/**
 * Whether the clinician reads the test's result in these words ('taking a look at your x-ray you have a
 * spur', 'the x-ray shows a spur'): said after the turn that ordered it, the test was done at this visit.
 */
export function readsResult(text: string, name: string): boolean {
  const named = new RegExp(termPattern(name).source, 'gi');
  return [...text.matchAll(named)].some(
    (m) =>
      new RegExp(READ).test(text.slice(Math.max(0, m.index - 40), m.index)) ||
      READ_NEXT.test(text.slice(m.index + m[0].length)),
  );
}
