import { CONDITIONS } from './extract/lexicon-conditions.js';
import { DRUGS } from './extract/lexicon-drugs.js';
import { SYMPTOMS } from './extract/lexicon-symptoms.js';
import { normalise, termPattern, tokens } from './extract/text.js';
import type { Seg } from './extract/types.js';

/** Words too common to tell one statement from another. */
const STOP = new Set(
  (
    'a an the and or of to in on for with at by from is are was were be been has have had do does did not no as it its ' +
    'this that these those your you my me i he she his her they their patient per about like some any mg since'
  ).split(' '),
);
/** Lexicon groups: a report term matches the transcript through any of its variants ('SOB' ↔ 'short of breath'). */
const GROUPS = [...SYMPTOMS.map((s) => s.variants), ...CONDITIONS.map((c) => c.variants), ...DRUGS.map((d) => [d])].map(
  (variants) => variants.map((v) => ({ v, re: termPattern(v) })),
);

function stem(w: string): string {
  return w.length > 4 ? w.replace(/(ing|ed|es|s)$/, '') : w;
}

function contentWords(text: string): string[] {
  return [
    ...new Set(
      tokens(text)
        .filter((t) => !STOP.has(t) && !/^\d/.test(t))
        .map(stem),
    ),
  ];
}

function numbers(text: string): string[] {
  return normalise(text).match(/\d+(?:\.\d+)?/g) ?? [];
}

/** Segments naming a lexicon term that the item names, by any variant; null when the item names none. */
function lexiconSupport(item: string, segs: Seg[]): Set<string> | null {
  let hit: Set<string> | null = null;
  for (const group of GROUPS) {
    if (!group.some(({ re }) => re.test(item))) continue;
    const ids = segs.filter((s) => group.some(({ re }) => re.test(s.text))).map((s) => s.id);
    hit = new Set([...(hit ?? []), ...ids]);
    if (ids.length === 0) return new Set(); // a named drug/symptom/condition nobody said: unsupported
  }
  return hit;
}

function overlap(words: string[], seg: Seg): number {
  if (words.length === 0) return 0;
  const have = new Set(tokens(seg.text).map(stem));
  return words.filter((w) => have.has(w)).length / words.length;
}

/**
 * The transcript segments that support a report item: lexicon terms (drug, symptom and
 * condition names by any variant), every number it states, and otherwise normalised word overlap.
 * Empty when nothing in the transcript says it.
 */
export function findSupport(item: string, segs: Seg[], o: { prose?: boolean } = {}): string[] {
  const text = normalise(item);
  const nums = numbers(text);
  const says = (s: Seg, n: string) => new RegExp(`(?<![\\d.])${n.replace('.', '\\.')}(?![\\d])`).test(s.text);
  // A short item states its numbers in one breath; prose may gather them from several segments.
  if (o.prose && !nums.every((n) => segs.some((s) => says(s, n)))) return [];
  const withNums = nums.length && !o.prose ? segs.filter((s) => nums.every((n) => says(s, n))) : segs;
  if (withNums.length === 0) return [];
  const lexicon = lexiconSupport(text, withNums);
  if (lexicon)
    return withNums
      .filter((s) => lexicon.has(s.id))
      .map((s) => s.id)
      .slice(0, 8);
  const words = contentWords(text);
  // Numbers said together ('132 over 80', '20 mg') are strong support on their own; units and labels vary.
  if (nums.length && !o.prose)
    return withNums
      .map((s) => ({ id: s.id, score: overlap(words, s) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, 3)
      .map((s) => s.id);
  if (words.length === 0) return [];
  const threshold = o.prose ? 0.35 : words.length <= 2 ? 1 : 0.6;
  const scored = withNums
    .map((s) => ({ id: s.id, score: overlap(words, s) }))
    .filter((s) => s.score >= Math.min(threshold, 0.99) || s.score === 1);
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, o.prose ? 5 : 3)
    .map((s) => s.id);
}
