import { partsIn } from './body-parts.js';

/**
 * The body part a side word is said with: straight after it ('left knee', 'right side of the neck'),
 * after written shorthand ('R knee', 'OD'), or after 'on the'/'in my' ('the left in my back').
 */

/** Between a side and its part only describing words may stand ('left lower extremity', 'right index finger'), not 'the' or 'my' ('left my keys'). */
const NOT_BETWEEN =
  /\b(?:the|a|an|my|your|his|her|their|it|this|that|me|him|them|to|for|in|at|with|of|and|or|is|was)\b/;
/** 'left side of the neck', 'right aspect of her neck', 'right-hand side of the chest'. */
const SIDE_OF =
  /^(?:[- ]sided|[- ]hand[- ]side|\s+(?:side|aspect|part|portion))(?:\s+of\s+(?:the\s+|my\s+|his\s+|her\s+|your\s+|their\s+)?|\b)/;
/**
 * Written shorthand for a side: 'R knee', 'Lt. shoulder', '(L) index finger' name the side only with
 * the part straight after ('r/o' is no side), and 'OD' and 'OS' (right and left eye) only in a statement
 * about eyes, since 'od' after a dose is 'once daily'.
 */
const ABBREVIATED_PART =
  /^\.?\)?\s+(?:(?:lower|upper|index|middle|ring|little|great|big|medial|lateral|inner|outer|anterior|posterior|distal|proximal)\s+)?/;
const EYE_TALK =
  /\b(?:eyes?|vision|visual|acuity|iop|intraocular|cataracts?|retina\w*|macula\w*|cornea\w*|conjunctiv\w*|pupils?|fundus|glaucoma|lids?|eyelids?)\b/;
export function abbreviatedPart(
  text: string,
  index: number,
  end: number,
  eye: boolean,
): { part: string; index: number } | null {
  if (eye)
    return EYE_TALK.test(text) &&
      !/\b(?:mg|mcg|tablets?|tabs?|capsules?|drops?|daily|units?)\s*$/.test(text.slice(Math.max(0, index - 16), index))
      ? { part: 'eye', index }
      : null;
  const lead = ABBREVIATED_PART.exec(text.slice(end));
  const part = lead ? partsIn(text.slice(end + lead[0].length, end + lead[0].length + 24))[0] : undefined;
  return part?.index === 0 ? { part: part.part, index: end + lead![0].length } : null;
}

export function partAfter(text: string, end: number): { part: string; index: number } | null {
  const side = SIDE_OF.exec(text.slice(end));
  const from = end + (side?.[0].length ?? 0);
  for (const p of partsIn(text.slice(from, from + 40))) {
    const between = text.slice(from, from + p.index);
    if (between.trim().split(/\s+/).filter(Boolean).length <= 2 && !NOT_BETWEEN.test(between) && !/[,.;]/.test(between))
      return { part: p.part, index: from + p.index };
  }
  return null;
}

const DETERMINER_BEFORE = /\b(?:the|your|my|his|her|their)\s+$/;
/** Whether a determiner or a possessive stands right before `index`, within `reach` characters ('the left', 'your right'). */
export const determinerBefore = (text: string, index: number, reach: number): boolean =>
  DETERMINER_BEFORE.test(text.slice(Math.max(0, index - reach), index));

/** 'on the right on your flank', 'the left in my back': a side said before the part it is on ('just right at the shoulder' is no side). */
const ON_PART = /^\s+(?:(?:on|in|of|at|over)\s+(?:(?:the|your|my|his|her|their)\s+)?){1,2}/;
export function partOn(text: string, index: number, end: number): string | undefined {
  const on = determinerBefore(text, index, 8) ? ON_PART.exec(text.slice(end)) : null;
  const part = on ? partsIn(text.slice(end + on[0].length, end + on[0].length + 24))[0] : undefined;
  return part?.index === 0 ? part.part : undefined;
}
