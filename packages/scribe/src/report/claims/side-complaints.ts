import { capture, oneOf, regex } from '../pattern.js';
import { PARTS } from './body-parts.js';
import { tellingWords } from './telling-words.js';
import type { SideClaim } from './sides.js';
import { COMPLAINT_WORDS } from './side-complaint-cues.js';

export const COMPLAINT = regex([oneOf([String.raw`\w+itis\b`, String.raw`\b${capture(COMPLAINT_WORDS)}\b`])]);

const PART_WORDS = new Set(Object.keys(PARTS).flatMap((k) => [...tellingWords(k)]));

/** The complaints a clause names, as telling words ('hurts' and 'painful' are one). */
export const complaintWords = (clause: string) => [
  ...tellingWords([...clause.matchAll(new RegExp(COMPLAINT.source, 'g'))].map((m) => m[0]).join(' ')),
];
/** The words a side claim is written with, but for the names of body parts. */
export const claimWords = (claim: SideClaim) => [...tellingWords(claim.clause)].filter((w) => !PART_WORDS.has(w));
