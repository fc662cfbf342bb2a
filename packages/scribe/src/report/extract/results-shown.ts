import { regex, wordsOf } from '../pattern.js';
import { wordsAfter, wordsBefore } from '../words.js';
import { PANELS, SHOWN_TESTS } from '../vocabulary/result-cues.js';
import { NOT_RESULT, RESULT_ENDS, REVIEWED_BY_CLINICIAN, SHOWING } from '../vocabulary/result-talk-cues.js';
import { OWN_WORDS } from '../vocabulary/exam-voice.js';
import { dateSaid, timeOf, toldAsThen } from '../reading/time.js';
import { ENDS, FINDINGS } from './result-findings.js';
import { IMAGED, RIGHT_BEFORE, latestValue, resultOf } from './result-said.js';
import { imagedSite } from './result-site.js';
import { inSentence } from './written-case.js';
import type { ClinicalFacts, Seg } from './types.js';
import { type Utterance, utterancesOf } from './utterances.js';
import { clinicianSays } from './voice.js';

const TESTS = SHOWN_TESTS.map(([name, said]) => ({ name, re: regex([wordsOf(said)]) }));
const SHOWN = regex([wordsOf(SHOWING), ' (?:[a-z-]+ ){0,3}?$']);
const NOT = regex([wordsOf(NOT_RESULT)]);
/** A request to the dictation system to show something: what is said next is of that. */
const SHOW_REQUEST = /\bshow me\b/;
const OWN = regex([wordsOf(OWN_WORDS)]);
const REVIEWED = regex([wordsOf(REVIEWED_BY_CLINICIAN)]);
/** The patient's own words before a test ('i had an x-ray'), not the clinician's of reviewing it. */
const ownBefore = (clause: string) => OWN.test(clause) && !REVIEWED.test(clause);
/** Where the clause naming a test begins: a full stop or a turn to another matter. */
const BEGINS = regex([
  String.raw`(?:[.?!;](?!\d)|${wordsOf(RESULT_ENDS)})(?!.*(?:[.?!;](?!\d)|${wordsOf(RESULT_ENDS)}))`,
]);
/** How many words after a test named in passing are read for its result, and before it for a plan or condition. */
const NAMED_REACH = 20;
const NAMED_LEAD = 8;
/** A test shown, the segments its result was said in and the result's written words. */
interface Shown {
  name: string;
  /** where an image was taken, when said with it ('Right knee') */
  site: string | null;
  at: number;
  ids: string[];
  said: string[];
  /** when it was taken, if said as before today: its date ('December 2019'), or true when told as then without one */
  past: Past;
}
/** A result's earlier time: the date said, true when told as then ('back then') without a date, null when today's. */
type Past = string | true | null;
/**
 * When the words around a test's name place it: the date said, or true when told as then; null when neither,
 * or when they place it today after all ('you had surgery in 2015 and your x-ray today shows').
 */
const pastIn = (text: string): Past =>
  timeOf(text) === 'current' ? null : (dateSaid(text) ?? (toldAsThen(text) || null));
/** Segments after a test is shown, and after its last result words, in which what is said is its result. */
const REACH = 4;
const GOES_ON = 2;
/** Segments after a test named with its earlier time in which it is still that time's test. */
const TOLD_REACH = 1;
/** Labs shown as a whole: the tests named in them ('your white count') are part of the result. */
const PANEL = 'Labs';

/** A result that is a number alone ('222', '44, 153'), no word of what it is. */
const BARE_NUMBER = /^[\d.]+(?:, [\d.]+)*$/;

const testIn = (text: string) => TESTS.find((t) => t.re.test(text))?.name ?? null;

/** Where an image named at `index` was taken ('Right knee'); a lab test has no site. */
const siteAt = (text: string, index: number, said: string, name: string) =>
  IMAGED.has(name) ? imagedSite(text.slice(0, index), text.slice(index + said.length), IMAGED.get(name)!) : null;
/** Where a test named (maybe more than once) in a text was taken, the first time it is said. */
function siteIn(text: string, name: string): string | null {
  const test = TESTS.find((t) => t.name === name)!;
  for (const m of text.matchAll(new RegExp(test.re.source, 'g'))) {
    const site = siteAt(text, m.index, m[0], name);
    if (site) return site;
  }
  return null;
}
/** A finding written as found ('distal radius fracture', 'possible mass'), not as denied ('no fracture'). */
const found = (said: string) => !said.startsWith('no ') && FINDINGS.some((f) => said.endsWith(f.written));

/**
 * What a study showed, as written: 'normal' said beside a finding it found ('a distal radius fracture, the
 * elbow is normal') was said of some other part, and a study that found something is not normal.
 */
const judged = (said: string[]) => (said.some(found) ? said.filter((s) => s !== 'normal') : said);

/**
 * Adds a result's words to what a test showed, once: 'distal phalanx fracture' said after 'fracture'
 * stands for it, and 'fracture' said after 'distal phalanx fracture' adds nothing.
 */
function addSaid(test: Shown, result: string) {
  // 'No fracture' is no qualified 'fracture': both are kept, as said. 'No acute fracture' stands for 'no
  // fracture', 'fracture in the middle finger' for 'fracture', and 'low at 8.2' for 'low'.
  const denied = (said: string) => said.startsWith('no ');
  const qualifies = (longer: string, shorter: string) =>
    denied(longer) === denied(shorter) &&
    (` ${longer.replace(/^no /, '')} `.includes(` ${shorter.replace(/^no /, '')} `) ||
      longer.startsWith(`${shorter} at `)) &&
    longer !== shorter;
  for (const r of result.split(', ')) {
    if (test.said.some((s) => s === r || qualifies(s, r))) continue;
    test.said = test.said.filter((s) => !qualifies(r, s));
    test.said.push(r);
  }
}

/** A test named in passing: where it was taken, what is said of it (maybe nothing) and when, if before today. */
interface Named {
  name: string;
  site: string | null;
  said: string;
  past: Past;
}

/**
 * Results of tests the clinician names in passing ('I reviewed your x-ray and there is no fracture', 'your
 * a1c came back at 9.4 two weeks ago'): each test named in a statement, not in a plan, a condition or the
 * patient's own words, with what is said of it up to the next matter (at most a few words), or another test.
 */
function namedIn(text: string): Named[] {
  const out: Named[] = [];
  // Spans of names already read: 'x-ray' inside 'chest x-ray' is the same test.
  const taken: [number, number][] = [];
  for (const t of TESTS) {
    for (const m of text.matchAll(new RegExp(t.re.source, 'g'))) {
      if (taken.some(([a, b]) => m.index < b && m.index + m[0].length > a)) continue;
      taken.push([m.index, m.index + m[0].length]);
      const before = text.slice(0, m.index);
      const begins = BEGINS.exec(before);
      const clause = wordsBefore(before.slice(begins ? begins.index + begins[0].length : 0), NAMED_LEAD);
      if (NOT.test(clause) || ownBefore(clause)) continue;
      const rest = wordsAfter(text.slice(m.index + m[0].length), NAMED_REACH);
      const other = TESTS.map((o) => new RegExp(o.re.source).exec(rest)?.index ?? rest.length).reduce(
        (a, b) => Math.min(a, b),
        rest.length,
      );
      const end = Math.min(other, ENDS.exec(rest)?.index ?? rest.length);
      // A result said right before the next test's name is that test's ('labs showed an elevated alkaline phosphatase').
      const own = other === end ? rest.slice(0, end).replace(RIGHT_BEFORE, '') : rest.slice(0, end);
      const said = resultOf(`${m[0]}${own}`, t, clause);
      const found = out.find((o) => o.name === t.name);
      const site = siteAt(text, m.index, m[0], t.name);
      // A value said before the test's latest ('was 7.4 and now it's 6.9') is an earlier one: offered, not
      // written as today's; the latest is today's.
      const latest = latestValue(rest.slice(0, other), said);
      if (latest) out.push({ name: t.name, site, said: resultOf(`${m[0]} is ${latest}`, t), past: null });
      const past = pastIn(`${clause} ${m[0]}${own}`) ?? (latest ? true : null);
      if (found) {
        found.past ??= past;
        if (said) found.said += found.said ? `, ${said}` : said;
        // A test named with its date and no result: what is said of it next in the turn is of that time.
      } else if (said || past) out.push({ name: t.name, site, said, past });
    }
  }
  return out;
}

/**
 * Results the clinician reviews on screen, written as a note writes them: a test shown ('show me the
 * knee x-ray', 'looking at your labs') and, in what is said of it within a few segments, the words of a
 * result ('there's no fracture', 'it's low at 8') — 'X-ray: no fracture.', 'Hemoglobin: low at 8.'. Speaker
 * labels are guesses: a result said in no one's first person is read whoever the label says spoke it.
 */
export function extractShownResults(segs: Seg[], facts: ClinicalFacts) {
  // Set by readShown, below: the test shown whose result is being said.
  let shown = null as Shown | null;
  const written: Shown[] = [];
  // The earlier time each test was named with, and where: 'a biopsy on december 5th, 2019 … the pathology
  // came back positive', said by one speaker in the same or the next segment, is that biopsy's result.
  let turn = { role: '', past: new Map<string, { past: Past; at: number }>() };
  for (const u of utterancesOf(segs)) {
    if (u.seg.role !== turn.role) turn = { role: u.seg.role, past: new Map() };
    if (u.question) continue;
    const passing = clinicianSays(u.seg, u.text) ? namedIn(u.text) : [];
    // Labs shown, and a test of them named with its result ('your a1c has been high at 8'): that test's result.
    const ofPanel = shown?.name === PANEL && passing.some((r) => r.name !== PANEL);
    // 'Show me the x-ray' is said to the dictation system, not of the speaker.
    if (!ofPanel && !OWN.test(u.text.replace(/\bshow me\b/g, '')) && readShown(u)) continue;
    for (const r of passing) {
      if (r.past) turn.past.set(r.name, { past: r.past, at: u.at });
      const told = turn.past.get(r.name);
      // Named again as today's ('and today the ct shows'), it is today's result.
      const carried = told && u.at - told.at <= TOLD_REACH && timeOf(u.text) !== 'current';
      const past = r.past ?? (carried ? told.past : null);
      if (!r.said) continue;
      // A result of an earlier time is kept apart from today's result of the same test.
      const found = written.find((w) => w.name === r.name && w.past === past) ?? {
        ...{ name: r.name, site: null, at: u.at, ids: [], said: [] },
        past,
      };
      if (!written.includes(found)) written.push(found);
      found.site ??= r.site;
      addSaid(found, r.said);
      if (!found.ids.includes(u.seg.id)) found.ids.push(u.seg.id);
    }
  }
  /** Reads an utterance for the test shown; true when it says the shown test's result. */
  function readShown(u: Utterance): boolean {
    const named = testIn(u.text);
    const showing =
      named && TESTS.some((t) => t.name === named && SHOWN.test(u.text.slice(0, t.re.exec(u.text)!.index)));
    // Something else shown ('show me the vital signs'): what is said next is not the test's result.
    if (!named && SHOW_REQUEST.test(u.text)) shown = null;
    // A test shown opens its result; another test named in passing ends the one shown before.
    if (showing) {
      shown = written.find((w) => w.name === named && !w.past) ?? {
        ...{ name: named, site: null, at: u.at, ids: [], said: [] },
        past: null,
      };
      shown.site ??= siteIn(u.text, named);
      shown.at = u.at;
      if (!written.includes(shown)) written.push(shown);
    } else if (named && named !== shown?.name && shown?.name !== PANEL) shown = null;
    if (!shown || u.at - shown.at > (shown.said.length ? GOES_ON : REACH)) return false;
    const test = TESTS.find((t) => t.name === shown!.name)!;
    // What is said after a plan or a condition is turned to ('8.2, so we'll look into that') is no result.
    const said = u.text.slice(showing ? u.text.search(test.re) : 0);
    const result = resultOf(said.slice(0, NOT.exec(said)?.index ?? said.length), test);
    if (!result) return false;
    addSaid(shown, result);
    // The study shown, named again with where it was taken ('your x-ray of your elbow is normal').
    shown.site ??= siteIn(u.text, shown.name);
    if (!shown.ids.includes(u.seg.id)) shown.ids.push(u.seg.id);
    shown.at = u.at;
    return true;
  }
  const read = written.filter((w) => w.said.length);
  // A result read here stands for the words it was read from.
  const ids = new Set(read.flatMap((r) => r.ids));
  const names = new Set(read.map((r) => r.name));
  facts.results = facts.results.filter(
    (r) => !r.segmentIds.some((id) => ids.has(id)) && !names.has(testIn(r.value.toLowerCase()) ?? ''),
  );
  for (const r of read) {
    const name = r.site ? `${r.site} ${inSentence(r.name)}` : r.name;
    const said = judged(r.said).join(', ');
    // A result of an earlier time is written with its date; told as then with no date, it is offered, not
    // written. A panel's bare number is no value of the panel's: offered too.
    if (r.past === true || (PANELS.includes(r.name) && BARE_NUMBER.test(said)))
      facts.held.push({ value: { section: 'results', text: `${name}: ${said}.` }, segmentIds: r.ids });
    else facts.results.push({ value: `${r.past ? `${name} (${r.past})` : name}: ${said}.`, segmentIds: r.ids });
  }
}
