import { partsIn } from '../claims/body-parts.js';
import { asksForSide, sidesIn, UNSPECIFIED, type SideClaim } from '../claims/sides.js';
import { regex, wordsOf } from '../pattern.js';
import { answerPolarity } from '../reading/answers.js';
import { isNegated } from '../reading/context.js';
import { aboutOthers } from '../reading/subject.js';
import { PART_HISTORY_WORDS, SIDE_QUESTION_REACH } from '../vocabulary/complaint-cues.js';
import type { Seg } from './types.js';
import { utterancesOf, type Utterance } from './utterances.js';

/*
 * How the complaint's side is said across turns: what a bare side answers, a side taken back for the other
 * (within a piece or across a pause), and a side asked of that the patient puts right. complaint-site.ts
 * reads the complaint's side with these.
 */

/** A piece cut off by a pause that says nothing yet: fillers and determiners only ('the uh', 'um it's my'). */
const CUT_OFF = /^\W*(?:(?:the|a|my|it's|it is|its|um|uh|er|erm|so|well|and|oh|like)\b\W*)+$/;

/**
 * What a reply answers, for a bare side: the turn before it, and when that turn asks only for a side ('which side?',
 * 'is it the left or the right?'), the last turn before it naming a part, a few turns back at most ('i twisted my ankle'
 * | 'which side' | 'the right'; 'pain in my hip' | 'how long' | 'two weeks' | 'left or right' | 'the right').
 */
export function askedOf(all: Utterance[], i: number): string {
  // A short piece of the same speaker cut off by a pause ('which knee' | 'the uh' | 'the right one') answers nothing
  // itself: the reply after it answers what it did.
  const before = all[i - 1];
  if (before && before.seg.role === all[i]?.seg.role && CUT_OFF.test(before.text)) return askedOf(all, i - 1);
  const asked = all[i - 1]?.text ?? '';
  if (!asksForSide(asked) || partsIn(asked).length > 0) return asked;
  const named = all.slice(Math.max(0, i - 1 - SIDE_QUESTION_REACH), i - 1).findLast((u) => partsIn(u.text).length > 0);
  return `${named?.text ?? ''} ${asked}`;
}

/**
 * The sides of an utterance as the speaker leaves them: a side taken back in the speaker's next piece, cut off by a
 * pause ('my left knee' | 'no sorry the right one'), is a slip, as it is within one piece (claims/sides.ts); a side
 * with no part that the next piece's first words name is that part's ('it's my left' | 'knee that hurts').
 */
export function sidesKept(all: Utterance[], i: number, context: string): SideClaim[] {
  const u = all[i]!;
  const claims = sidesIn(u.text, context);
  const next = all[i + 1];
  if (!next || next.seg.role !== u.seg.role || !claims.length) return claims;
  const joined = sidesIn(`${u.text} ${next.text}`, context);
  return claims.flatMap((c) => {
    const j = joined.find((x) => x.index === c.index && x.side === c.side);
    return !j ? [] : c.part === UNSPECIFIED && j.bound ? [j] : [c];
  });
}

/**
 * Whether a side asked of is answered 'no' ('any pain in the left ankle?' 'no the left is fine'), or a side the clinician
 * asks or says (speech loses the question's form) is put right by the patient naming only the other side ('the right
 * ankle' 'no the left'). A patient's own side is not put right by the clinician's next question ('the left knee' |
 * 'and the right knee is okay?').
 */
export function answeredAway(u: Utterance, reply: Utterance | undefined, side: 'left' | 'right'): boolean {
  if (!reply) return false;
  if (u.question && answerPolarity(reply.text) === false) return true;
  if (u.seg.role !== 'Doctor' || reply.seg.role === 'Doctor') return false;
  if (answerPolarity(reply.text) === false) return true;
  const named = sidesIn(reply.text, u.text);
  return named.length > 0 && named.every((c) => c.side !== side);
}

/** Whether utterance `i` takes back the other side its speaker said just before ('my left knee' | 'no sorry the right one'). */
export function takesBack(all: Utterance[], i: number, side: 'left' | 'right'): boolean {
  const before = all[i - 1]!;
  if (before.seg.role !== all[i]!.seg.role) return false;
  const context = askedOf(all, i - 1);
  const kept = sidesKept(all, i - 1, context);
  return sidesIn(before.text, context).some((c) => c.side !== side && !kept.some((k) => k.index === c.index));
}

/**
 * The side a reason written with `side` for the part was said as, when the speaker took it back for the other
 * ('my left knee no sorry the right one', also across a pause): the other side, else null. Read over the
 * reason's utterance and the same speaker's next piece.
 */
export function sideTakenBack(segs: Seg[], part: string, at: number, side: 'left' | 'right'): 'left' | 'right' | null {
  const all = utterancesOf(segs);
  const run = [at, at + 1].filter((i) => all[i] && all[i]!.seg.role === all[at]?.seg.role);
  const said = run.flatMap((i) => sidesKept(all, i, askedOf(all, i))).filter((c) => c.part === part && !c.well);
  return said.length > 0 && said.every((c) => c.side !== side) ? said[0]!.side : null;
}

/**
 * Whether a text speaks only of the other side than the complaint's ('how about the right shoulder' | 'it hurt
 * yesterday but that's gone' when the left shoulder is the complaint): what it tells is not the complaint's.
 */
export function otherSideOnly(text: string, complaint: string): boolean {
  const own = /\b(left|right)\b/.exec(complaint)?.[1];
  const part = partsIn(complaint)[0]?.part;
  const said = sidesIn(text).filter((c) => c.part === part || c.part === UNSPECIFIED);
  return own !== undefined && said.length > 0 && said.every((c) => c.side !== own);
}

/** Words of an operation or a past event said with a side ('my left hip replacement'): that side is history, not the complaint's. */
export const PART_HISTORY = regex([wordsOf(PART_HISTORY_WORDS)]);

/**
 * The sides of a part said as affected now in utterance `i`: bound to it, not well, not of the past, not denied nor
 * someone else's, and not put right by the reply ('the right ankle' 'no the left').
 */
function affectedSides(all: Utterance[], i: number, part: string): SideClaim[] {
  const u = all[i]!;
  return sidesKept(all, i, askedOf(all, i)).filter(
    (c) =>
      c.part === part &&
      c.bound &&
      !c.well &&
      !PART_HISTORY.test(c.clause) &&
      !isNegated(u.text, c.index, c.index + c.side.length) &&
      !aboutOthers(u.text, c.index) &&
      !answeredAway(u, all[i + 1], c.side),
  );
}

/**
 * Whether the clinician, after the complaint is named at `from`, names its part only with the other side, as
 * found or as it is now ('on exam the right knee is swollen', 'an x-ray of the right knee' after the patient told of
 * the left knee): the talk disagrees on the side, and which one holds is for the clinician. The clinician's
 * utterance, or null when they also name the complaint's side, or when either speaker names a side as affected as
 * well ('i feel it on my left toe as well'); a side of the past, of someone else or denied is none ('let me check your
 * left knee for comparison', 'your right knee replacement').
 */
export function sideDisputed(all: Utterance[], part: string, side: 'left' | 'right', from: number): Utterance | null {
  let other: Utterance | null = null;
  for (let i = 0; i < all.length; i++) {
    const u = all[i]!;
    const clinician = u.seg.role === 'Doctor';
    if (u.question || (clinician && i <= from)) continue;
    for (const c of affectedSides(all, i, part)) {
      if (c.also || (clinician && c.side === side)) return null;
      if (clinician) other ??= u;
    }
  }
  return other;
}
