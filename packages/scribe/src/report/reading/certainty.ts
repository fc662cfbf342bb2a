import { oneOf, regex } from '../pattern.js';
import {
  CERTAINTY_ROWS,
  CHART_HISTORY_START,
  CONSISTENT_WITH,
  FROM_RESULTS,
  HEDGES,
  IMPRESSION_ANNOUNCED,
  OPINION_CUE,
  PAST_WORRY_BEFORE,
  POSSIBLE_CUES,
  PROBABLE_CUES,
  TREATMENT_ADVISED,
  WORRY_CUE_START,
} from './certainty-cues.js';
import type { CertaintyRow } from './context-types.js';

/**
 * The one reading of how sure a clinician is of a diagnosis (the certainty rows of certainty-cues.ts): the
 * writer's assessment and its history both ask it, so a wording is never read two ways.
 */

/** Each wording as a matcher of its cues, in the table's order: the first that reads a place wins. */
export const CERTAINTY_STATEMENTS: readonly [RegExp, CertaintyRow['value'], boolean?][] = CERTAINTY_ROWS.map((row) => [
  regex([String.raw`\b`, oneOf(row.cues), String.raw`\s*`]),
  row.value,
  row.assessed,
]);

/**
 * A clinician's assessment of today a few words before a condition ('i think you have a scalp psoriasis',
 * 'consistent with gout'): a diagnosis made now, not a condition the patient already had.
 */
const ASSESSED = regex([
  String.raw`\b`,
  oneOf([...PROBABLE_CUES, ...POSSIBLE_CUES]),
  String.raw`\s*(?:[a-z'-]+ ){0,3}$`,
]);
export const assessedJustBefore = (before: string): boolean => ASSESSED.test(before);

/**
 * A hedge a few words into what an impression introduces ('my impression is that this could be a
 * gallstone'): the hedge's own cue reads the problem, with its certainty.
 */
const HEDGE_AHEAD = regex([String.raw`^\s*(?:[a-z']+ ){0,3}?`, oneOf([...POSSIBLE_CUES, ...HEDGES]), String.raw`\b`]);
export const hedgeAhead = (after: string): boolean => HEDGE_AHEAD.test(after);

/** The chart's past history read out after a cue ('it looks like you had a history of eczema'): no diagnosis. */
const CHART_HISTORY = regex(['^', oneOf(CHART_HISTORY_START), '\\b']);
export const readsChartHistory = (phrase: string): boolean => CHART_HISTORY.test(phrase);

/** Results named right after a diagnosis ('copd from your pulmonary function tests'): it is stated, not hedged. */
const GROUNDED = regex([FROM_RESULTS]);
/** A diagnosis named as consistent with what was found ('… consistent with a sprain'). */
const CONSISTENT = regex([CONSISTENT_WITH]);
/** A treatment advised later in the turn ('i recommend surgery'): the diagnosis before it is acted on. */
const TREATED_AHEAD = regex([String.raw`\b`, oneOf(TREATMENT_ADVISED), String.raw`\b`]);
const ANNOUNCED = regex([oneOf(IMPRESSION_ANNOUNCED)]);
const OPINION = regex([OPINION_CUE]);

/** How far into the turn after a diagnosis a treatment advised for it is read. */
const TREATMENT_REACH = 250;
/** The plan turning to the next problem ('for your second problem', 'the other issue'): a treatment after it is that one's. */
const NEXT_PROBLEM = /\b(?:second|third|fourth|next|other|last|final) (?:problem|issue|concern)\b/;

/**
 * Whether a probable diagnosis is stated after all: explained from results named right after its name
 * ('copd from your pulmonary function tests'), or named as consistent with what was found and then treated
 * ('consistent with a lisfranc fracture … i recommend surgery'). A hedge ('i think', 'could be') with a
 * treatment stays a hedge: treating a suspicion is common.
 */
export function statedAfterAll(cue: string, rest: string, phrase: string): boolean {
  if (groundedAfter(rest, phrase)) return true;
  // Only until the plan turns to the next problem ('for your second problem, …').
  const after = rest.slice(phrase.length, phrase.length + TREATMENT_REACH).split(NEXT_PROBLEM)[0]!;
  return CONSISTENT.test(cue) && TREATED_AHEAD.test(after);
}

/** Whether results are named right after a diagnosis's name in the words after its cue. */
function groundedAfter(rest: string, phrase: string): boolean {
  const last = phrase.split(' ').pop()!;
  const end = rest.indexOf(last);
  return end >= 0 && GROUNDED.test(rest.slice(end + last.length));
}

/**
 * Whether an opinion ('i think you have …', 'i do believe she has …') is the impression the clinician has
 * just announced ('let me talk about my impression and plan'): stated, as the note's impression states it.
 */
export function impressionGiven(before: string, cue: string): boolean {
  return OPINION.test(cue.trim()) && ANNOUNCED.test(before);
}

const WORRY_CUE = regex(['^', oneOf(WORRY_CUE_START)]);
const PAST_WORRY = regex([String.raw`\b`, oneOf(PAST_WORRY_BEFORE), String.raw`\s*$`]);
/**
 * Whether a worry's cue is put in the past or given to someone else by the words just before it ('there was
 * concern about a capsular strain', 'they were worried about a fracture'): what it names is offered, not
 * written as a possibility of today.
 */
export const pastWorry = (before: string, cue: string): boolean =>
  WORRY_CUE.test(cue.trim()) && PAST_WORRY.test(before.slice(-60));
