import { oneOf, regex } from '../pattern.js';
import { FOUND_BY, SIDES_OF_A_PART, SITE_NOUNS, SITE_PREPOSITIONS } from '../vocabulary/exam-sites.js';

/** Up to three words before the landmark ('right lower', 'medial'), never a list's 'and' or 'or'. */
const MODIFIERS = "(?:(?!(?:and|or|but|then|when|so)\\b)[a-z0-9'-]+ ){0,3}?";
/** A landmark said as an area of itself: 'the paraspinal areas', 'the medial joint line region'. */
const AREA = '(?: (?:areas?|regions?|muscles?))?';
/** 'Both' said in place of 'the' keeps the site on both sides: 'crackles in both bases'. */
const SITE_WORDS = [
  '(',
  oneOf(SITE_PREPOSITIONS),
  ') (?:(?:the|your|his|her)|(?:the |your )?(both)) (',
  MODIFIERS,
  oneOf(SITE_NOUNS),
  AREA,
  ')\\b',
];
/** A site right after the finding, past how it was found: 'tenderness to palpation over the lateral epicondyle'. */
const SITE_AFTER = regex(['^,?(?: ', oneOf(FOUND_BY), ')?(?: (?:um|uh))? ', ...SITE_WORDS]);
/** One side of the part said bare after the finding: 'no pain with palpation outside of the elbow' is on the outside. */
const SIDE_OF_PART = regex([
  '^,?(?: ',
  oneOf(FOUND_BY),
  ')? (',
  oneOf(SIDES_OF_A_PART),
  ') of (?:the|your|his|her)\\b',
]);
/** A site inside the finding's own words: 'pain to your right upper quadrant when I press'. */
const SITE_INSIDE = regex(['\\b', ...SITE_WORDS]);
/** A side said right after a finding of a part without one: 'positive straight leg raise on the right'. */
const SIDE_AFTER =
  /^,?(?: \w+){0,3}? on (?:the|your) (right|left)(?:[- ]hand)?(?: side)?(?=$|[,.;]| (?:and|but|so|with|that|which|when|as|there|is|i|you|no|um|uh|okay|ok|alright)\b)/;

/** Where on its part a finding was said to be, as a note writes it ('of the right lower quadrant'), or ''. */
export function siteOf(text: string, at: number, end: number): string {
  const bare = SIDE_OF_PART.exec(text.slice(end))?.[1];
  if (bare) return `on the ${bare}`;
  const m = SITE_AFTER.exec(text.slice(end)) ?? SITE_INSIDE.exec(text.slice(at, end));
  if (!m) return '';
  const [, by, both, site] = m as unknown as [string, string, string | undefined, string];
  return `${by === 'to' ? 'of' : by} ${both ?? 'the'} ${site}`;
}

/** The side said right after a finding ('on the right'), for a part that has none of its own, or ''. */
export function sideAfter(after: string): string {
  const side = SIDE_AFTER.exec(after)?.[1];
  return side ? `on the ${side}` : '';
}
