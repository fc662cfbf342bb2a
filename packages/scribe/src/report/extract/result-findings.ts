import { oneOf, regex, wordsOf } from '../pattern.js';
import {
  FINDING_DENIED_BEFORE,
  FINDING_HEDGED_BEFORE,
  NOT_QUALIFYING,
  NOT_RESULT,
  RESULT_ENDS,
  RESULT_FINDINGS,
  SIZE_UNITS,
} from '../vocabulary/result-cues.js';
import { OWN_WORDS } from '../vocabulary/exam-voice.js';

// What a study found, read from the clause that names it: each finding with its qualifiers and size,
// denied or hedged as said.

export const FINDINGS = RESULT_FINDINGS.map(([written, said]) => ({ written, re: regex([wordsOf(said)]) }));
const FINDING_DENIED = regex([FINDING_DENIED_BEFORE]);
const HEDGED = regex([FINDING_HEDGED_BEFORE]);
/** A word that may qualify a finding: a word of two letters or more ('a c l' is spelled), none of those that do not. */
const QUALIFYING = regex(['^(?!', oneOf(NOT_QUALIFYING), '$)[a-z][a-z-]+$']);

/** Where what is said of a test named in passing ends: a full stop, a turn to another matter, a plan or the patient's own words. */
export const ENDS = regex([
  String.raw`[.?!;](?!\d)|${wordsOf(RESULT_ENDS)}|${wordsOf(NOT_RESULT)}|${wordsOf(OWN_WORDS)}`,
]);

const UNIT = regex(['^', oneOf(SIZE_UNITS), '$']);
const NUMBER = /^\d+(?:\.\d+)?$/;
/** Words joining the numbers of a size said in two dimensions ('2 by 3 centimeters'). */
const BY = /^(?:by|x)$/;

/**
 * The words from `start` on that qualify a finding, with a size's numbers: a unit opening them takes the
 * numbers said before it ('2 by 3 centimeter mass'), or is left out when none is ('centimeter mass' says no size).
 */
function qualifiers(words: string[], start: number): string[] {
  const taken = words.slice(start);
  if (!UNIT.test(taken[0] ?? '')) return taken;
  let from = start;
  while (NUMBER.test(words[from - 1] ?? '')) {
    from--;
    if (!BY.test(words[from - 1] ?? '') || !NUMBER.test(words[from - 2] ?? '')) break;
    from--;
  }
  return from < start ? words.slice(from) : taken.slice(1);
}

/** What a study found in a clause, as found or denied ('fracture', 'no effusion'). */
export function findingsOf(clause: string): string[] {
  // What is said after the first turn to another matter is not of this study ('… because you have arthritis').
  const first = clause.slice(0, (ENDS.exec(clause.slice(1))?.index ?? clause.length) + 1);
  const found = FINDINGS.flatMap((f) => {
    const m = f.re.exec(first);
    if (!m) return [];
    const before = first.slice(0, m.index);
    const words = before.trim().split(' ');
    const stop = words.findLastIndex((w) => !QUALIFYING.test(w));
    const qualified = [...qualifiers(words, Math.max(stop + 1, words.length - 2)), f.written].join(' ').trim();
    // Denied with the words that qualify it: 'without major canal stenosis' is no major canal stenosis.
    if (FINDING_DENIED.test(before)) return [{ said: m[0], at: m.index, text: `no ${qualified}` }];
    return [{ said: m[0], at: m.index, text: HEDGED.test(before) ? `possible ${qualified}` : qualified }];
  });
  // Written in the order said.
  found.sort((a, b) => a.at - b.at);
  // A finding's word that qualifies another finding is said of it ('a displaced fracture' is no displacement too).
  const qualifiesAnother = (f: { said: string; text: string }) =>
    found.some((g) => g !== f && g.text.split(' ').includes(f.said));
  return found.filter((f) => !qualifiesAnother(f)).map((f) => f.text);
}
