import { SYMPTOM_WORDS } from '../extract/symptom-words.js';
import { sentences } from '../extract/text.js';
import { replyAfter } from '../reading/replies.js';
import { asks, type Answer, type Turn } from './read-talk.js';

/**
 * A turn's paired answer. `goesOn`: the words of the pieces after it that are its question going on,
 * read as part of it ('any weight loss or night sweats' | 'coughs': one list asked); `within`: the turn is
 * such a piece, read with its question and not by itself.
 */
export type TurnAnswer = Answer & { goesOn?: string; within?: boolean };

/** The answer the reading pairs with each turn that asks (reading/replies.ts), and the pieces its question goes on in. */
export function answersOf(segs: Turn[]): Map<number, TurnAnswer> {
  const out = new Map<number, TurnAnswer>();
  segs.forEach((seg, i) => {
    if (out.has(i) || !sentences(seg.text).some((s) => asks(seg.role, s))) return;
    const reply = replyAfter(segs, i, SYMPTOM_WORDS);
    if (!reply) return;
    const answer = { turn: segs[reply.at]!, afterOthers: reply.afterOthers };
    out.set(i, { ...answer, goesOn: reply.ongoing.map((j) => segs[j]!.text).join(' ') });
    for (const j of reply.ongoing) out.set(j, { ...answer, within: true });
  });
  return out;
}
