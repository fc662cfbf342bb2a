import type { Consultation } from './consultation-types.js';
import { numberIn } from './text.js';
import type { Finding, Statement } from './types.js';

/**
 * A value written in a result ('Hemoglobin 8.2', 'ejection fraction 55%', '3 cm'): a number standing alone,
 * not one inside a test's name ('a1c', 'b12', 'covid-19').
 */
const VALUE = /(?<![a-z\d.-])\d+(?:\.\d+)?(?![a-z\d])/g;

/** A result's values must each have been said: a value the consultation never states is not the test's result. */
export function checkResults(s: Statement, c: Consultation): Finding | null {
  if (s.role !== 'result') return null;
  const unsaid = (s.norm.match(VALUE) ?? []).find((n) => !numberIn(c.text, n));
  if (!unsaid) return null;
  return { kind: 'unsupported', claim: 'result', reason: `No value of ${unsaid} was said`, segmentIds: [] };
}
