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
