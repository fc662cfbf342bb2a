import { capture } from '../pattern.js';

/** How many units of time, captured: '2', '2 to 3', 'a', 'a few', 'a couple of'. */
export const HOW_MANY = capture([
  String.raw`\d+(?:\s*(?:to|or|-)\s*\d+)?`,
  'a',
  'one',
  'a few',
  'a couple of',
  'a couple',
  'couple of',
  'couple',
  'several',
]);
/** The unit of an interval, captured. */
export const INTERVAL_UNIT = capture(['days?', 'weeks?', 'months?', 'years?']);

/** An interval's amount as a note writes it: 'a' is 1, 'a couple of' is 2, '2 to 3' is '2-3'. */
export function amount(a: string): string {
  return a
    .replace(/^(a|one)$/, '1')
    .replace(/^(?:a )?couple(?: of)?$/, '2')
    .replace(/\s*(?:to|or)\s*/, '-');
}
