import type { Consultation } from './consultation-types.js';
import type { Finding, Statement } from './types.js';
import { numberIn } from './text.js';

/** A relative's age as notes write it: 'a 9-year-old brother', '9 and 12 year old sisters', '18-, 16-, 14-, 12-year-old brothers'. */
const KIN_AGE =
  /\b\d{1,3}(?:-?,?\s*(?:and\s+)?\d{1,3})*[- ]years?[- ]old,?\s+(?:son|daughter|child|kid|grandson|granddaughter|baby|brother|sister|sibling|niece|nephew)s?\b/g;

/**
 * A relative's age written must be a number the consultation says: no other check reads it (the
 * patient's age is someone else's), and a made-up one misleads a family or social history.
 */
export function checkKinAge(s: Statement, c: Consultation): Finding | null {
  if (s.role === 'age') return null;
  for (const m of s.norm.matchAll(KIN_AGE)) {
    for (const n of m[0].match(/\d{1,3}/g)!) {
      if (!numberIn(c.text, n))
        return {
          kind: 'unsupported',
          claim: 'age',
          reason: `The consultation never gives an age of ${n}`,
          segmentIds: [],
        };
    }
  }
  return null;
}
