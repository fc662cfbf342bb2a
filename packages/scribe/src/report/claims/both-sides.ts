import { oneOf, regex } from '../pattern.js';
import { PARTS, partsIn } from './body-parts.js';

/** A side said with no body part near it ('on the right'). */
export const UNSPECIFIED = 'side';

export function otherSide(side: 'left' | 'right'): 'left' | 'right' {
  return side === 'left' ? 'right' : 'left';
}

/**
 * Which side is worse, as said: 'right worse than left', 'the left knee hurts more than the right',
 * 'worse on the left', 'more prominent on the left', 'my right elbow is hurting me the most', 'mostly on
 * the left', and the other way round: 'the right leg also swells, but not nearly like the left', 'a
 * little, not as bad as the right'.
 */
/** 'the', 'his', 'my' before the other side. */
const OWNER = String.raw`(?:the\s+|his\s+|her\s+|my\s+|your\s+)?`;
/** Verbs between a side and 'worse': 'is', 'feels', 'hurts', 'swells'. */
const SIDE_VERBS = ['is', 'are', 'was', 'looks?', 'feels?', 'seems?', 'being', 'hurts?', 'hurting', 'swells?'];
/** Degree words before 'worse': 'much', 'a little', 'even'. */
const HOW_MUCH = ['much', 'a lot', 'a little', 'slightly', 'a bit', 'even'];
/**
 * 'right worse than left', 'the left knee hurts more than the right', 'the left one is worse' ('one' read
 * as the digit): the worse side (m[1]), the other (m[2]).
 */
const WORSE_THAN = regex(
  [
    String.raw`\b(left|right)\b(?:[- ]sided)?(?:\s+(?:[a-z-]+|1)){0,4}?,?\s+`,
    String.raw`(?:${oneOf(SIDE_VERBS)}\s+)?(?:${oneOf(HOW_MUCH)}\s+)?(?:worse|greater|more|larger|bigger|>)\s+`,
    String.raw`(?:than\s+)?(?:on\s+|in\s+)?${OWNER}(left|right)\b`,
  ],
  'g',
);
/** Words of a side being the worse one: 'worse', 'mostly', 'predominantly'. */
const MOSTLY = ['worse', 'more', 'mostly', 'mainly', 'predominantly', 'primarily', 'greater'];
/** What is more so on that side: 'more prominent', 'worse swollen'. */
const MORE_SO = ['prominent', 'pronounced', 'marked', 'severe', 'noticeable', 'painful', 'swollen', 'affected'];
/** 'worse on the left', 'more prominent on the left', 'mostly on the right': the worse side (m[1]). */
const WORSE_ON = regex(
  [String.raw`\b${oneOf(MOSTLY)}(?:\s+${oneOf(MORE_SO)})?\s+(?:on|in|of)\s+${OWNER}(left|right)\b`],
  'g',
);
const WORSE: [RegExp, 1 | 2][] = [
  [WORSE_THAN, 1],
  [WORSE_ON, 1],
  [
    /\b(left|right)\b(?:\s+[a-z-]+){0,3}?\s+(?:is\s+)?(?:hurting|bothering|hurts|bothers)(?:\s+(?:me|him|her|them|you))?\s+the\s+most\b/g,
    1,
  ],
  [
    /\b(left|right)\b[^.;?]{0,40}?\bnot (?:nearly |quite )?(?:as (?:much|bad)|like)(?: as)? (?:the |my |his |her )?(left|right)\b/g,
    2,
  ],
  // The reply 'a little, not as bad as the right' to 'any pain in your left leg?' names only the worse side; speech
  // recognition leaves out the comma ('a little not as bad as the right').
  [
    /(?:^|[.,;]\s*|\b(?:a little|a bit|some|slightly|yes|yeah)\s+)not (?:nearly |quite )?as (?:much|bad) as (?:the |my |his |her )?(left|right)\b/g,
    1,
  ],
  // A side called the worse one with nothing after it ('both legs swell but the right is worse', 'the left one is much worse').
  [
    regex(
      [
        String.raw`\b(left|right)\b(?:[- ](?:one|1|side))?\s+`,
        String.raw`(?:${oneOf(SIDE_VERBS)}\s+)(?:${oneOf(HOW_MUCH)}\s+)?worse\b(?!\s+(?:than|on|in)\b)`,
      ],
      'g',
    ),
    1,
  ],
];

/**
 * The worse sides said; `single` when only one side is named ('mostly on the left'), which also claims
 * that side; `lesser` the side it is compared with, where both are named ('the right leg also swells,
 * but not nearly like the left': the right).
 */
export function worseSides(
  text: string,
): { side: 'left' | 'right'; lesser?: 'left' | 'right'; index: number; end: number; single: boolean }[] {
  return WORSE.flatMap(([re, group], i) =>
    [...text.matchAll(re)].map((m) => {
      const lesser = (i === 0 ? m[2] : i === 3 ? m[1] : undefined) as 'left' | 'right' | undefined;
      return {
        side: m[group] as 'left' | 'right',
        ...(lesser ? { lesser } : {}),
        index: m.index,
        end: m.index + m[0].length,
        single: i === 1 || i === 2 || i === 4 || i === 5,
      };
    }),
  );
}

/** Both sides named together ('both knees', 'both my hands', 'bilateral', 'both sides'): each side is claimed, neither alone. */
export const BOTH = new RegExp(
  `\\bbilateral(?:ly)?\\b|\\bboth (?:of )?(?:(?:my|your|his|her|their|the) )?(sides|${Object.keys(PARTS).join('|')})\\b`,
  'g',
);

/** The parts both sides of which a text names ('both knees' → knee; 'bilateral hip pain' → hip). */
export function bothSidesIn(text: string): { part: string; index: number }[] {
  // 'both sides, like the inside and outside' are the sides of one part, not left and right.
  return [...text.matchAll(BOTH)]
    .filter(
      (m) =>
        !/^,?\s+(?:like\s+|of\s+|the\s+)*(?:inside|outside|medial|lateral|front|back)\b/.test(
          text.slice(m.index + m[0].length),
        ),
    )
    .map((m) => {
      const named = m[1] && m[1] !== 'sides' ? PARTS[m[1]] : undefined;
      const after = partsIn(text.slice(m.index + m[0].length, m.index + m[0].length + 24))[0]?.part;
      // A part before it is its own only in the same phrase ('knee pain bilaterally'), not one joined by 'and' ('the right knee arthroplasty and bilateral cataract surgery').
      const lead = text.slice(Math.max(0, m.index - 40), m.index);
      const last = partsIn(lead).at(-1);
      const prior = last && !/\b(?:and|or|with|plus)\b|[,;]/.test(lead.slice(last.index)) ? last.part : undefined;
      return { part: named ?? after ?? prior ?? UNSPECIFIED, index: m.index };
    });
}
