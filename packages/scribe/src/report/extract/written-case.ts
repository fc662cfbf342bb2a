import { WRITTEN_ABBREVIATIONS } from '../vocabulary/written-abbreviations.js';
import { oneOf, regex } from '../pattern.js';

const WRITTEN = new Map(WRITTEN_ABBREVIATIONS.map((a) => [a.toLowerCase(), a]));
const ABBREVIATION = regex(
  [String.raw`(?<![\w/])`, oneOf([...WRITTEN.keys()].map((k) => k.replace('/', '\\/'))), String.raw`(?![\w/])`],
  'gi',
);

/** A statement with the clinical abbreviations in it written as a note writes them ('copd' -> 'COPD'). */
export const writtenCase = (text: string): string =>
  text.replace(ABBREVIATION, (m) => WRITTEN.get(m.toLowerCase()) ?? m);

/** Every statement of a report, in place, with its abbreviations written as a note writes them. */
export function writeAbbreviations<T>(value: T): T {
  if (typeof value === 'string') return writtenCase(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => writeAbbreviations(v)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, writeAbbreviations(v)])) as T;
  return value;
}

/**
 * A first word kept as written inside a sentence: an abbreviation ('MRI', 'CT scan', 'A1c') or a word with a
 * capital after its first letter, and 'X-ray', which a note writes with its capital anywhere.
 */
const KEPT_FIRST = /^(?:[A-Z][\w-]*[A-Z\d]|X-ray\b)/;

/**
 * A test's name or a plan line as written inside a sentence ('Order ultrasound of the right groin', 'Main
 * decision: excision recommended'): its first word in lower case, unless it is kept as written.
 */
export const inSentence = (text: string): string =>
  KEPT_FIRST.test(text) ? text : text.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase());
