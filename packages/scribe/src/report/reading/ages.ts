import { capture, oneOf, regex } from '../pattern.js';
import { wordsAfter } from '../words.js';
import {
  AGE_ADJECTIVES,
  AGE_HEDGES,
  AGE_UNITS,
  BARE_AGE_AFTER,
  DESCRIBING,
  NOT_AGE_AFTER,
  OTHER_AGE,
  SELF_AGE,
  SEX_WORDS,
  type Sex,
} from './person-cues.js';
import { aboutOthers, namesOthers } from './subject.js';

/**
 * Ages said in a consultation, read once for the writer (the patient's age it writes) and the checker (the
 * ages a written one must be among): a number counts only when said as an age, with its unit ('35 years
 * old', '40 yo') or after words that give an age ('i'm 55, so…', 'she's 80 and…'). 'I'm 1 of those' and
 * 'he's 6 foot' give none.
 */

const HEDGE = `(?:${oneOf(AGE_HEDGES)} )?`;
/** 'i'm 35 years old', 'you're a 39-year-old', 'she's about 80 years old', 'this 45 year old', 'a 50-year-old'. */
const AGE = regex(
  [
    String.raw`(?:\b${capture(SELF_AGE)} |\b${capture(OTHER_AGE)} |\b(a|an|this|the) |^|(?<=\W))`,
    `(?:(?:a|an) )?${HEDGE}(?:${oneOf(AGE_ADJECTIVES)} )?`,
    String.raw`(\d{1,3})(?:${oneOf(AGE_UNITS)}\b|${BARE_AGE_AFTER})`,
    String.raw`(?: ${DESCRIBING}${capture(Object.keys(SEX_WORDS))}\b)?`,
  ],
  'g',
);
const WITH_UNIT = regex([String.raw`^\d{1,3}`, oneOf(AGE_UNITS)]);
/** An age then, not now: 'when i was 12 years old', 'since he was 5 years old', 'at 40 years old'. */
const AGE_THEN = /\b(?:was|were|at|since|until|till|from|by|age of)\s+(?:about |around |a |an )?$/;
/** A possessive before the age makes it someone's child or relative: 'my 5-year-old', 'her 16 year old'. */
const WHOSE = /\b(?:my|your|her|his|their|our)\s+$/;
/** Below this a bare number ('i'm 5, and…') is too likely a count to be an age. */
const BARE_AGE_FROM = 12;

const plausibleAge = (years: number) => years > 0 && years < 120;

export interface AgeSaid {
  years: number;
  /** the sex said with it ('a 39-year-old female') */
  sex: Sex | null;
  /** said of the patient now; otherwise of someone else or of a time past, or in words that do not say whose */
  patient: boolean;
}

/**
 * Each age said in a text, by a speaker in `role`. It is the patient's when said of the patient now: by the
 * patient of themselves ('i'm 35 years old'; a bare 'i'm 55, so…' only past childhood), by the clinician to
 * them or of them ('you're 35 years old', 'a 39-year-old female'), by a companion of them ('she's 80 years
 * old'). A relative's or a child's age ('my son is 5 years old', 'a 5-year-old daughter'), an age then ('when
 * i was 12 years old') and a companion's own ('i'm 40') are said, but not the patient's.
 */
export function agesSaid(text: string, role: string): AgeSaid[] {
  const out: AgeSaid[] = [];
  for (const m of text.matchAll(AGE)) {
    const [, self, other, , number, sexWord] = m;
    const years = Number(number);
    const at = m.index + m[0].indexOf(number!);
    const bare = !WITH_UNIT.test(m[0].slice(m[0].indexOf(number!)));
    // A bare number is an age only after words that give one, and only past childhood.
    if (!plausibleAge(years) || (bare && (!(self || other) || years < BARE_AGE_FROM))) continue;
    const sex = sexWord ? SEX_WORDS[sexWord]! : null;
    out.push({ years, sex, patient: ofPatient(m, text, { at, role, bare }) });
  }
  return out;
}

/** Whether the age matched at `at` is said of the patient now (see agesSaid). */
function ofPatient(
  m: RegExpExecArray,
  text: string,
  { at, role, bare }: { at: number; role: string; bare: boolean },
): boolean {
  const [, self, other, article, , sexWord] = m;
  const before = text.slice(0, at);
  const after = wordsAfter(text.slice(m.index + m[0].length), 3);
  if (AGE_THEN.test(before) || WHOSE.test(before)) return false;
  // A bare number is the patient's own in their own 'i'm 55'.
  if (bare && !(self && role === 'Patient')) return false;
  if (aboutOthers(text, at) || (!sexWord && namesOthers(after))) return false;
  // 'i'm 35' is the patient's own (a companion's 'i' is the companion); 'she's 80' from the patient is someone else.
  if (self && role === 'Other') return false;
  // A dictation mislabelled as the patient's ('she's a 57 year old female') still says 'female' or 'male'.
  if (other && role === 'Patient' && !/^you/.test(other) && !/^(?:fe)?male$/.test(sexWord ?? '')) return false;
  return Boolean(self || other || sexWord || (article && role !== 'Patient'));
}

/** A reply giving the age: '35', 'i'm 35', 'good morning, doctor, i'm 25', 'she's about 80', 'i'm 77 years young'. */
const AGE_REPLY = regex([
  String.raw`(?:^(?:(?:um|uh|oh|well|so|yeah|yes)[, ]+)*|\b${oneOf([...SELF_AGE, ...OTHER_AGE])} )${HEDGE}`,
  String.raw`(\d{1,3})\b(?! ?${oneOf(NOT_AGE_AFTER)}\b)`,
]);

/** The age a reply to 'how old are you?' gives ('35', 'i'm about 35'), or null: a bare number is an age only there. */
export function ageInReply(text: string): number | null {
  const years = Number(AGE_REPLY.exec(text)?.[1]);
  return plausibleAge(years) ? years : null;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const TENTHS: Record<string, number> = {
  twentieth: 20,
  thirtieth: 30,
  fortieth: 40,
  fiftieth: 50,
  sixtieth: 60,
  seventieth: 70,
  eightieth: 80,
  ninetieth: 90,
};
const NOT_YEARS =
  /^\s*(?:mg|%|percent|pounds|lbs|kg|days?|weeks?|months?|minutes?|hours?|times|more|of|in the|at|on|or|to)\b/;

/**
 * A patient's age said in other words: a birthday ('I celebrated my thirtieth birthday', 'your seventy second birthday'), an age
 * turned or coming ('I turned 65'; 'I'll be 90 later this month', 'I'm going to be 90': 89 now, or 90 by the
 * time it is written), decades lived ('I have just completed five decades of my life'). The checker takes these as
 * the patient's; the writer does not write an age from them ('I'll be 90' leaves 89 or 90).
 */
export function agesInOtherWords(sentence: string): number[] {
  const out: number[] = [];
  // Said to the patient too ('you recently celebrated your seventy second birthday', read as '70 second').
  for (const m of sentence.matchAll(
    /\b(?:my|your) (?:(\d{1,3})(?:st|nd|rd|th)|(\w+ieth)|([1-9]0) (first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)) birthday\b/g,
  )) {
    const n = m[1] ? Number(m[1]) : m[3] ? Number(m[3]) + ORDINALS.indexOf(m[4]!) + 1 : TENTHS[m[2]!];
    if (n) out.push(n);
  }
  for (const m of sentence.matchAll(
    /\bi (?:just |recently )?turned (\d{1,3})\b|\bi(?:'ll| will|'m going to| am going to|'m gonna| am gonna) be (\d{1,3})\b|\bi(?:'m| am) turning (\d{1,3})\b/g,
  )) {
    if (NOT_YEARS.test(sentence.slice(m.index + m[0].length))) continue;
    const n = Number(m[1] ?? m[2] ?? m[3]);
    out.push(n);
    if (!m[1]) out.push(n - 1);
  }
  for (const m of sentence.matchAll(/\b(\d{1,2}) decades (?:of (?:my )?life|old)\b/g)) out.push(Number(m[1]) * 10);
  return out;
}
