import { oneOf, regex, wordsOf } from '../pattern.js';
import { BEFORE_CONDITIONS, RETURN_REACH, RETURN_VISIT, VISIT_KINDS } from './visit-reason-cues.js';
import type { Found } from './types.js';
import type { Utterance } from './utterances.js';

const KINDS = VISIT_KINDS.map((k) => ({
  written: k.written,
  said: regex([wordsOf(k.said), String.raw`\s+(?:${oneOf(BEFORE_CONDITIONS)}\s+)*`]),
}));

/**
 * The visit a clinician says this is, and the words after it that name what for ('here for a follow-up of
 * your thyroid and liver enzymes' → 'follow-up of', 'thyroid and liver enzymes …'); null when none is said.
 */
export function visitKind(text: string): { written: string; rest: string } | null {
  for (const k of KINDS) {
    const m = k.said.exec(text);
    if (m) return { written: k.written, rest: text.slice(m.index + m[0].length) };
  }
  return null;
}

const RETURN = regex([wordsOf(RETURN_VISIT)]);

/** A follow-up visit, when the clinician's opening tells of a last visit ('anything new since your last visit?'). */
export function returnVisit(all: Utterance[]): Found<string> | null {
  const opening = all.slice(0, RETURN_REACH).find((u) => u.seg.role === 'Doctor' && RETURN.test(u.text));
  return opening ? { value: 'follow-up visit', segmentIds: [opening.seg.id] } : null;
}
