import { oneOf, regex } from '../pattern.js';
import { partsIn } from './body-parts.js';
import { abbreviatedPart, determinerBefore, partAfter, partOn } from './side-parts.js';
import { LEFT_NOT_SIDE, RIGHT_NOT_SIDE, WORDS_AFTER_SIDE } from './side-words.js';
import { UNSPECIFIED } from './both-sides.js';
import { affectedAfter, wellness } from './side-wellness.js';
import { putRight, slip } from './side-slips.js';

export { BOTH, bothSidesIn, otherSide, UNSPECIFIED, worseSides } from './both-sides.js';

/**
 * Body sides bound to the body part they were said with: 'pain in the left knee, the right one is
 * fine' says the left knee hurts and the right knee is fine; 'right' in 'right now', 'that's right'
 * and 'left' in 'I left the clinic' are no sides.
 */
/** Which hand the patient writes with ('right-handed', 'left hand dominant', 'RHF'): a side of its own. */
export const HANDEDNESS = 'handedness';

export interface SideClaim {
  side: 'left' | 'right';
  part: string;
  /** a part named right after the side ('left knee', 'left side of the back'), not only near it */
  bound: boolean;
  /** the side is said to be well ('fine', 'no pain', 'normal') rather than affected */
  well: boolean;
  /** the side is said to be wholly well ('the left knee is fine', 'no symptoms on the right'), not only free of one finding */
  wholeWell: boolean;
  /** the words around it, for telling an old injury on one side from today's pain on the other */
  near: string;
  /** the clause it was said in, for matching the words said with each side */
  clause: string;
  index: number;
  /** said as the side that has it too ('the right leg also swells', 'in my left toe as well'), after the other side */
  also?: boolean;
}

/**
 * Side words, 'RHF' (right-handed female), 'RUE', 'LLE', 'RLQ', 'RLL' (right upper extremity, left lower extremity,
 * right lower quadrant, right lower lobe) and 'a lefty', 'a righty' (a left- or right-handed person; 'all righty' is no side).
 */
const SIDE_RE =
  /\b(left|right)\b|\b([rl])h[fm]\b|\b([rl])([ul]e|[ul]q|[ul]l|ml)\b|\b(lefty)\b|(?<=\ba )(righty)\b|\b(rt|lt|r|l)(?=\.?\)?\s+[a-z])|\b(od|os)\b/g;
const SHORT_PART: Record<string, string> = {
  ue: 'arm',
  le: 'leg',
  uq: 'abdomen',
  lq: 'abdomen',
  ul: 'lung',
  ll: 'lung',
  ml: 'lung',
};
const HANDED = /^(?:[- ]?hand(?:ed(?:ness)?\b|[- ]?dominant\b)|[- ]?dominant\b)/;
const HAND_USE = /\b(?:use|write with|writes with|eat with)\s+(?:my|his|her|your)\s+$/;
/** The hand one writes with is the dominant one ('he writes with his right hand'), whatever follows. */
const WRITE_WITH = /\b(?:write|writes|wrote|writing)\s+with\s+(?:my|his|her|your|their|the)\s+$/;
/** A sentence asking or saying which hand is dominant, so that a bare side in the reply is the handedness. */
const HANDEDNESS_TALK = /\b(?:handed|dominant|write with|writes with)\b/;
/** A sentence that is a side and no more ('Right.', 'my right', 'the left one', 'right handed'). */
const BARE_SIDE =
  /^(?:(?:um|uh|well|oh|yes|yeah|yep|so|and|it's|it is|i'm|i am|the|my|his|her),?\s+)*(?:left|right)(?:[- ](?:hand(?:ed)?|one|1|side))?\s*[.!]?$/;
/**
 * The sentence a side in `sentence` answers: any bare side of a reply to which hand is dominant, not only
 * its first sentence ('which hand do you write with?' 'I'm seventy five now. Right.'); else the one before.
 */
export const sideContext = (sentence: string, before: string, question: string) =>
  HANDEDNESS_TALK.test(question) && BARE_SIDE.test(sentence) ? question : before;
/** Words a side may stand before and still be a side ('the left is worse', 'on the right.', 'left and right'). */
const AFTER_BARE = regex([
  '^',
  oneOf([
    String.raw`\s*$`,
    String.raw`\s*[,.;:?!)]`,
    String.raw`\s+${oneOf(WORDS_AFTER_SIDE)}\b`,
    String.raw`[- ]sided\b`,
  ]),
]);
/** 'Also' or 'as well' right after a side and its part, or 'too' or 'as well' closing its clause ('the right leg also swells', 'my left toe as well', 'my left knee hurts too'). */
const ALSO_AFTER =
  /^(?:\s+(?:one|ones|side))?,?(?:\s+(?:also|as well)\b|(?:\s+[a-z']+){0,3}?\s+(?:too|as well)\s*(?:[,.;?!]|$))/;
/** Words before a side that make it one ('the', 'your', 'on', 'both'). */
const BEFORE_SIDE =
  /\b(?:the|your|my|his|her|their|its|on|to|toward|towards|at|from|both|and|or|vs|versus|of|in|mostly|more|worse)\s+$/;
/** In written reports nearly every side word is a side; these are not ('right now', 'has left the nursing home'). */
const WRITTEN_NOT_SIDE = regex([
  oneOf([String.raw`^right\s+${oneOf(RIGHT_NOT_SIDE)}\b`, String.raw`^left\s+${oneOf(LEFT_NOT_SIDE)}\b`]),
]);
const WRITTEN_NOT_SIDE_BEFORE = /\b(?:all|that's|that is|has|have|had|was|were|i|he|she|they|we|just|already)\s+$/;
/** A choice put to the patient ('is it your left or your right knee', 'right or left handed?'): neither side is claimed. */
const CHOICE = /\b(left|right)\b(?:[- ][a-z]+)?,? (?:or|vs) (?:the |your |my )?(left|right)\b/;
/** A bare 'right' agrees with a question naming no choice of sides ('you're left handed, correct?' 'Right.'): no side. */
const agrees = (text: string, context: string) =>
  /^(?:(?:yes|yeah|yep|oh|um|uh),?\s+)*right\s*[.!]?$/.test(text) &&
  !CHOICE.test(context) &&
  !/\b(?:which|what)\b/.test(context);

/** A spinal level after a side ('a left c7-t1 epidural', 'right l5 radiculopathy', 'the left l4-5 facet'): the side of the spine it is on. */
const SPINE_LEVEL = /^\s+(?:[ctl]\d{1,2}|s1)\b/;

/** Whether the side word at `index` names a side: in speech it must be bound to a part or stand where a side stands; in writing it must not be an adverb or a verb. */
function sideWord(text: string, index: number, end: number, written: boolean): boolean {
  const after = text.slice(end);
  if (partAfter(text, end) || /^(?:[- ]sided|[- ]hand[- ]side\b|\s+side\b)/.test(after) || SPINE_LEVEL.test(after))
    return true;
  if (written) {
    const lead = text.slice(Math.max(0, index - 16), index);
    return (
      determinerBefore(text, index, 16) ||
      (!WRITTEN_NOT_SIDE.test(text.slice(index)) && !WRITTEN_NOT_SIDE_BEFORE.test(lead))
    );
  }
  if (
    partOn(text, index, end) ||
    /^(?:\s+(?:and|or|to)\s+(?:the\s+)?(?:left|right)\b)/.test(after) ||
    /\b(?:left|right)\s+(?:and|or|to)\s+(?:the\s+)?$/.test(text.slice(0, index))
  )
    return true;
  if (putRight(text, index, end)) return true;
  // 'my right', 'her left': after a possessive a side word is always a side.
  const lead = text.slice(Math.max(0, index - 14), index);
  return /\b(?:my|your|his|her|their)\s+$/.test(lead) || (BEFORE_SIDE.test(lead) && AFTER_BARE.test(after));
}

/** The other side word, more than two words away ('4 out of 5 on your right and 5 out of 5 on your left'): the words past it are its own, not this side's; 'left or right knee' stays one clause. */
const otherSideRe = (side: 'left' | 'right') => new RegExp(`\\b${side === 'left' ? 'right' : 'left'}\\b`, 'g');
/** An other-side word that is no side ('a stroke that left me weak on the right', 'right after that'), which ends no clause. */
const noSideAt = (text: string, at: number) => WRITTEN_NOT_SIDE.test(text.slice(at)) && !determinerBefore(text, at, 8);
const otherSidesAround = (text: string, side: 'left' | 'right') =>
  [...text.matchAll(otherSideRe(side))].filter((m) => !noSideAt(text, m.index));
const farApart = (between: string) => between.trim().split(/\s+/).filter(Boolean).length > 2;

/** Dictation puts a comma or colon between a side's part and what was found there ('left testicle, normal;'): the finding is still that side's. */
const STATE_AFTER =
  /^(?:\s+[a-z-]+){0,2}?\s*[,:]\s*(?=(?:normal|unremarkable|fine|intact|negative|clear|tender|nontender|non-tender|swollen)\b)/;

/** A side in a fronted topic ('regarding her left knee, I do not believe …', 'as for the right eye, …'): what follows the comma is said of it. */
const TOPIC_BEFORE =
  /\b(?:regarding|as for|as to|with regards? to|concerning|in terms of)\s+(?:(?:the|her|his|their|your|my)\s+)?$/;

function clauseAround(text: string, index: number, end: number, side: 'left' | 'right'): string {
  const before = text.slice(Math.max(0, index - 70), index);
  const word = text.slice(index, end);
  // This side's own words start after the last 'and' past the other side ('tenderness on the right knee and the left knee is normal').
  const others = otherSidesAround(before, side)
    .filter((m) => farApart(before.slice(m.index + m[0].length)))
    .map((m) => {
      const from = m.index + m[0].length;
      const join = [...before.slice(from).matchAll(/\b(?:and|or|but)\b|[,;]/g)].at(-1);
      return join ? from + join.index + join[0].length : from;
    });
  // 'And now' starts a clause of its own ('i had my left knee replaced and now the right one hurts').
  const cut = Math.max(
    ...[...before.matchAll(/[,.;:?!]|\bbut\b|\bwhereas\b|\bwhile\b|\band now\b/g)].map((m) => m.index + m[0].length),
    ...others,
    0,
  );
  const after = text.slice(end, end + 70);
  const topic = TOPIC_BEFORE.test(before.slice(cut)) ? /^(?:\s+[a-z-]+){0,3}?\s*,/.exec(after)?.[0].length : undefined;
  const state = topic ?? STATE_AFTER.exec(after)?.[0].length ?? 0;
  const next = otherSidesAround(after, side).find((m) => farApart(after.slice(0, m.index)));
  // The other side's own words start at the 'and' before it ('positive on the right and negative on the left').
  const join = next ? [...after.slice(0, next.index).matchAll(/\b(?:and|or|but)\b|[,;]/g)].at(-1)?.index : undefined;
  const nextAt = next
    ? join !== undefined && !/\b(?:left|right)\b/.test(after.slice(join, next.index))
      ? join
      : next.index
    : -1;
  const stop = after.slice(state).search(/[,.;?!]|\bbut\b|\bwhereas\b|\band (?:then|now)\b|\bwhile\b/);
  const stops = [stop < 0 ? -1 : state + stop, nextAt].filter((i) => i >= 0);
  return `${before.slice(cut)}${word}${stops.length ? after.slice(0, Math.min(...stops)) : after}`.trim();
}

/**
 * Side claims of a text: each side word with the body part after it ('left knee', 'left side of the
 * knee'), else the one before it ('knee on the right'), else the one of `context` (the sentence said
 * before: 'the right one', or the reply 'right' to 'right or left handed?'). `written` reads a report,
 * where side words are sides unless plainly not; speech needs a side to stand where sides stand.
 */
const WHICH = /\bwhich\s+([a-z1]+)/;
/**
 * A question for a side alone, of the part talked of before: 'which side?', 'which one?' ('1' once numbers are digits),
 * or a choice of sides ('is it the left or the right?', 'left or right').
 */
export const asksForSide = (text: string) =>
  ['one', '1', 'side'].includes(WHICH.exec(text)?.[1] ?? '') || CHOICE.test(text);

/** 'on the' right before a side said after its part ('a hip replacement on the right'). */
const ON_THE_BEFORE = /\bon (?:the|my|his|her) $/;

export function sidesIn(text: string, context = '', written = false): SideClaim[] {
  const parts = partsIn(text);
  const before = partsIn(context);
  const choiceBefore = CHOICE.test(context);
  // 'Which knee?' 'Right.': a bare side answering which part is that part's side. 'Which one?' (read '1' once
  // numbers are digits) and 'which side?' ask for a side as well, of the part talked of before.
  const which = WHICH.exec(context)?.[1];
  const asksWhich = which !== undefined && (partsIn(which).length > 0 || asksForSide(context));
  const choice = CHOICE.exec(text);
  const out: SideClaim[] = [];
  const taken = new Set<number>();
  let lastSideEnd = 0;
  for (const m of text.matchAll(SIDE_RE)) {
    const end = m.index + m[0].length;
    if (
      (choice && m.index >= choice.index && m.index < choice.index + choice[0].length) ||
      (m[1] && slip(text, end, m[1]))
    )
      continue;
    const short = m[7] ?? m[8];
    const abbreviated = short ? abbreviatedPart(text, m.index, end, m[8] !== undefined) : null;
    if (short && (!written || !abbreviated)) continue;
    const letter = m[2] ?? m[3] ?? (short === 'od' ? 'r' : short?.[0]);
    const nickname = m[5] ? 'left' : m[6] ? 'right' : undefined;
    const side = (m[1] ?? nickname ?? (letter === 'r' ? 'right' : 'left')) as 'left' | 'right';
    const after = m[1] ? partAfter(text, end) : abbreviated;
    let part: string | null = null;
    // 'a knee replacement on the left': the part named just before 'on the' is the side's own, bound to it.
    let onPriorPart = false;
    if (m[4]) part = SHORT_PART[m[4]] ?? UNSPECIFIED;
    else if (m[8]) part = 'eye';
    else if (
      m[2] ||
      nickname ||
      (HANDED.test(text.slice(end)) && !/^[- ]hand[- ]side\b/.test(text.slice(end))) ||
      /\bdominant hand is (?:the |my )?$/.test(text.slice(0, m.index)) ||
      (HAND_USE.test(text.slice(0, m.index)) && /^\s+hand\s+for\s+(?:everything|writing|most)/.test(text.slice(end))) ||
      (WRITE_WITH.test(text.slice(0, m.index)) && /^\s+(?:hand|one)\b/.test(text.slice(end)))
    )
      part = HANDEDNESS;
    else if (
      (choiceBefore || asksWhich || HANDEDNESS_TALK.test(context)) &&
      m.index < 24 &&
      !agrees(text, context) &&
      /^(?:(?:um|uh|well|oh|yes|yeah|and|it's|it is|i'm|i am|i write with|he writes with|she writes with|the|my|his|her|on the|on my),?\s+)*$/.test(
        text.slice(0, m.index),
      )
    ) {
      part = HANDEDNESS_TALK.test(context) ? HANDEDNESS : (before.at(-1)?.part ?? UNSPECIFIED);
    } else if (sideWord(text, m.index, end, written)) {
      // A part before the side is its own only when no other side word, nor its part, stands between them ('left-sided facial droop and right-sided weakness').
      // 'the right one' is the part just named, whichever side it was named with.
      const one = /^\s+(?:one|1|ones)\b/.test(text.slice(end));
      const prior = [...parts]
        .reverse()
        .find(
          (p) =>
            p.index < m.index &&
            (one || (p.index >= lastSideEnd && !taken.has(p.index))) &&
            m.index - p.index <= (one ? 60 : 40) &&
            p.part !== 'body',
        );
      part = after?.part ?? partOn(text, m.index, end) ?? prior?.part ?? before.at(-1)?.part ?? UNSPECIFIED;
      onPriorPart = !after && prior !== undefined && part === prior.part && ON_THE_BEFORE.test(text.slice(0, m.index));
    } else continue;
    if (after) taken.add(after.index);
    const clause = clauseAround(text, m.index, end, side);
    const from = clause.indexOf(m[0]);
    const read = part === HANDEDNESS ? { well: false, wholeWell: false } : wellness(clause, from, m[0]);
    // A complaint the side has after 'but' ('no bruising but it is tender') makes it affected, whatever its clause denied.
    const clauseAt = text.indexOf(clause, Math.max(0, m.index - 70));
    const rest = clauseAt < 0 ? '' : text.slice(clauseAt + clause.length);
    const { well, wholeWell } = read.well && affectedAfter(rest) ? { well: false, wholeWell: false } : read;
    lastSideEnd = end;
    const partEnd = after ? after.index + (partsIn(text.slice(after.index))[0]?.end ?? 0) : end;
    const also = ALSO_AFTER.test(text.slice(partEnd));
    out.push({
      side,
      part,
      bound:
        after !== null ||
        onPriorPart ||
        m[4] !== undefined ||
        /^(?:[- ]sided\b|\s+(?:(?:lower|upper|inner|outer|front|back)\s+)?(?:side|aspect)\b)/.test(text.slice(end)),
      well,
      wholeWell,
      near: text.slice(Math.max(0, m.index - 60), end + 60),
      clause,
      index: m.index,
      ...(also ? { also } : {}),
    });
  }
  return out;
}
