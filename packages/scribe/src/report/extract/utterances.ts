import { answerPolarity } from '../reading/answers.js';
import { agreementTag, questionAfterStatement, questionForm, questionStarts } from '../reading/questions.js';
import { replyAfter } from '../reading/replies.js';
import { SITE_REACH, withSite } from '../reading/sites.js';
import { cutSubject } from '../reading/subject.js';
import { SYMPTOM_WORDS } from './symptom-words.js';
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
    const turn = questionAfterStatement(s);
    if (turn > 0)
      return [
        { text: `${s.slice(0, turn).replace(/[,\s]+$/, '')}.`, question: false },
        { text: s.slice(turn), question: true },
      ];
    if (s.endsWith('?')) return [{ text: s, question: true }];
    if (/[.!]$/.test(s) && s.split(' ').length < 25) return [{ text: s, question: questionForm(s) }];
    return unpunctuatedClauses(s.replace(/[.!]$/, ''));
  });
}

/**
 * The words the same speaker's segment just before ends with when speech cut a sentence whose subject is someone
 * else ('my wife has been having' | 'really bad headaches'): the segment at `at` goes on that sentence, and is
 * read with them before it (reading/subject.ts, cutSubject).
 */
function cutBefore(segs: Seg[], at: number): string | null {
  const before = segs[at - 1];
  if (!before || before.role !== segs[at]!.role) return null;
  const last = clausesOf(before.text).at(-1);
  return last && !last.question ? cutSubject(last.text) : null;
}

/** Every extractor reads the same clauses of a transcript: they are split once per segment list. */
const cache = new WeakMap<Seg[], Utterance[]>();

export function utterancesOf(segs: Seg[]): Utterance[] {
  let all = cache.get(segs);
  if (!all) {
    all = segs.flatMap((seg, at) => {
      const clauses = clausesOf(seg.text);
      const earlier = segs.slice(Math.max(0, at - SITE_REACH), at).map((s) => s.text);
      const cut = cutBefore(segs, at);
      // A bare 'any blood' or 'any pain here' takes the site talked of just before, as the checker reads it (reading/sites.ts).
      return clauses.map((c, k) => ({
        seg,
        at,
        text: withSite(
          k === 0 && cut && !c.question ? `${cut} ${c.text}` : c.text,
          [...earlier, ...clauses.slice(0, k).map((o) => o.text)].join(' '),
        ),
        question: c.question,
      }));
    });
    cache.set(segs, all);
  }
  return all;
}

/** What the speaker said in the same turn before utterance `i` ("I'm going to press on your belly" before 'any pain?'). */
export function saidBefore(all: Utterance[], i: number): string {
  const at = all[i]!.at;
  let from = i;
  while (from > 0 && all[from - 1]!.at === at) from--;
  return all
    .slice(from, i)
    .map((o) => o.text)
    .join(' ');
}

/** What answers a question, and the pieces between that are the question going on ('or night sweats', 'coughs'). */
export interface ReplyTo {
  text: string;
  ids: string[];
  ongoing: Seg[];
}

/**
 * The reply to a question, as the shared reading pairs them (reading/replies.ts): within its own segment, a
 * bare 'no' after it answers it (the answer caught in the asker's segment), and a statement after it means
 * no answer to it; past the segment, the piece reading/replies.ts pairs with it. When the clinician asked
 * something else before the answer came, only a 'no' answers this question too.
 */
export function replyTo(all: Utterance[], i: number, segs: Seg[]): ReplyTo | null {
  const q = all[i]!;
  const next = all[i + 1];
  if (next && next.at === q.at && /^(?:no|nope|none|nah)\b/.test(next.text))
    return { text: next.text, ids: [q.seg.id], ongoing: [] };
  const laterInSegment = all.slice(i + 1).filter((u) => u.at === q.at);
  // The reply answers the last run of questions; a statement after this one means no answer to it.
  if (laterInSegment.some((u) => !u.question && u.text.split(' ').length > 3)) return null;
  const reply = replyAfter(segs, q.at, SYMPTOM_WORDS);
  if (!reply) return null;
  const seg = segs[reply.at]!;
  if (reply.afterOthers && answerPolarity(seg.text) !== false) return null;
  return { text: seg.text, ids: [seg.id], ongoing: reply.ongoing.map((j) => segs[j]!) };
}

/**
 * The reply with the same speaker's next segment, where recognised speech cut it at a pause: 'i have always
 * been a homebody' | 'nothing like that in my head' is one reply, and its end takes back its opening.
 */
export function replyRun(reply: { text: string; ids: string[] }, segs: Seg[]): string {
  const at = segs.findIndex((s) => s.id === reply.ids.at(-1));
  const next = segs[at + 1];
  return at >= 0 && next && next.role === segs[at]!.role ? `${reply.text} ${next.text}` : reply.text;
}

/** How many pieces before a piece its question may be (reading/replies.ts looks as far ahead). */
const ASKED_REACH = 3;

/**
 * Whether a piece is a question going on past a pause ('or night sweats', 'weight loss anything like that'),
 * whatever its label: it is read with its question and the answer after it, and asserts nothing by itself.
 */
export function goesOnQuestion(all: Utterance[], segs: Seg[], at: number): boolean {
  return all.some(
    (u, i) =>
      u.question &&
      u.at < at &&
      u.at >= at - ASKED_REACH &&
      (replyTo(all, i, segs)?.ongoing.includes(segs[at]!) ?? false),
  );
}
