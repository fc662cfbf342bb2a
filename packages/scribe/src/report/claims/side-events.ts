import { oneOf, regex, wordsOf } from '../pattern.js';
import { limbOf } from './body-parts.js';
import type { Consultation } from './consultation-types.js';
import type { SaidSide } from './said-side-types.js';
import { HANDEDNESS, otherSide, UNSPECIFIED, type SideClaim } from './sides.js';
import { DONE_WORDS, PLANNED_WORDS, PROCEDURE_WORDS, STUDY_WORDS } from './side-event-cues.js';

/**
 * A side is bound to what was said of it, not only to its body part: the operation done on one knee
 * and the one planned for the other, the knee that was bad and the one that is bad now, the leg that
 * swells and the one that swells too. A statement that moves the event to the other side names a part
 * the consultation does speak of on that side, so these are read from the clauses the sides were said in.
 */

/** The reply to a side asked about ('how about the right shoulder?' 'It hurt yesterday, but that's gone away now'). */
function replyTo(x: SaidSide, c: Consultation): string {
  if (!x.asked || !x.answered) return '';
  const at = c.segs.findIndex((seg) => seg.id === x.seg);
  // The side is filed under the question's turn, or under the reply's where the reply said yes or no.
  const asking = c.segs[at]?.text.includes(x.clause);
  return (asking ? c.segs[at + 1]?.text : c.segs[at]?.text)?.slice(0, 160) ?? '';
}

/** What was said of a side: its clause, and the reply where it was asked about. */
const saidOf = (x: SaidSide, c: Consultation) => `${x.clause} ${replyTo(x, c)}`;

/** Sides of the claim's part, its limb, or of no part; any side where the claim names no part. */
function samePart(claim: SideClaim, x: SaidSide): boolean {
  if (x.part === HANDEDNESS) return false;
  if (claim.part === UNSPECIFIED || x.part === UNSPECIFIED || x.part === claim.part) return true;
  return limbOf(x.part) !== undefined && limbOf(x.part) === limbOf(claim.part);
}

// --- An operation done on one side, or planned for one.

const PROCEDURE = regex([wordsOf(PROCEDURE_WORDS)]);
/** 'Let's do the left', 'we'll operate on the right knee': the side as what a procedure is done on. */
const DO_SIDE = /\b(?:do|operate on|fix|replace)\s+(?:the|your|his|her|that)\s+(?:left|right)\b/;
const DONE = regex([oneOf([wordsOf(DONE_WORDS), String.raw`\bbefore\s*(?:[,.;?!]|$)`])]);
const PLANNED = regex([wordsOf(PLANNED_WORDS)]);

type Event = 'done' | 'planned';

/** Whether a text tells of an operation done or one planned; neither where it tells both or none. */
function eventIn(text: string): Event | null {
  if (!PROCEDURE.test(text) && !DO_SIDE.test(text)) return null;
  const [done, planned] = [DONE.test(text), PLANNED.test(text)];
  return done === planned ? null : done ? 'done' : 'planned';
}

/**
 * An operation written as done on one side ('he had left hamstring release performed in 2007') or
 * planned for it ('opted for total joint surgery on the right side'), where the consultation tells of
 * such an operation only on the other side ('he has previously had an operation on the right knee' …
 * 'we should do the same operation again on the left knee'; 'let's do the left since that one hurts more').
 */
export function otherSideEvent(claim: SideClaim, c: Consultation): { reason: string; sides: SaidSide[] } | null {
  const event = eventIn(claim.clause);
  if (!event) return null;
  const sides = c.sides.filter((x) => samePart(claim, x) && !x.well && (!x.asked || x.answered));
  const theirs = sides.filter((x) => x.side !== claim.side && eventIn(saidOf(x, c)) === event);
  // Not where this side too was said with something done, or to be done, in words the checker may not know as an operation ('my right knee got scoped in 2015').
  const marker = event === 'done' ? DONE : PLANNED;
  if (
    !theirs.length ||
    sides.some(
      (x) => x.side === claim.side && (eventIn(saidOf(x, c)) === event || (!x.both && marker.test(saidOf(x, c)))),
    )
  )
    return null;
  const part = theirs[0]!.part === UNSPECIFIED ? 'side' : theirs[0]!.part;
  return {
    reason: `Transcript says ${otherSide(claim.side)} ${part} ${event === 'done' ? 'had the procedure' : 'is the one for the procedure'}`,
    sides: theirs,
  };
}

// --- A study of one side.

const STUDY = regex([wordsOf(STUDY_WORDS)]);
/** Whether a text tells of an imaging study ('X-rays of the right knee', '3 views of the left foot'). */
export const isStudy = (text: string) => STUDY.test(text);

/**
 * A study written of one side ('Left knee X-ray: no fracture') is of the side imaged: where the consultation names
 * the study only with the other side ('here's your right knee x-ray'), the side written is wrong, whatever it found.
 */
export function otherSideStudy(claim: SideClaim, c: Consultation): { reason: string; sides: SaidSide[] } | null {
  if (!STUDY.test(claim.clause)) return null;
  const sides = c.sides.filter((x) => samePart(claim, x) && (!x.asked || x.answered));
  const theirs = sides.filter((x) => x.side !== claim.side && !x.both && STUDY.test(saidOf(x, c)));
  if (!theirs.length || sides.some((x) => x.side === claim.side && STUDY.test(saidOf(x, c)))) return null;
  const part = theirs[0]!.part === UNSPECIFIED ? 'side' : theirs[0]!.part;
  return { reason: `Transcript says the study is of the ${otherSide(claim.side)} ${part}`, sides: theirs };
}

// --- The side that was affected, and the side that is now.

/** A complaint gone ('that's gone away now', 'it has resolved'): said of the past, whatever 'now' it says. */
const RESOLVED =
  /\b(?:gone away|went away|resolved|healed up|has healed|cleared up|no longer (?:hurts?|bothers?|painful|sore|swollen|there|a problem|an issue))\b/;
/** Gone and back again ('it went away but came back'): not gone. */
const RETURNED = /\b(?:came back|comes back|come back|coming back|returned|recurr\w*)\b/;
const NOW = /\b(?:now|still|currently|today|these days|lately|anymore)\b/;
const PAST = /\b(?:previously|ago|back then|at that time|in the past|used to)\b/;
/** The side's own verb in the past ('how the right knee was', 'the right was worse'), not a passive ('the right knee was injured'). */
const WAS_AFTER =
  /^(?:\s+[a-z-]+){0,2}?\s+(?:was|were)\b(?!\s+(?:(?:really|still|just|so)\s+)?(?:[a-z]+ed|[a-z]+ing|hurt|hit|broken|struck|bitten|cut|torn|caught|swollen)\b)/;

/** Whether a side was said only of the past: its complaint gone, or said as it was. */
function pastOnly(x: SaidSide, c: Consultation): boolean {
  const text = saidOf(x, c);
  if (RESOLVED.test(text) && !RETURNED.test(text)) return true;
  if (NOW.test(text)) return false;
  const at = x.clause.search(new RegExp(`\\b${x.side}\\b`));
  return PAST.test(text) || (at >= 0 && WAS_AFTER.test(x.clause.slice(at + x.side.length)));
}

/**
 * A statement of what the patient comes with now ('presents now with worsening …', 'presenting for evaluation of his right shoulder',
 * 'seen for right knee pain').
 */
const NOW_CLAIM =
  /\b(?:presents|presenting|now|currently|presently|today|worsening|ongoing|comes in|here for|seen for|evaluation of|complains? of|complaining of)\b/;
const PAST_CLAIM =
  /\b(?:history of|previously|previous|prior|had|was|were|ago|in (?:19|20)\d\d|status post|underwent|resolved)\b/;

/**
 * Whether a side is written as what the patient comes with now: in a statement that is of the present by its
 * place (`present`: the chief complaint, the assessment) or by its words. Only the words from the last word
 * of the present before the side on are read for the past: 'with a history of lupus presenting with right
 * hand pain' is a hand that hurts now.
 */
function presentClaim(claim: SideClaim, present: boolean): boolean {
  const at = claim.clause.search(new RegExp(`\\b${claim.side}\\b`));
  const lead = claim.clause.slice(0, Math.max(0, at));
  const now = [...lead.matchAll(new RegExp(NOW_CLAIM.source, 'g'))].at(-1);
  const from = now?.index ?? 0;
  return (
    (present || now !== undefined || NOW_CLAIM.test(claim.clause.slice(Math.max(0, at)))) &&
    !PAST_CLAIM.test(claim.clause.slice(from))
  );
}

/**
 * A side written as the one the patient comes with now, which the consultation speaks of only as it
 * was ('it's like how the right knee was'; 'how about the right shoulder?' 'it hurt yesterday, but
 * that's gone away now'), while it speaks of the other side as it is.
 */
export function sideNoLonger(
  claim: SideClaim,
  c: Consultation,
  present: boolean,
): { reason: string; sides: SaidSide[] } | null {
  if (!presentClaim(claim, present) || claim.part === UNSPECIFIED) return null;
  const pool = c.sides.filter((x) => x.part === claim.part && !x.both && !x.well && (!x.asked || x.answered));
  const mine = pool.filter((x) => x.side === claim.side);
  const theirs = pool.filter((x) => x.side !== claim.side && !x.compared && !pastOnly(x, c));
  // 'Now the left one hurts too' says this side still does.
  if (
    !mine.length ||
    !theirs.length ||
    theirs.some((x) => x.also) ||
    !mine.every((x) => x.compared || pastOnly(x, c)) ||
    !mine.some((x) => pastOnly(x, c))
  )
    return null;
  return {
    reason: `Transcript speaks of the ${claim.side} ${claim.part} as it was, and of the ${otherSide(claim.side)} ${claim.part} now`,
    sides: theirs,
  };
}

// --- The side that has it too.

/**
 * A side written as the one that has it too ('paraesthesias in the right toe as well', 'the left leg
 * also swells'), where the consultation says so of the other side ('i feel it on my left toe as well',
 * 'the right leg also swells, but not nearly like the left') and names this side without 'too'.
 */
export function alsoOther(
  claim: SideClaim,
  c: Consultation,
  complaintsOf: (text: string) => string[],
): { reason: string; sides: SaidSide[] } | null {
  // The side said to be the worse one is the main one: 'as well' written with it adds to what was said, not to the other side.
  if (!claim.also || claim.part === UNSPECIFIED || c.worse.some((w) => w.side === claim.side)) return null;
  const pool = c.sides.filter((x) => x.part === claim.part && !x.both && !x.well && (!x.asked || x.answered));
  const mine = pool.filter((x) => x.side === claim.side);
  // The other side has too what the statement says ('the right leg also swells'), or what was said before ('i feel it on my left toe as well');
  // 'swelling in the right knee as well' adds swelling to the right knee, not the right knee to a left knee that 'hurts too'.
  const written = complaintsOf(claim.clause);
  const same = (x: SaidSide) => {
    const said = complaintsOf(x.clause);
    return !said.length || said.some((w) => written.includes(w));
  };
  const theirs = pool.filter((x) => x.side !== claim.side && x.also && same(x));
  if (!mine.length || !theirs.length || mine.some((x) => x.also)) return null;
  return {
    reason: `Transcript says the ${otherSide(claim.side)} ${claim.part} has it too, besides the ${claim.side}`,
    sides: theirs,
  };
}
