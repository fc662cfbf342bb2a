import { oneOf, regex, wordsOf } from '../pattern.js';
import { BODY_PARTS } from '../vocabulary/body-parts.js';
import { BACK_REFERENCE_WORDS, JOINED_PLACES, OWN_SITE_WORDS, SITE_CUES } from './site-cues.js';

/** How many pieces before a question may name the site it takes (two exchanges: the question before, its answer, and this one's lead-in). */
export const SITE_REACH = 4;

/** A site word that names a site of its own: one not followed by a word pointing back ('when it happens'). */
const OWN_SITE = ` ${oneOf(OWN_SITE_WORDS)} (?!${oneOf(BACK_REFERENCE_WORDS)}\\b)`;
const ROWS = SITE_CUES.map((row) => ({
  ...row,
  bare: regex(['\\bany ', `(${oneOf(row.words)})`, `\\b(?!${OWN_SITE})`]),
  site: regex([wordsOf(row.after)], 'g'),
}));
const JOINED = regex([wordsOf(JOINED_PLACES)], 'g');
const PART = regex([wordsOf(BODY_PARTS.flatMap(([, words]) => words))], 'g');

/** Where a row's site is last named in a text (-1 when it is not) and where that naming ends. */
function lastSite(text: string, site: RegExp): { at: number; end: number } {
  let last = { at: -1, end: -1 };
  for (const m of text.matchAll(site)) last = { at: m.index, end: m.index + m[0].length };
  return last;
}

/** Whether a body part is named after a point: the talk has moved on from the site named before it. */
const partAfter = (text: string, from: number) => [...text.matchAll(PART)].some((m) => m.index >= from);

/**
 * A question with its bare symptom word given the site talked of (site-cues.ts): 'okay any blood' after
 * 'when was your last bowel movement' reads 'okay any blood in stool'. `before` is what was said in the
 * pieces just before (SITE_REACH); the rest of the question counts too ('any blood, pain or burning during
 * urination'). Of several sites the one named last wins. A word with a site of its own ('any pain in
 * your knee') or no site near is left as it is, and so is one asked after another body part was named
 * since the site ('any pain or symptoms in your left arm or shoulder' after talk of the neck): the talk
 * has moved on to that part. Two places joined ('in or behind the eye') read as the first.
 */
export function withSite(sentence: string, before: string): string {
  const joined = sentence.replace(JOINED, (places) => places.split(' ')[0]!);
  const context = `${before} ${joined}`;
  let best: { at: number; end: number; row: (typeof ROWS)[number]; m: RegExpExecArray } | null = null;
  for (const row of ROWS) {
    const m = row.bare.exec(joined);
    if (!m) continue;
    const { at, end } = lastSite(context, row.site);
    if (at >= 0 && (!best || at > best.at)) best = { at, end, row, m };
  }
  // 'any pain or symptoms in your left arm' after talk of the neck asks of the arm, not the neck.
  if (!best || partAfter(context, best.end)) return joined;
  const start = best.m.index + best.m[0].length - best.m[1]!.length;
  return `${joined.slice(0, start)}${best.row.becomes}${joined.slice(start + best.m[1]!.length)}`;
}
