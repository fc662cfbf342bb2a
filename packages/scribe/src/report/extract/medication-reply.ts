import { drugMentions } from './drug-mentions.js';
import type { Seg } from './types.js';
import { replyTo, type ReplyTo, type Utterance } from './utterances.js';
import { clinicianSays } from './voice.js';

/**
 * The reply about a sentence's drugs: the reply to this question, or to the question just after that
 * names no drug ('we have you on the prozac 20 mg a day.' | 'are you taking that?'), or, when the
 * clinician named one drug, the patient's words at once after ('you're on lisinopril.' | "i haven't been
 * taking it").
 */
export function replyAboutDrugs(
  all: Utterance[],
  segs: Seg[],
  i: number,
  reply: ReplyTo | null,
  clinicianNamedOne: boolean,
): { text: string; ids: string[] } | null {
  const u = all[i]!;
  const next = all[i + 1];
  const saidBack =
    clinicianNamedOne && next && next.seg !== u.seg && !clinicianSays(next.seg, next.text)
      ? { text: next.text, ids: [next.seg.id] }
      : null;
  return (
    reply ??
    (next?.question && drugMentions(next.text).length === 0 ? replyTo(all, i + 1, segs) : null) ??
    (u.question ? null : saidBack)
  );
}
