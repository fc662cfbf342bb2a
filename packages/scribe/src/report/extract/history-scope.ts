import { takesBack } from '../reading/answers.js';
import { aboutOthers } from '../reading/subject.js';
import { PAST_IN_TALK, historyNamedBefore } from '../reading/time.js';
import { firstEpisodeSaid, FOUND_NOW_REACH, foundLongAgo, foundNow } from '../reading/history.js';
import { SIGN_NAMES } from './lexicon-conditions.js';
import type { ConditionMention as Mention } from './conditions-in.js';
import type { Utterance } from './utterances.js';

/** How many clauses back a patient's 'this is my first one' may reach for the condition it is about. */
const FIRST_REACH = 5;

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
      const lead = u.text.slice(Math.max(0, c.index - FOUND_NOW_REACH), c.index);
      // What was found at a time gone by ('they found i had a-fib last year') is history, not found now.
      if (foundNow(lead) && !foundLongAgo(u.text)) found.add(c.name);
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
    if (u.seg.role !== 'Patient' || u.question || !firstEpisodeSaid(u.text)) return;
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
