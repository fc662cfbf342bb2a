import { oneOf, regex } from '../pattern.js';
import { IMPRESSION_ANNOUNCED, OPINION_CUE } from './diagnosis-cues.js';
import { CONSISTENT, GROUNDED, TREATED_AHEAD } from './lexicon-diagnosis.js';

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
