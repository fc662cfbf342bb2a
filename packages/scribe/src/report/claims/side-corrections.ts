import { regex, wordsOf } from '../pattern.js';
import { answerPolarity } from '../reading/answers.js';
import { OTHER_SIDE_CUES } from '../reading/answer-word-cues.js';
import { isQuestion } from '../reading/questions.js';
import { partsIn } from './body-parts.js';
import type { Consultation } from './consultation-types.js';
import { UNSPECIFIED, type SideClaim } from './sides.js';

/** A side corrected to the other ('it's not the right knee, it's the left knee', 'not my right, my left'). */
const CORRECTION =
  /\bnot (?:the |my |your |his |her |on the )?(left|right)\b[^.?!;]{0,30}?\b(?:it's|it is|its|it was|but|rather|on)\s+(?:the |my |your |his |her )?(left|right)\b/g;

/** A side word, not the side of a hand used most ('are you left handed?' 'no, right handed' puts nothing right). */
const SIDE = /\b(left|right)\b(?![- ]?hand(?:ed|ers?)\b)/g;
const OTHER_SIDE = regex([wordsOf(OTHER_SIDE_CUES)]);

/** Whether `text` names the claim's part, or no part at all (then it may be of any). */
const ofPart = (claim: SideClaim, text: string) => {
  const parts = partsIn(text).map((p) => p.part);
  return !parts.length || claim.part === UNSPECIFIED || parts.includes(claim.part);
};

/**
 * A reply that is a side and its part and no more ('left leg', 'no, the left one', 'my left'); a bare 'right' agrees
 * ('your left knee?' 'right'), so a side alone needs 'the' or 'my' before it.
 */
const SIDE_ALONE = /^(?:(?:no|um|uh|oh|it's|it is),?\s+)*((?:(?:on )?(?:the|my)\s+)?)(left|right)\b\s*(.*?)\s*[.!]?$/;
function sideAlone(reply: string): string | undefined {
  const m = SIDE_ALONE.exec(reply.trim());
  if (!m) return undefined;
  const [lead, side, rest] = [m[1]!, m[2]!, m[3]!];
  const part = partsIn(rest)[0];
  const named = /^(?:one|1|side)$/.test(rest) || (part?.index === 0 && part.end === rest.length);
  return named || (lead && !rest) ? side : undefined;
}

/**
 * A question asking whether it is one side ('is it your right hip?') answered 'no' with the other side or 'the other
 * one' ('no the other side the left', "no it's the other one"), or answered with the other side alone: the side asked
 * about is not the one affected.
 */
function answeredOther(claim: SideClaim, question: string, reply: string): boolean {
  const asked = [...question.matchAll(SIDE)].map((m) => m[1]);
  const named = [...reply.matchAll(SIDE)].map((m) => m[1]);
  if (asked.length !== 1 || asked[0] !== claim.side || !ofPart(claim, question) || named.includes(claim.side))
    return false;
  // A side restated and answered with the other side alone ('pain going down your right leg you said' 'left leg') is put right, asked or not.
  const alone = sideAlone(reply);
  if (alone !== undefined) return alone !== claim.side;
  return isQuestion(question) && answerPolarity(reply) === false && (named.length > 0 || OTHER_SIDE.test(reply));
}

/** The turns that correct `side` of the claim's part to the other side: a side corrected is wrong, whatever a slip says later. */
export function correctedAway(claim: SideClaim, c: Consultation): string[] {
  const inTurn = c.segs.filter((seg) =>
    [...seg.text.matchAll(CORRECTION)].some((m) => m[1] === claim.side && m[2] !== claim.side && ofPart(claim, m[0])),
  );
  const answered = c.segs.flatMap((seg, i) => {
    const next = c.segs[i + 1];
    return next && next.role !== seg.role && answeredOther(claim, seg.text, next.text) ? [seg.id, next.id] : [];
  });
  return [...inTurn.map((seg) => seg.id), ...answered];
}
