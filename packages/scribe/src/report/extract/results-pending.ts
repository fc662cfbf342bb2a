import { regex, wordsOf } from '../pattern.js';
import { wordsAfter } from '../words.js';
import { pendingCue, toldAsDone } from '../reading/pending.js';
import { SHOWN_TESTS } from '../vocabulary/result-cues.js';
import type { ClinicalFacts, Seg } from './types.js';
import { utterancesOf } from './utterances.js';

const TESTS = SHOWN_TESTS.map(([name, said]) => ({ name, re: regex([wordsOf(said)], 'g') }));
/** How many words before a pending cue its test may be named ('the biopsy that we sent off is pending'), and after it. */
const BEFORE = 10;
const AFTER = 5;
/** Where a sentence ends: the test a cue is said of is named in its own sentence. */
const SENTENCE = /[.?!;]/;

/** The test a pending cue is said of, with where it is named: the one named nearest before it in its sentence, else just after it. */
function testOf(text: string, index: number, end: number): { name: string; at: number } | null {
  const sentence = text.slice(0, index).search(/[^.?!;]*$/);
  const from = Math.max(sentence, index - text.slice(sentence, index).split(' ').slice(-BEFORE).join(' ').length);
  const before = text.slice(from, index);
  const after = wordsAfter(text.slice(end).split(SENTENCE)[0]!, AFTER);
  // The name ending last, and of those the longest ('blood cultures' over the 'cultures' inside it).
  const last = TESTS.flatMap((t) =>
    [...before.matchAll(t.re)].map((m) => ({ name: t.name, at: from + m.index, end: m.index + m[0].length })),
  ).sort((a, b) => b.end - a.end || a.at - b.at)[0];
  if (last) return last;
  for (const t of TESTS) {
    const m = new RegExp(t.re.source).exec(after);
    if (m) return { name: t.name, at: end + m.index };
  }
  return null;
}

/**
 * Tests done whose result is still to come ('we biopsied the polyp and the results are pending', 'we're
 * still waiting on the urine culture'): written in the results as pending ('Urine culture: pending.'), and
 * no finding read of that test in the same words is written as found. A result said to be awaited with no
 * test named ('still waiting on those results') is not written: which test is not known.
 */
export function extractPendingResults(segs: Seg[], facts: ClinicalFacts) {
  for (const u of utterancesOf(segs)) {
    const cue = u.question ? null : pendingCue(u.text);
    const test = cue && testOf(u.text, cue.index, cue.end);
    // 'i'll call you with the results' is said of a test done, not of one ordered today.
    if (!test || (cue.ofDone && !toldAsDone(u.text.slice(0, test.at)))) continue;
    const name = test.name;
    // A finding read of the test in these words is not its result: the result is still to come.
    facts.results = facts.results.filter((r) => !(r.value.includes(`${name}:`) && r.segmentIds.includes(u.seg.id)));
    const value = `${name}: pending.`;
    const found = facts.results.find((r) => r.value === value);
    if (found) found.segmentIds.push(u.seg.id);
    else facts.results.push({ value, segmentIds: [u.seg.id] });
  }
}
