import { oneOf, regex } from '../pattern.js';
import { ALLERGEN_FOLLOWS, ALLERGEN_LIST_ENDS, ALLERGEN_PRECEDES } from './allergy-cues.js';
import { isNegated } from './context.js';
import { hypotheticalBefore } from './subject.js';

/** How far after 'allergic to' a list of allergens may run ('allergic to percocet, vicodin and codeine'). */
const LIST_REACH = 60;
const NAMES_ALLERGEN = regex([oneOf(ALLERGEN_FOLLOWS), String.raw`\b`], 'g');
const ALLERGY_AFTER = regex([String.raw`^\s*`, oneOf(ALLERGEN_PRECEDES)]);
const LIST_ENDS = regex([oneOf(ALLERGEN_LIST_ENDS)]);

/**
 * Where the allergy words naming the words at [index, end) begin: an 'allergic to' within a list's reach
 * before them, with the list not ended on the way, or the words themselves before 'allergy'; null when no
 * allergy words name them.
 */
function allergyWordsAt(sentence: string, index: number, end: number): number | null {
  const from = Math.max(0, index - LIST_REACH);
  const cue = [...sentence.slice(from, index).matchAll(NAMES_ALLERGEN)].pop();
  if (cue && !LIST_ENDS.test(sentence.slice(from + cue.index + cue[0].length, index))) return from + cue.index;
  return ALLERGY_AFTER.test(sentence.slice(end)) ? index : null;
}

/**
 * Whether a sentence says someone has an allergy to what it names at [index, end): allergy words name it
 * ('allergic to X', 'X allergy'), and it is neither denied ('I don't think he's allergic to meat') nor only
 * talked of, as a warning or a definition is ('alpha-gal, the one where a tick bite gives you an allergy to
 * meat'). A medicine or a food said beside talk of allergies ('the allergist said it is not her allergies,
 * so we stopped the allegra') is no allergy. The writer and the checker both read allergies with this.
 */
export function allergyStatedAt(sentence: string, index: number, end: number): boolean {
  const at = allergyWordsAt(sentence, index, end);
  return at !== null && !isNegated(sentence, index, end) && !hypotheticalBefore(sentence, at);
}
