import { oneOf, regex, wordsOf } from '../pattern.js';
import { FORM_ROUTES } from './medication-form-cues.js';
import {
  ANALYTE_DRUGS,
  AVOID_BEFORE,
  CONDITION_AFTER,
  MEDICINE_CORRECTED,
  RESULT_AFTER,
  RESULT_BEFORE,
  UNNAMED_MEDICINE,
} from './medication-mention-cues.js';
import {
  GIVEN_AMOUNT_BEFORE,
  GIVEN_BEFORE,
  INJECTED,
  PROCEDURE_AFTER,
  PROCEDURE_BEFORE,
  REACTED_AFTER,
  REACTED_BEFORE,
  STILL_TAKEN_AFTER,
  TAKEN_NOW_BEFORE,
  TAKING_AFTER,
  TAKING_BEFORE,
  TRIED_BEFORE,
  ASKED_OF_THE_PAST,
  NAMED_NOT_TAKEN_AFTER,
  NAMED_NOT_TAKEN_BEFORE,
  TAKEN_AGAIN_REPLY,
} from './medication-taking-cues.js';
import { STARTING } from './medication-plan.js';

/**
 * Whether a drug mention says the patient is on the drug now. The current medication list holds only
 * what the patient takes: a drug tried for the problem, advised against, asked about without a yes, or
 * named by the clinician in passing is offered instead ("said, not in the note"), so nothing is lost.
 */

/** The words about one drug, from the end of the drug before it (or 40 characters back) up to its name. */
export interface Around {
  before: string;
  after: string;
}

const TRIED = regex([wordsOf(TRIED_BEFORE), '\\s*$']);
const STILL_TAKEN = regex(['^[^.?!]{0,30}?', wordsOf(STILL_TAKEN_AFTER)]);
/** A medicine tried for the problem and not said to be taken still: 'i took some tylenol'. */
export const triedOnly = ({ before, after }: Around) => TRIED.test(before) && !STILL_TAKEN.test(after);
const TAKEN_NOW = regex([wordsOf(TAKEN_NOW_BEFORE), '\\s*$']);
const PAST_ASKED = regex([wordsOf(ASKED_OF_THE_PAST), '[^.?!]{0,30}$']);
const AGAIN_REPLY = regex([wordsOf(TAKEN_AGAIN_REPLY)]);
/**
 * A question of taking in the past ('were you taking any insulin at that time'), up to the drug, and not
 * answered as taken again or still ("yes, and i've started it again").
 */
export const askedOfThePast = (before: string, reply: { text: string } | null) =>
  PAST_ASKED.test(before) && !(reply && AGAIN_REPLY.test(reply.text));
const NOT_TAKEN_BEFORE = regex([wordsOf(NAMED_NOT_TAKEN_BEFORE), '(?: (?:the|a|an|some|any|your))*\\s*$']);
const NOT_TAKEN_AFTER = regex(['^\\s+', wordsOf(NAMED_NOT_TAKEN_AFTER)]);
/** A medicine named as a possibility or in an explanation ('we could use the betamethasone', 'aspirin can cause'). */
export const namedNotTaken = ({ before, after }: Around) =>
  NOT_TAKEN_BEFORE.test(before) || NOT_TAKEN_AFTER.test(after);
/** A medicine named with no word that it is taken now ('even with ibuprofen'), before it or after it. */
export const notSaidTakenNow = ({ before, after }: Around) => !TAKEN_NOW.test(before) && !STILL_TAKEN.test(after);

/**
 * What may come between the taking word and the drug: determiners, a dose ('you're on 2.5 of norvasc'),
 * other items of the list ('you take coq10, vitamin d').
 */
const BETWEEN = [
  'the',
  'a',
  'an',
  'some',
  'that',
  'this',
  'those',
  'these',
  'your',
  'his',
  'her',
  'my',
  'still',
  'also',
  'currently',
  'just',
  'of',
  '\\d+',
  '[.,]',
  'mg',
  'milligrams?',
  'units?',
  // Other items of the list, known drugs or not: 'coq10,', 'vitamin c,', 'steroids and'.
  "(?:[a-z0-9'-]+\\s+){0,2}[a-z0-9'-]+\\s*(?:,|and\\b)",
];
/** A taking word, or an amount said before the drug ('5 of norvasc'), then only what may come between. */
const TAKING = regex([oneOf([wordsOf(TAKING_BEFORE), '\\b\\d+']), `(?:\\s*${oneOf(BETWEEN)})*\\s*$`]);
const TAKING_NEXT = regex(['^[^.?!]{0,25}?', wordsOf(TAKING_AFTER)]);
const TAKING_ASKED = regex([wordsOf(TAKING_BEFORE)]);
/**
 * Words that say the patient takes the drug: 'you're on lisinopril', 'your metformin', 'norvasc daily'.
 * A question says it anywhere before the drug ('you're taking vitamin d …, and then clindamycin, correct?').
 */
export const takingSaid = ({ before, after }: Around, asked = '') =>
  TAKING.test(before) || TAKING_NEXT.test(after) || TAKING_ASKED.test(asked);

const AVOID = regex([wordsOf(AVOID_BEFORE), '[^.?!]{0,20}$']);
/** Advice against the drug: 'avoid aleve', 'try to stay away from the ibuprofen'. */
export const advisedAgainst = ({ before }: Around) => AVOID.test(before);

/** Between two drugs asked about as examples of one kind: 'like advil or motrin or aleve'. */
const OR_BETWEEN = /^\s*,?\s*(?:or|,)\s*(?:the |maybe )?$/;
/** Words that ask about a kind by its examples: 'anything like', 'such as', 'any … like'. */
const KIND_BEFORE = /\b(?:like|such as|any|anything)\b/;

/**
 * Drugs a question names as examples of a kind, joined by 'or' ('do you take anything like advil or
 * motrin or aleve?'): a yes says the patient takes one of the kind, not which. Their positions in the
 * mention list. A plain list ('do you take diovan, norvasc and estradiol?') asks about each.
 */
export function askedAsExamples(sentence: string, found: { index: number; end: number }[]): Set<number> {
  const out = new Set<number>();
  found.forEach((m, k) => {
    const next = found[k + 1];
    if (next && OR_BETWEEN.test(sentence.slice(m.end, next.index))) out.add(k).add(k + 1);
  });
  const first = Math.min(...out);
  const asked = [...out].some((k) => /\bor\b/.test(sentence.slice(found[k]!.end, found[k + 1]?.index ?? 0)));
  return asked && KIND_BEFORE.test(sentence.slice(0, found[first]?.index ?? 0)) ? out : new Set();
}

/** What may be said of one drug before the next of a list: its form ('albuterol inhaler'), its dose ('lisinopril 10 mg'). */
const OF_THE_DRUG_BEFORE = [
  `(?:\\s*${oneOf(FORM_ROUTES.map(([said]) => said))}\\b)?`,
  String.raw`(?:\s*\d+(?:\.\d+)? ?(?:mg|mcg|milligrams?|micrograms?|units?)\b)?`,
];
/**
 * Between two drugs of one list: 'methadone, trazodone, and seroquel', 'the mavik plus verapamil'; in speech,
 * with no commas, what is said of the drug before may come between ('you are on albuterol inhaler neurontin
 * lasix').
 */
const LIST_BETWEEN = regex([
  '^',
  ...OF_THE_DRUG_BEFORE,
  String.raw`[\s,]*(?:and|or|plus|as well as|also)?[\s,]*(?:the |your |his |her |some )?$`,
]);
/** Whether a drug follows the one before it in a list, so the words about the first speak of it too. */
export const listedAfter = (between: string) => LIST_BETWEEN.test(between);

/**
 * 'i'm going to put you on a little pain medicine', 'i'll prescribe something', or a start cut off at a
 * pause before its drug ("so i'm going to start you on" | 'lisinopril 10 mg daily'): a start whose drug is
 * named next.
 */
const STARTS_UNNAMED = regex([
  wordsOf(STARTING),
  '(?:\\s+(?:you|on|a|an|some|little|bit|of|short|course|the|pain|strong|stronger|new|for|um|uh))*',
  oneOf([`\\s+${wordsOf(UNNAMED_MEDICINE)}`, '\\s*$']),
]);
export const startsUnnamed = (sentence: string) => STARTS_UNNAMED.test(sentence);

/** The patient speaking of their own medicine: 'i take', "i'm on", 'my'. */
export const OWN_MEDICINE = /\b(?:i take|i'm taking|i am taking|i'm on|i am on|i use|my)\b/;

/** 'advil, motrin or aleve'. */
export const orList = (names: string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;

/** The drug as the medication list would hold it: 'Aleve', 'Vitamin d 2000 units'. */
export const listed = (name: string, dosage: string | null = null) =>
  `${name[0]!.toUpperCase()}${name.slice(1)}${dosage ? ` ${dosage}` : ''}`;

const REACTED = regex([wordsOf(REACTED_BEFORE), '[^.?!]{0,12}$']);
const REACTED_NEXT = regex(['^[^.?!]{0,25}?', wordsOf(REACTED_AFTER)]);
/** A drug the patient reacted to ('itching with the methylprednisolone', 'that itched me'): an intolerance. */
export const reactedTo = ({ before, after }: Around) => REACTED.test(before) || REACTED_NEXT.test(after);

const GIVEN_AMOUNT = regex([oneOf(GIVEN_AMOUNT_BEFORE), '$']);
const INJECTION = regex([wordsOf(INJECTED)]);
/** A drug injected in the visit ('inject one cc of celestone with half a cc of lidocaine'). */
const givenInVisit = (sentence: string, before: string) => INJECTION.test(sentence) && GIVEN_AMOUNT.test(before);
const AS_PROCEDURE = regex(['^\\s+', wordsOf(PROCEDURE_AFTER)]);
const PROCEDURE_SAID_BEFORE = regex([wordsOf(PROCEDURE_BEFORE), '\\s+$']);
const GIVEN = regex([oneOf(GIVEN_BEFORE), '[^.?!]{0,30}$']);

/**
 * A drug given as a procedure, as the held statement says it: injected in the visit ('half a cc of
 * lidocaine'), named as the injection itself ('proceed with the cortisone injection'), unless the patient
 * speaks of it as their own ('my b12 shots'), or given by a clinician ('he gave you 80 milligrams of …').
 */
export function procedureDrug(sentence: string, drug: { index: number; end: number }): string | null {
  const before = sentence.slice(0, drug.index);
  if (givenInVisit(sentence, before)) return 'given in the visit';
  if (GIVEN.test(before)) return 'given';
  const named = AS_PROCEDURE.test(sentence.slice(drug.end)) || PROCEDURE_SAID_BEFORE.test(before.slice(-40));
  return named && !OWN_MEDICINE.test(before.slice(-40)) ? 'injection' : null;
}

const CORRECTED = regex(['^[\\s,]*', wordsOf(MEDICINE_CORRECTED), '[\\s,]*$']);
/**
 * The drugs a sentence means, without one named and at once taken back for the next ('penicillin or i'm
 * sorry amoxicillin'): the one put right never was.
 */
export function withoutCorrected<T extends { index: number; end: number }>(sentence: string, found: T[]): T[] {
  return found.filter((m, k) => {
    const next = found[k + 1];
    return !next || !CORRECTED.test(sentence.slice(m.end, next.index));
  });
}

const RESULT_NEXT = regex(['^\\s+', wordsOf(RESULT_AFTER)]);
const RESULT_SAID_BEFORE = regex([wordsOf(RESULT_BEFORE), '\\s+$']);
const CONDITION_NEXT = regex(['^[\\s-]+', wordsOf(CONDITION_AFTER)]);
/**
 * A supplement or hormone named as a blood result ('your potassium is 3.9', 'magnesium level', 'a high
 * testosterone') or a drug named in a condition ('nicotine dependence') is no drug mention.
 */
export function notTaken(sentence: string, drug: { name: string; index: number; end: number }): boolean {
  const after = sentence.slice(drug.end);
  const result = RESULT_NEXT.test(after) || RESULT_SAID_BEFORE.test(sentence.slice(0, drug.index));
  return (ANALYTE_DRUGS.includes(drug.name) && result) || CONDITION_NEXT.test(after);
}
