import { oneOf, regex, wordsOf } from '../pattern.js';
import { takesBack } from '../reading/answers.js';
import { aboutOthers } from '../reading/subject.js';
import { PAST_IN_TALK, historyNamedBefore } from '../reading/time.js';
import {
  AMOUNT,
  FIRST_EPISODE,
  NEWLY_FOUND,
  ONE_OF,
  ONE_RELATIVE,
  TARGET_AFTER,
  TARGET_BEFORE,
} from './history-cues.js';
import { SIGN_NAMES } from './lexicon-conditions.js';
import type { Utterance } from './utterances.js';

/** A condition's place in a text and its canonical name, as conditionsIn gives it. */
interface Mention {
  name: string;
  index: number;
  end: number;
}

/** A few words that may stand between a cue and the condition ('screening for early colon cancer'). */
const GAP = String.raw`(?: [a-z'-]+){0,2}`;
const BEFORE_TARGET = regex([wordsOf(TARGET_BEFORE), GAP, String.raw`\s*$`]);
const AFTER_TARGET = regex([String.raw`^\s*`, wordsOf(TARGET_AFTER)]);
const BEFORE_NEW = regex([wordsOf(NEWLY_FOUND), `(?: ${oneOf(AMOUNT)})*`, GAP, String.raw`\s*$`]);
/** How far before a condition the words that make it new may start ('on the x-ray … what i am noticing is a little'). */
const NEW_REACH = 120;
const ONE_OF_THEM = regex([wordsOf(ONE_OF)]);
const FIRST = regex([wordsOf(FIRST_EPISODE)]);
/** How many clauses back a patient's 'this is my first one' may reach for the condition it is about. */
const FIRST_REACH = 5;

/**
 * Whether a condition is named only as what a vaccine, a screening or a test is for ('the shingles vaccine',
 * 'we checked you for diabetes'): a prevention target, which is no condition the patient has or had.
 */
export function preventionTarget(text: string, c: Mention): boolean {
  return (
    AFTER_TARGET.test(text.slice(c.end, c.end + 30)) ||
    BEFORE_TARGET.test(text.slice(Math.max(0, c.index - 60), c.index))
  );
}

/**
 * The conditions the consultation finds now ('newly diagnosed melanoma', 'the biopsy showed a basal cell
 * carcinoma'), unless some statement names them as the patient's history ('a history of melanoma', 'years
 * ago'); a relative's history of the like is not theirs.
 */
function newlyFound(all: Utterance[], conditionsIn: (s: string) => Mention[]): Set<string> {
  const found = new Set<string>();
  const before = new Set<string>();
  for (const u of all) {
    for (const c of conditionsIn(u.text)) {
      const lead = u.text.slice(Math.max(0, c.index - NEW_REACH), c.index);
      if (BEFORE_NEW.test(lead)) found.add(c.name);
      // A relative's history ('any family history of cancers?') is not the patient's, nor is a question
      // that asks whether it was had before ('has a doctor ever told you in the past that you had …?').
      else if (u.question || aboutOthers(u.text, c.index, 'talk', c.end)) continue;
      else if (historyNamedBefore(lead) || PAST_IN_TALK.test(u.text)) before.add(c.name);
    }
  }
  return new Set([...found].filter((name) => !before.has(name)));
}

/**
 * The conditions the patient says they have never had before ('have you had any in the past?' 'no, this is
 * my first one'): those named in the patient's clause, or else in the few clauses before it, which are
 * what 'this' and 'one' stand for.
 */
function firstEpisodes(all: Utterance[], conditionsIn: (s: string) => Mention[]): Set<string> {
  const first = new Set<string>();
  all.forEach((u, i) => {
    if (u.seg.role !== 'Patient' || u.question || !FIRST.test(u.text)) return;
    for (let back = i; back >= Math.max(0, i - FIRST_REACH); back--) {
      const named = conditionsIn(all[back]!.text);
      if (named.length === 0) continue;
      for (const c of named) first.add(c.name);
      return;
    }
  });
  return first;
}

/**
 * Whether a condition is one this consultation diagnoses, so the assessment's and not past medical
 * history: a patient who says 'my melanoma' of a lesion found this month has no history of it. 'diabetes'
 * is the same condition as a 'type 2 diabetes' diagnosed today, and 'enlarged prostate' as the benign
 * prostatic hyperplasia found on exam.
 */
export function newDiagnoses(all: Utterance[], conditionsIn: (s: string) => Mention[]): (name: string) => boolean {
  const names = [...newlyFound(all, conditionsIn), ...firstEpisodes(all, conditionsIn)];
  const isFound = (name: string) => names.some((f) => f === name || new RegExp(`\\b${name}$`).test(f));
  return (name) => names.length > 0 && (isFound(name) || conditionsIn(name).some((m) => isFound(m.name)));
}

/**
 * The conditions a patient says of themself that the clinician's next turn takes back ('i had a stroke'
 * 'no, no, that means your kidney is tender'): a patient who misheard, or asked, has no such history.
 */
export function takenBack(all: Utterance[], conditionsIn: (s: string) => Mention[]): (name: string) => boolean {
  const back = new Set<string>();
  for (const u of all) {
    if (u.seg.role !== 'Patient') continue;
    const next = all.find((o) => o.at === u.at + 1)?.seg;
    if (next?.role !== 'Doctor' || !takesBack(next.text)) continue;
    for (const c of conditionsIn(u.text)) back.add(c.name);
  }
  return (name) => back.size > 0 && (back.has(name) || conditionsIn(name).some((m) => back.has(m.name)));
}

/**
 * The condition as it was said: a canonical name that puts a qualifier before the words said ('chronic
 * kidney disease' for 'kidney disease', 'congestive heart failure' for 'heart failure') claims more than
 * was said, so the words said are written, and so is a sign's name ('enlarged prostate', SIGN_NAMES); any other
 * name is the canonical one ('high blood pressure' → 'hypertension').
 */
export function nameAsSaid(text: string, c: Mention): string {
  const said = text.slice(c.index, c.end);
  if (SIGN_NAMES.includes(said)) return said;
  return said !== c.name && c.name.endsWith(` ${said}`) ? said : c.name;
}

/**
 * The relative a condition belongs to: one of several named ('both my parents have high blood pressure
 * and one of them had kidney disease') is that one, written in the singular.
 */
export function oneRelative(relation: string, between: string): string {
  return ONE_RELATIVE[relation] && ONE_OF_THEM.test(between) ? ONE_RELATIVE[relation]! : relation;
}
