import { agreementTag, questionForm, questionStarts } from '../reading/questions.js';
import { sentences } from './text.js';
import type { Seg } from './types.js';

/** One clause of a segment as the extractor reads it: a statement, or a question the reply answers. */
export interface Utterance {
  seg: Seg;
  /** the segment's position in the transcript */
  at: number;
  /** normalised text of the clause */
  text: string;
  question: boolean;
}

/** A clause without terminal punctuation ends a question when it has a question's form (reading/questions.ts). */
function unpunctuatedClauses(sentence: string): { text: string; question: boolean }[] {
  const cuts = [...new Set([0, ...questionStarts(sentence)])].sort((a, b) => a - b);
  return cuts
    .map((from, i) => sentence.slice(from, cuts[i + 1] ?? sentence.length).trim())
    .filter(Boolean)
    .map((text) => ({ text, question: questionForm(text) }));
}

/**
 * The clauses of one segment's normalised text. A question mark decides when there is one; a statement
 * closed by a tag ('…, okay?', 'does that sound good?') asks for agreement, not about the patient.
 */
export function clausesOf(text: string): { text: string; question: boolean }[] {
  return sentences(text).flatMap((s) => {
    const tag = agreementTag(s);
    if (tag > 0) return [{ text: `${s.slice(0, tag)}.`, question: false }];
    if (s.endsWith('?')) return [{ text: s, question: true }];
    if (/[.!]$/.test(s) && s.split(' ').length < 25) return [{ text: s, question: questionForm(s) }];
    return unpunctuatedClauses(s.replace(/[.!]$/, ''));
  });
}

/** Every extractor reads the same clauses of a transcript: they are split once per segment list. */
const cache = new WeakMap<Seg[], Utterance[]>();

export function utterancesOf(segs: Seg[]): Utterance[] {
  let all = cache.get(segs);
  if (!all) {
    all = segs.flatMap((seg, at) => clausesOf(seg.text).map((c) => ({ seg, at, ...c })));
    cache.set(segs, all);
  }
  return all;
}

const QUESTION_TAIL = /^(?:or )?(?:anything|something)(?: else)?(?: like that| of that sort| of the sort)?[?.]?$/;

/** A short yes or no, with nothing asked in it: an answer, whoever the labels say spoke it. */
const BARE_ANSWER = /^(?:yes|yeah|yep|yup|no|nope|nah)\b[^?]*$/;

/**
 * The reply to a question: the next segment spoken by the other side, when it comes within two
 * segments and the asker did not go on to say something else first. A question followed in its own
 * segment by a bare 'no' (the answer caught in the asker's segment) is answered by that clause, and a
 * short yes or no right after it answers it even when labelled with the asker's role (speaker labels
 * are guesses; a second clinician or a relative may answer).
 */
export function replyTo(all: Utterance[], i: number, segs: Seg[]): { text: string; ids: string[] } | null {
  const q = all[i]!;
  const next = all[i + 1];
  if (next && next.at === q.at && /^(?:no|nope|none|nah)\b/.test(next.text))
    return { text: next.text, ids: [q.seg.id] };
  const laterInSegment = all.slice(i + 1).filter((u) => u.at === q.at);
  // The reply answers the last run of questions; a statement after this one means no answer to it.
  if (laterInSegment.some((u) => !u.question && u.text.split(' ').length > 3)) return null;
  let last = q.at + 2;
  for (let at = q.at + 1; at <= last && at < segs.length; at++) {
    const seg = segs[at]!;
    // The question's own tail cut off at a pause ('… any weight loss' | 'anything like that') answers nothing.
    if (QUESTION_TAIL.test(seg.text)) {
      last++;
      continue;
    }
    const bare = at === q.at + 1 && BARE_ANSWER.test(seg.text) && seg.text.split(' ').length <= 8;
    if (seg.role !== q.seg.role || bare) return { text: seg.text, ids: [seg.id] };
  }
  return null;
}
