import { capture, oneOf, regex, wordsOf } from '../pattern.js';
import { judgedDenial } from '../reading/context.js';
import {
  FINDING_HEDGED_BEFORE,
  FINDING_PLACE_WORDS,
  NOT_QUALIFYING,
  RESULT_FINDINGS,
  SIZE_UNITS,
} from '../vocabulary/result-cues.js';
import { NOT_RESULT, RESULT_ENDS } from '../vocabulary/result-talk-cues.js';
import { BODY_PARTS } from '../vocabulary/body-parts.js';
import { OWN_WORDS } from '../vocabulary/exam-voice.js';

// What a study found, read from the clause that names it: each finding with its qualifiers and size,
// denied or hedged as said.

export const FINDINGS = RESULT_FINDINGS.map(([written, said]) => ({ written, re: regex([wordsOf(said)]) }));
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

/** A size said right after a finding ('a stone measuring 0.5 centimeters'): the numbers (m[1]) and unit (m[2]). */
const SIZE_AFTER = regex([
  String.raw`^ (?:that(?:'s| is) |which is )?(?:measuring|measures|measured) (?:about |approximately )?`,
  String.raw`(\d+(?:\.\d+)?(?: (?:by|x) \d+(?:\.\d+)?)?) `,
  capture(SIZE_UNITS),
  String.raw`\b(?: in size)?`,
]);
/** Where a finding lies, said right after it or its size ('located in the proximal right ureter'): m[1]. */
const PLACE_AFTER = regex([
  String.raw`^ (?:(?:and |which )?(?:it's |it is |is )?(?:located|seen|sitting) )?(?:in|within) (?:the|your) (`,
  String.raw`(?:${oneOf(FINDING_PLACE_WORDS)} ){0,2}`,
  oneOf(BODY_PARTS.flatMap(([, said]) => said)),
  String.raw`)\b`,
]);

/** A found finding with its size and place said right after it: 'kidney stone measuring 0.5 centimeters in the right ureter'. */
function placed(qualified: string, after: string): string {
  const size = SIZE_AFTER.exec(after);
  const place = PLACE_AFTER.exec(size ? after.slice(size[0].length) : after);
  return [qualified, size ? `measuring ${size[1]!} ${size[2]!}` : '', place ? `in the ${place[1]!}` : '']
    .filter(Boolean)
    .join(' ');
}

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
    if (judgedDenial(first, m.index).negated) return [{ said: m[0], at: m.index, text: `no ${qualified}` }];
    const text = placed(qualified, first.slice(m.index + m[0].length));
    return [{ said: m[0], at: m.index, text: HEDGED.test(before) ? `possible ${text}` : text }];
  });
  // Written in the order said.
  found.sort((a, b) => a.at - b.at);
  // A finding's word that qualifies another finding is said of it ('a displaced fracture' is no displacement too).
  const qualifiesAnother = (f: { said: string; text: string }) =>
    found.some((g) => g !== f && g.text.split(' ').includes(f.said));
  return found.filter((f) => !qualifiesAnother(f)).map((f) => f.text);
}
