import { oneOf, regex, wordsOf } from '../pattern.js';
import { NOT_NOW, ORDERING_VERBS, SWITCHED, TO_THE_PATIENT } from './medication-cues.js';
import {
  AS_AN_OPTION,
  DECIDED_AGAINST,
  FAILURE_CONDITION_AFTER,
  IF_LATER,
  RESULT_CONDITION_AFTER,
} from './medication-option-cues.js';

/**
 * How the clinician's words put a drug's action in the plan: ordered to the patient, switched from,
 * decided against, put off, or left for later. Read by medications.ts for each drug an action names.
 */

/** A medicine ordered in the second person ('increase your lisinopril') is the clinician's, whatever the label. */
const ORDERS_TO_PATIENT = regex([wordsOf(ORDERING_VERBS), '\\s+', oneOf(TO_THE_PATIENT), '\\b']);
/** A switch already made: the drug after 'switched her from' is no longer taken. */
const SWITCHED_FROM = regex([wordsOf(SWITCHED), '[^.?!]{0,40}?\\bfrom (?:the |your |a |an |her |his |my )?$']);
const HYPOTHETICAL = regex([wordsOf([...IF_LATER, ...AS_AN_OPTION])]);
/**
 * A condition on a result or on the treatment failing just after the drug, its dose and schedule between
 * ('amoxicillin 500 mg if the culture is positive', 'gabapentin if this doesn't work'); not one opening the
 * next clause ('start meloxicam and if the x-ray shows …').
 */
const ON_RESULT = regex([
  String.raw`^(?:(?!\b(?:and|but|so|then)\b)[^.?!]){0,40}?`,
  wordsOf([...RESULT_CONDITION_AFTER, ...FAILURE_CONDITION_AFTER]),
]);
/** A decision against, right before the action word ('we won't add', 'hold off on starting'). */
const AGAINST = regex([
  wordsOf(DECIDED_AGAINST),
  String.raw`(?: (?:you|we|i|just|really|yet|on|to|go ahead and))*\s*$`,
]);
/** 'hold off on …' where the stop word is: a stop that means not now. */
const NOT_NOW_STOP = regex(['^', wordsOf(NOT_NOW)]);

/** Whether a sentence orders a medicine to the one spoken to ('increase your lisinopril'). */
export const ordersToPatient = (sentence: string): boolean => ORDERS_TO_PATIENT.test(sentence);

/** Whether the words before a drug say it was switched from ('we switched her from the lisinopril'). */
export const switchedFromBefore = (before: string): boolean => SWITCHED_FROM.test(before);

/** Whether the action word at `cueAt` is decided against ("i wouldn't start gabapentin"). */
export const decidedAgainst = (sentence: string, cueAt: number): boolean =>
  AGAINST.test(sentence.slice(Math.max(0, cueAt - 40), cueAt));

/** Whether the stop word at the start of `fromCue` means not now ('hold off on the gabapentin'). */
export const notNowStop = (fromCue: string): boolean => NOT_NOW_STOP.test(fromCue);

/**
 * Whether the action is a plan for later or one option: an 'if' or an option before the action word ('if it is
 * still high we may have to increase the lisinopril', 'one option is to start gabapentin'), the action word
 * itself one ('we might consider gabapentin'), or a result's condition after the drug ending at `end`
 * ('amoxicillin in case the strep test is positive').
 */
export const forLater = (sentence: string, cue: { at: number; word: string }, end: number): boolean =>
  HYPOTHETICAL.test(sentence.slice(Math.max(0, cue.at - 60), cue.at)) ||
  HYPOTHETICAL.test(cue.word) ||
  ON_RESULT.test(sentence.slice(end, end + 80));
