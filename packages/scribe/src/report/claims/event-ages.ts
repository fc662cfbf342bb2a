import { oneOf, regex } from '../pattern.js';
import type { Consultation } from './consultation-types.js';
import type { Finding, Statement } from './types.js';

/** An age at some event, as notes write it: 'had a bypass at age 60', 'fed herself at the age of 2 years'. */
const AT_AGE = /\bat (?:the )?age(?: of)?\s+(\d{1,3})\b(?:\s+(day|week|month)s?\b)?/g;

/** Words after a number that make it no age ('about 8 days', 'around 8 pounds'). */
const NOT_AGE = String.raw`(?!\s*(?:mg|%|percent|pounds|lbs|kg|days?|weeks?|months?|hours?|minutes?|times|am|pm|o'clock|years? ago)\b)`;

/**
 * The number said as someone's age: 'when I was 60', 'at the age of 60', 'maybe around 8', '60 years
 * old', 'around one or two', or a bare reply to 'how old was he?'. Said only as some other number
 * ('seven pounds') it is no age.
 */
const saidAsAge = (n: string) =>
  regex([
    oneOf([
      String.raw`\b(?:was|were|is|at|age(?: of)?|aged|turned|after|until|till|by|around|about|approximately)\s+` +
        String.raw`(?:about |around |only |just |almost |nearly |like |maybe )?${n}\b(?![./]\d)${NOT_AGE}`,
      String.raw`\b${n}[- ]years?[- ](?:old|of age)\b`,
      String.raw`\b${n} or \d+\b`,
      String.raw`\b\d+ or ${n}\b`,
      String.raw`\b\d+ to ${n} years\b`,
      String.raw`\b${n} to \d+ years\b`,
      String.raw`\bhow old\b[^\n]*\n\s*(?:[a-z]+ ){0,2}${n}\b${NOT_AGE}`,
    ]),
  ]);

/** An age at an event written must be said as an age: a made-up one misdates a history. */
export function checkAgeAtEvent(s: Statement, c: Consultation): Finding | null {
  for (const m of s.norm.matchAll(AT_AGE)) {
    // An age in days, weeks or months ('rolled over at age 4 months') is said with its unit ('at four months').
    const inUnit = m[2] && new RegExp(`\\b${m[1]}[- ]${m[2]}s?\\b`).test(c.text);
    if (!inUnit && !saidAsAge(m[1]!).test(c.text))
      return {
        kind: 'unsupported',
        claim: 'age',
        reason: `The consultation never gives an age of ${m[1]} at that time`,
        segmentIds: [],
      };
  }
  return null;
}
