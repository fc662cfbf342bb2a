import { spokenNumbersToDigits } from './numbers.js';

/**
 * Text as the extractor reads it: lower case, digits for spoken numbers, ACI-Bench's spaced
 * punctuation (' , ' and ' . ') closed up, so one pattern matches speech, typed notes and both datasets.
 */
export function normalise(text: string): string {
  const spaced = text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\s+([,.?!;:])/g, '$1')
    .replace(/\s+'(s|re|ve|ll|d|m|t)\b/g, "'$1")
    .replace(/\s+/g, ' ')
    .trim();
  return spokenNumbersToDigits(spaced).replace(/(\d)\s*,\s*(\d{3})\b/g, '$1$2');
}

/** Sentences of a normalised text (the scope of a negation). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.?!;])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A whole-word (or whole-phrase) matcher for a lexicon term; tolerates plural -s/-es. */
export function termPattern(term: string): RegExp {
  return new RegExp(`(?<![a-z])${escapeRegExp(term).replace(/ /g, '[ -]')}(?:e?s)?(?![a-z])`, 'i');
}

/** Normalised word tokens, for overlap measures. */
export function tokens(text: string): string[] {
  return normalise(text).match(/[a-z0-9]+(?:\.[0-9]+)?/g) ?? [];
}
