import { oneOf, regex, wordsOf } from '../pattern.js';
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

/** Where a row's site is last named in a text, or -1. */
function lastSite(text: string, site: RegExp): number {
  let last = -1;
  for (const m of text.matchAll(site)) last = m.index;
  return last;
}

/**
 * A question with its bare symptom word given the site talked of (site-cues.ts): 'okay any blood' after
 * 'when was your last bowel movement' reads 'okay any blood in stool'. `before` is what was said in the
 * pieces just before (SITE_REACH); the rest of the question counts too ('any blood, pain or burning during
 * urination'). Of several sites the one named last wins. A word with a site of its own ('any pain in
 * your knee') or no site near is left as it is; two places joined ('in or behind the eye') read as the first.
 */
export function withSite(sentence: string, before: string): string {
  const joined = sentence.replace(JOINED, (places) => places.split(' ')[0]!);
  const context = `${before} ${joined}`;
  let best: { at: number; row: (typeof ROWS)[number]; m: RegExpExecArray } | null = null;
  for (const row of ROWS) {
    const m = row.bare.exec(joined);
    if (!m) continue;
    const at = lastSite(context, row.site);
    if (at >= 0 && (!best || at > best.at)) best = { at, row, m };
  }
  if (!best) return joined;
  const start = best.m.index + best.m[0].length - best.m[1]!.length;
  return `${joined.slice(0, start)}${best.row.becomes}${joined.slice(start + best.m[1]!.length)}`;
}
