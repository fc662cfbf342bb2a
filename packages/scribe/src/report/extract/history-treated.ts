import { capture, oneOf, regex, wordsOf } from '../pattern.js';
import { isNegated } from '../reading/context.js';
import { aboutOthers, hypotheticalBefore } from '../reading/subject.js';
import { OWNS_IT, TAKES_IT, TREATED_CONDITIONS } from '../vocabulary/treated-conditions.js';
import { aboutCompanion } from './companion.js';
import { addFound, type Found } from './types.js';

/** A condition given by the treatment taken, and the word of the names it may already be written by. */
type Treated = { name: string; named: string };
import type { Utterance } from './utterances.js';

/** How many words may stand between a verb of taking and the treatment ('i take a small blood pressure pill'). */
const TAKE_GAP = String.raw`(?: [a-z'-]+){0,3} `;
/** How many words may stand between 'my' or 'your' and the treatment ('my daily blood pressure pill'). */
const OWN_GAP = String.raw`(?: [a-z'-]+)? `;
const LEAD = oneOf([`${wordsOf(TAKES_IT)}${TAKE_GAP}`, `${wordsOf(OWNS_IT)}${OWN_GAP}`]);
const TREATED = TREATED_CONDITIONS.map((row) => ({
  condition: row.condition,
  named: row.named,
  at: regex([LEAD, capture([row.treatment]), String.raw`\b`]),
}));

/**
 * The conditions a statement gives the patient by the treatment they take ('i take a blood pressure pill',
 * "i'm on insulin", 'your cholesterol medicine'), with where the treatment is named. A treatment denied
 * ('i don't take any blood pressure pills'), only supposed ('if you need a blood pressure pill') or
 * another person's ('my mom takes a blood pressure pill')
 * gives none.
 */
export function conditionsTreated(text: string): { name: string; named: string; index: number; end: number }[] {
  return TREATED.flatMap(({ condition, named, at }) => {
    const m = at.exec(text);
    if (!m) return [];
    const end = m.index + m[0].length;
    const index = end - m[1]!.length;
    const notTaken =
      isNegated(text, index, end) || hypotheticalBefore(text, index) || aboutOthers(text, index, 'talk', end);
    return notTaken ? [] : [{ name: condition, named, index, end }];
  });
}

/** The conditions each statement gives the patient by the treatment they take, with the statements that say so. */
export function treatedIn(all: Utterance[], answersFamily: (i: number) => boolean): Found<Treated>[] {
  const found: Found<Treated>[] = [];
  all.forEach((u, i) => {
    if (u.question || answersFamily(i)) return;
    for (const c of conditionsTreated(u.text)) {
      if (aboutCompanion(u.seg, u.text, c.index)) continue;
      addFound(found, { name: c.name, named: c.named }, [u.seg.id], (v) => v.name);
    }
  });
  return found;
}

/**
 * Adds to the past history the conditions the patient takes a treatment for, unless the history names it
 * already, by a narrower name too ('hypothyroidism' besides a thyroid pill).
 */
export function addTreated(conditions: Found<string>[], treated: Found<Treated>[]) {
  for (const t of treated) {
    if (conditions.some((c) => c.value.toLowerCase().includes(t.value.named))) continue;
    addFound(conditions, t.value.name, t.segmentIds, (v) => v);
  }
}
