import { conditionsIn } from './history.js';
import { nameAsSaid } from './history-scope.js';
import { MEDICAL } from './lexicon-diagnosis.js';
import type { Certainty, ClinicalFacts } from './types.js';

/*
 * One entry per problem in the assessment: the name a note gives a naming, and how namings of one problem
 * merge into one entry with the closest name and the surest certainty.
 */

/** Abbreviations and lay names a clinician says for a diagnosis, written as a note names it. */
const SPELLED: Record<string, string> = {
  uri: 'upper respiratory infection',
  urti: 'upper respiratory infection',
  uti: 'urinary tract infection',
  'bladder infection': 'urinary tract infection',
  'urine infection': 'urinary tract infection',
  'sinus infection': 'sinusitis',
  'ear infection': 'otitis media',
  'pink eye': 'conjunctivitis',
  'stomach flu': 'gastroenteritis',
  'stomach bug': 'gastroenteritis',
  'kidney infection': 'pyelonephritis',
};

/** A phrase that is just one known condition in other words ('high blood pressure') takes the condition's name. */
export function canonical(said: string): string {
  const phrase = SPELLED[said] ?? said;
  const [c] = conditionsIn(phrase);
  if (!c) return phrase;
  const rest = (phrase.slice(0, c.index) + phrase.slice(c.end)).trim();
  return rest === '' ? nameAsSaid(phrase, c) : phrase;
}

/**
 * Two conditions named together ('your heart failure and diabetes') are two diagnoses when one of them is
 * a known one; 'mood swings along with postsurgical menopause' and 'x as well as y' always list two.
 */
export function add(facts: ClinicalFacts, diagnosis: string, certainty: Certainty, ids: string[]) {
  for (const listed of diagnosis.split(/ along with | as well as /)) {
    const parts = listed.split(/ and /);
    if (
      parts.length > 1 &&
      parts.some((p) => conditionsIn(p).length > 0) &&
      parts.every((p) => MEDICAL.test(p) || conditionsIn(p).length > 0)
    ) {
      for (const p of parts) for (const one of unlisted(p)) addOne(facts, canonical(one), certainty, ids);
    } else for (const one of unlisted(listed)) addOne(facts, canonical(one), certainty, ids);
  }
}

/**
 * Known conditions said one after another with no word between ('congestive heart failure depression',
 * speech that lost its commas) are a list, each its own diagnosis; any other phrase is one.
 */
function unlisted(phrase: string): string[] {
  const known = conditionsIn(phrase);
  const rest = known.reduceRight((left, c) => left.slice(0, c.index) + left.slice(c.end), phrase);
  return known.length > 1 && rest.trim() === '' ? known.map((c) => phrase.slice(c.index, c.end)) : [phrase];
}

/** Words that tell when a problem was found, not what it is: 'newly diagnosed melanoma' is a melanoma. */
const STATUS = /\b(?:newly|new|recently|just|diagnosed)\b/g;
/** The words that name a problem: its status words and short words left out. */
const nameWords = (s: string) =>
  new Set(
    s
      .replace(STATUS, ' ')
      .split(' ')
      .filter((w) => w.length > 2)
      // 'kidney stone' and 'kidney stones' are one problem.
      .map((w) => w.replace(/(?<!s)s$/, '')),
  );

/** A phrase that is just one known condition's name ('skin cancer'), with nothing to make it closer. */
function bareCondition(phrase: string): string | null {
  const known = conditionsIn(phrase);
  return known.length === 1 && known[0]!.index === 0 && known[0]!.end === phrase.length ? known[0]!.name : null;
}

/**
 * Whether two namings are of one problem: one's name words are all in the other's ('melanoma' in
 * 'intermediate thickness melanoma'), or, said in the same words (`together`), one is a known condition's
 * bare name and the other names that condition more closely ('skin cancer' read from 'newly diagnosed
 * melanoma'). Apart, a bare name may be another condition the lexicon groups with it.
 */
function sameProblem(a: string, b: string, together: boolean): boolean {
  const [x, y] = [nameWords(a), nameWords(b)];
  const shared = [...y].filter((w) => x.has(w)).length;
  if (shared > 0 && (shared === x.size || shared === y.size)) return true;
  if (!together || (bareCondition(a) ?? bareCondition(b)) === null) return false;
  const [ka, kb] = [conditionsIn(a), conditionsIn(b)];
  return ka.length === 1 && kb.length === 1 && ka[0]!.name === kb[0]!.name;
}

/**
 * Whether a naming names its problem more closely than another: one naming a known condition over one
 * that names none ('kidney transplant' over 'kidney'), a closer naming over a bare condition name, then
 * more name words, then the longer.
 */
function closer(a: string, b: string): boolean {
  const rank = (s: string) => [
    conditionsIn(s).length > 0 ? 1 : 0,
    bareCondition(s) ? 0 : 1,
    nameWords(s).size,
    s.length,
  ];
  const [x, y] = [rank(a), rank(b)];
  const at = x.findIndex((v, i) => v !== y[i]);
  return at >= 0 && x[at]! > y[at]!;
}

/**
 * One diagnosis per problem: mentions of one problem merge, and the closest naming stands ('type 2 diabetes'
 * over 'diabetes', 'intermediate thickness melanoma' over 'skin cancer' and 'newly diagnosed melanoma').
 */
function addOne(facts: ClinicalFacts, diagnosis: string, certainty: Certainty, ids: string[]) {
  const same = facts.assessment.filter((a) =>
    sameProblem(
      a.value.diagnosis,
      diagnosis,
      a.segmentIds.some((id) => ids.includes(id)),
    ),
  );
  const [first, ...others] = same;
  if (!first) {
    if (facts.assessment.length < 8) facts.assessment.push({ value: { diagnosis, certainty }, segmentIds: [...ids] });
    return;
  }
  // The new naming may join two problems listed apart ('skin cancer' and 'intermediate thickness melanoma').
  for (const o of others) merge(first, o.value.diagnosis, o.value.certainty, o.segmentIds);
  facts.assessment = facts.assessment.filter((a) => !others.includes(a));
  merge(first, diagnosis, certainty, ids);
}

/** The head noun of a problem's name, singular: 'tic' of 'transient tics'. */
const headOf = (name: string) =>
  name
    .split(' ')
    .pop()!
    .replace(/(?<!s)s$/, '');

/**
 * A name given in the turn that stated a problem ('she does have a tic … these are what we call transient
 * tics'): when its head noun is the problem's, it is that problem named by the clinician, not a second
 * one, and it renames the entry. A bare head ('what we call a strain') names nothing more closely.
 */
export function namedInTurn(facts: ClinicalFacts, name: string, ids: string[]): boolean {
  const stated = facts.assessment.find(
    (a) =>
      a.segmentIds.some((id) => ids.includes(id)) &&
      headOf(a.value.diagnosis) === headOf(name) &&
      conditionsIn(a.value.diagnosis).length === 0,
  );
  if (!stated) return false;
  if (name.includes(' ')) stated.value.diagnosis = name;
  return true;
}

/** How sure a stated naming is: a diagnosis over a probable one over a possibility. */
const SURENESS: Record<string, number> = { confirmed: 3, probable: 2, possible: 1 };
const sureness = (c: Certainty) => (c === null ? 0 : (SURENESS[c] ?? 0));

/**
 * Folds a naming of a problem into its entry: the closer name, the surer certainty, both evidences. A
 * closer name said less surely ('could be related to severe hypertension' beside a stated hypertension)
 * does not rename what was stated.
 */
function merge(same: ClinicalFacts['assessment'][number], diagnosis: string, certainty: Certainty, ids: string[]) {
  const lessSure = certainty !== null && sureness(certainty) < sureness(same.value.certainty);
  if (closer(diagnosis, same.value.diagnosis) && !lessSure) same.value.diagnosis = diagnosis;
  // A stated certainty beats a bare problem heading, and a surer one a hedge ('i think you have copd' | 'so
  // i'm going to diagnose you with copd'); 'ruled out' stands once said.
  const surer = same.value.certainty !== 'ruled out' && !lessSure && certainty !== null;
  if (same.value.certainty === null || certainty === 'ruled out' || surer) same.value.certainty = certainty;
  for (const id of ids) if (!same.segmentIds.includes(id)) same.segmentIds.push(id);
}
