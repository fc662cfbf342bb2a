import { regex, wordsOf } from '../pattern.js';
import {
  DENIED_BEFORE,
  NOT_RESULT,
  PERCENT,
  RESULT_TERMS,
  RESULT_VALUE,
  SHOWING,
  SHOWN_TESTS,
} from '../vocabulary/result-cues.js';
import { OWN_WORDS } from '../vocabulary/exam-voice.js';
import type { ClinicalFacts, Seg } from './types.js';
import { utterancesOf } from './utterances.js';

const TESTS = SHOWN_TESTS.map(([name, said]) => ({ name, re: regex([wordsOf(said)]) }));
const TERMS = RESULT_TERMS.map(([written, said]) => ({ written, re: regex([wordsOf(said)]) }));
const DENIED = regex([DENIED_BEFORE]);
const PERCENT_SAID = regex(['\\b', PERCENT]);
const VALUE = regex([RESULT_VALUE]);
const SHOWN = regex([wordsOf(SHOWING), ' (?:[a-z-]+ ){0,3}?$']);
const NOT = regex([wordsOf(NOT_RESULT)]);
const SHOWS = regex([wordsOf(SHOWING)]);
const OWN = regex([wordsOf(OWN_WORDS)]);
/** A test shown, the segments its result was said in and the result's written words. */
interface Shown {
  name: string;
  at: number;
  ids: string[];
  said: string[];
}
/** Segments after a test is shown, and after its last result words, in which what is said is its result. */
const REACH = 4;
const GOES_ON = 2;
/** Labs shown as a whole: the tests named in them ('your white count') are part of the result. */
const PANEL = 'Labs';

const testIn = (text: string) => TESTS.find((t) => t.re.test(text))?.name ?? null;

/** What a clause says a result showed, in written words ('no fracture, good bony alignment'), or ''. */
function resultOf(clause: string): string {
  // A word denied ('not elevated') says no result of its own.
  const terms = TERMS.filter((t) => {
    const m = t.re.exec(clause);
    return m && !DENIED.test(clause.slice(0, m.index));
  }).map((t) =>
    t.written === 'low ejection fraction' && PERCENT_SAID.test(clause)
      ? `${t.written}, ${PERCENT_SAID.exec(clause)![1]}%`
      : t.written,
  );
  // 'No fracture' and 'normal' together: the note says what was normal.
  const said = (terms.length > 1 ? terms.filter((t) => t !== 'normal') : terms).filter(
    (t, _, all) => !all.some((o) => o !== t && o.split(/[ ,]+/).includes(t)),
  );
  const lastSaid = TERMS.find((t) => t.written === said.at(-1))?.re.exec(clause);
  const value = lastSaid ? VALUE.exec(clause.slice(lastSaid.index + lastSaid[0].length))?.[1] : undefined;
  const last = said.length && value && ['elevated', 'low'].includes(said.at(-1)!) ? ` at ${value}` : '';
  return said.length ? `${said.join(', ')}${last}` : '';
}

/**
 * Results the clinician reviews on screen, written as a note writes them: a test shown ('show me the
 * knee x-ray', 'looking at your labs') and, in what is said of it within a few segments, the words of a
 * result ('there's no fracture', 'it's low at 8') — 'X-ray: no fracture.', 'Hemoglobin: low at 8.'. Speaker
 * labels are guesses: a result said in no one's first person is read whoever the label says spoke it.
 */
export function extractShownResults(segs: Seg[], facts: ClinicalFacts) {
  let shown: Shown | null = null;
  const written: Shown[] = [];
  for (const u of utterancesOf(segs)) {
    // 'Show me the x-ray' is said to the dictation system, not of the speaker.
    if (u.question || OWN.test(u.text.replace(/\bshow me\b/g, ''))) continue;
    const named = testIn(u.text);
    const showing =
      named && TESTS.some((t) => t.name === named && SHOWN.test(u.text.slice(0, t.re.exec(u.text)!.index)));
    // Something else shown ('show me the vital signs'): what is said next is not the test's result.
    if (!named && SHOWS.test(u.text)) shown = null;
    // A test shown opens its result; another test named in passing ends the one shown before.
    if (showing) {
      shown = written.find((w) => w.name === named) ?? { name: named, at: u.at, ids: [], said: [] };
      shown.at = u.at;
      if (!written.includes(shown)) written.push(shown);
    } else if (named && named !== shown?.name && shown?.name !== PANEL) shown = null;
    if (!shown || u.at - shown.at > (shown.said.length ? GOES_ON : REACH) || NOT.test(u.text)) continue;
    const result = resultOf(u.text.slice(showing ? u.text.search(TESTS.find((t) => t.name === named)!.re) : 0));
    if (!result) continue;
    shown.said.push(...result.split(', ').filter((r) => !shown!.said.includes(r)));
    if (!shown.ids.includes(u.seg.id)) shown.ids.push(u.seg.id);
    shown.at = u.at;
  }
  const read = written.filter((w) => w.said.length);
  // A result read here stands for the words it was read from.
  const ids = new Set(read.flatMap((r) => r.ids));
  const names = new Set(read.map((r) => r.name));
  facts.results = facts.results.filter(
    (r) => !r.segmentIds.some((id) => ids.has(id)) && !names.has(testIn(r.value.toLowerCase()) ?? ''),
  );
  for (const r of read) facts.results.push({ value: `${r.name}: ${r.said.join(', ')}.`, segmentIds: r.ids });
}
