import { oneOf, regex, wordsOf } from '../pattern.js';
import { answerPolarity } from '../reading/answers.js';
import { isNegated } from '../reading/context.js';
import {
  BEFORE_CONDITIONS,
  BEFORE_VISIT,
  HABIT_VISITS,
  HERE_FOR_VISIT,
  RETURN_REACH,
  RETURN_VISIT,
  ROUTINE_VISITS,
  VISIT_KINDS,
} from './visit-reason-cues.js';
import type { Found, Seg } from './types.js';
import { replyTo, type Utterance } from './utterances.js';

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

const ROUTINE = [
  ...ROUTINE_VISITS.map((k) => ({
    written: k.written,
    said: regex([wordsOf(HERE_FOR_VISIT), String.raw`\s+(?:${oneOf(BEFORE_VISIT)}\s+)*`, wordsOf(k.said)]),
  })),
  ...HABIT_VISITS.map((k) => ({ written: k.written, said: regex([wordsOf(k.said)]) })),
];

/**
 * A visit for prevention, or to give up a habit, said in the opening ('you're here for your annual physical', "i'm just here for a
 * check-up"), by either speaker: the visit, as a note heads it. A clinician's question that puts it ('looks like
 * we're here for a wellness check?') counts unless the patient says no.
 */
export function routineVisit(all: Utterance[], segs: Seg[]): Found<string> | null {
  for (const [i, u] of all.slice(0, RETURN_REACH).entries()) {
    for (const k of ROUTINE) {
      const m = k.said.exec(u.text);
      if (!m || isNegated(u.text, m.index, m.index + m[0].length)) continue;
      const reply = u.question ? replyTo(all, i, segs) : null;
      if (reply && answerPolarity(reply.text) === false) continue;
      return { value: k.written, segmentIds: [u.seg.id, ...(reply?.ids.filter((id) => id !== u.seg.id) ?? [])] };
    }
  }
  return null;
}
