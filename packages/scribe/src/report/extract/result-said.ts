import { oneOf, regex, wordsOf } from '../pattern.js';
import { judgedDenial } from '../reading/context.js';
import {
  IMAGING,
  LATEST_VALUE_LEADS,
  MEASURE_NAMES,
  NOT_A_LATEST_VALUE,
  PERCENT,
  RESULT_TERMS,
  RESULT_VALUE,
  RESULT_WHEN,
  VALUE_BETWEEN,
} from '../vocabulary/result-cues.js';
import { findingsOf } from './result-findings.js';

/**
 * What a clause says a test's result was, in the words a note writes ('no fracture, good bony alignment',
 * 'low at 8.2', 'ejection fraction 35%'), with when it was taken if said: read for a test shown on screen
 * and for one named in passing (results-shown.ts).
 */

/** A result's words as a note writes them; a word denied ('not elevated') says no result of its own. */
const TERMS = RESULT_TERMS.map(([written, said]) => ({ written, re: regex([wordsOf(said)]) }));
const PERCENT_SAID = regex(['\\b', PERCENT]);
/** Result words written with the value said after them ('slightly elevated at 5.2', 'normal at 2.1'). */
const AT_VALUE = /^(?:(?:slightly|mildly|borderline) )?(?:elevated|high|low|normal)$/;
/** A value said right after a result's words ('high at 8'), and an ejection fraction's percentage. */
const VALUE = regex([RESULT_VALUE]);
/** A test's value right after its name ('a1c here is 9.4'), and its unit if a percentage; not a value whose decimal point speech lost ('5 5'). */
const NAMED_VALUE = regex([String.raw`^(?:,? ${oneOf(VALUE_BETWEEN)})+ (\d+(?:\.\d+)?)(?! ?\d)( ?(?:%|percent))?`]);
/** A name said of a measure, written with its value ('ejection fraction 35%'). */
const MEASURES = MEASURE_NAMES.map(([written, said]) => ({ written, re: regex([wordsOf(said)]) }));
const WHEN = regex([`(${wordsOf(RESULT_WHEN)})`]);
/** A time said right after a test's name or its value ('the x-ray from 2 weeks ago', 'a1c was 9 in march'). */
const WHEN_NEXT = regex([`^,? (?:(?:from|done|taken) )?(${wordsOf(RESULT_WHEN)})`]);
/**
 * A time said a few words after a test's name, past its result's words ('your tsh was normal last time');
 * not one compared with ('better than last time', 'up from 6.8 last time'), nor past a value.
 */
const WHEN_SOON = regex([
  String.raw`^(?:,? (?!(?:than|from|since|as|compared|up|down))[a-z']+){1,3},? (${wordsOf(RESULT_WHEN)})`,
]);

/** A test's latest value, said after an earlier one ('was 7.4 and now it's 6.9'), with its unit if a percentage. */
const LATEST = regex([
  wordsOf(LATEST_VALUE_LEADS),
  String.raw`(?: (?:um|uh))? (\d+(?:\.\d+)?)(?![\d.]| \d| ${oneOf(NOT_A_LATEST_VALUE)}\b)( ?(?:%|percent))?`,
]);

/**
 * The latest value said of a test in the words after its name, when it is not the value its clause read
 * (`said`): that value was an earlier one ('your a1c was 7.4 and now it's 6.9' reads 6.9 as today's).
 */
export function latestValue(after: string, said: string): string | null {
  const m = LATEST.exec(after);
  if (!m || !/\d/.test(said) || said.split(/[ ,%]+/).includes(m[1]!)) return null;
  return `${m[1]!}${m[2] ? '%' : ''}`;
}

/** The studies that image, each with the part its name images, or null. */
export const IMAGED = new Map(IMAGING);
/**
 * The word between 'a' and a test's name ('an elevated alkaline phosphatase'); after 'your' or 'the' it
 * names a condition ('your high cholesterol').
 */
export const RIGHT_BEFORE = /\ban? ([a-z-]+) $/;

/**
 * What a clause that opens on a test's name says its result was: the written words of the result
 * ('no fracture, good bony alignment', 'elevated at 9.4'), the value said right after the name ('8.2',
 * 'ejection fraction 35%'), and when it was taken if said before the name (`lead`: 'two weeks ago your
 * a1c…') or right after the name or value ('2 weeks ago'); or ''.
 */
export function resultOf(clause: string, test: { name: string; re: RegExp }, lead = ''): string {
  const named = test.re.exec(clause);
  const after = named ? clause.slice(named.index + named[0].length) : '';
  const m = NAMED_VALUE.exec(after);
  const measure = named ? MEASURES.find((n) => n.re.test(named[0]))?.written : undefined;
  const value = m ? `${measure ? `${measure} ` : ''}${m[1]!}${m[2] ? '%' : ''}` : '';
  // A result said right before the name is its own ('an elevated alkaline phosphatase').
  const said = RIGHT_BEFORE.exec(lead)?.[1];
  const right = said && named ? termsOf(`${said} ${named[0]}`) : [];
  const found = IMAGED.has(test.name) ? findingsOf(clause) : [];
  const words = [...right, ...termsOf(clause), ...found].filter((t, k, all) => all.indexOf(t) === k);
  const valued = m && words.some((w) => w.includes(m[1]!)) ? '' : value;
  // A measure's value is written first, by its name ('ejection fraction 55%, mild mitral regurgitation');
  // a test's own value after its words ('low at 8.2').
  const joined = measure ? [valued, ...words] : [`${words.join(', ')} at ${valued}`];
  const written = words.length && valued ? joined.join(', ') : words.join(', ') || valued;
  const when =
    WHEN.exec(lead) ??
    WHEN_NEXT.exec(after) ??
    (m ? WHEN_NEXT.exec(after.slice(m[0].length)) : null) ??
    (written ? WHEN_SOON.exec(after) : null);
  return written && when ? `${written}, ${when[1]!}` : written;
}

/** What a clause says a result showed, in written words ('no fracture, good bony alignment'), or []. */
function termsOf(clause: string): string[] {
  // A word denied ('not elevated') says no result of its own.
  const hits = TERMS.map((t) => ({ t, m: t.re.exec(clause) })).filter(
    (h): h is { t: (typeof TERMS)[number]; m: RegExpExecArray } => !!h.m && !judgedDenial(clause, h.m.index).negated,
  );
  // Words said inside a longer result's words are that result's ('is a little low' of the pumping
  // function is no low result of its own); of two read from the same words, the first row's.
  const ends = (h: (typeof hits)[number]) => h.m.index + h.m[0].length;
  const within = (a: (typeof hits)[number], b: (typeof hits)[number]) => b.m.index <= a.m.index && ends(a) <= ends(b);
  const terms = hits
    .filter((a, i) => !hits.some((b, j) => j !== i && within(a, b) && (!within(b, a) || j < i)))
    .map(({ t }) => t)
    .map((t) =>
      t.written.endsWith('low ejection fraction') && PERCENT_SAID.test(clause)
        ? `${t.written}, ${PERCENT_SAID.exec(clause)![1]}%`
        : t.written,
    );
  // 'No fracture' and 'normal' together: the note says what was normal.
  const said = (terms.length > 1 ? terms.filter((t) => t !== 'normal') : terms).filter(
    (t, _, all) => !all.some((o) => o !== t && o.split(/[ ,]+/).includes(t)),
  );
  const lastSaid = TERMS.find((t) => t.written === said.at(-1))?.re.exec(clause);
  const value = lastSaid ? VALUE.exec(clause.slice(lastSaid.index + lastSaid[0].length))?.[1] : undefined;
  const last = said.length && value && AT_VALUE.test(said.at(-1)!) ? ` at ${value}` : '';
  return said.length ? [...said.slice(0, -1), `${said.at(-1)!}${last}`] : [];
}
