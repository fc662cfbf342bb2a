import { withoutTreatedAllergy } from '../extract/index.js';

/** A question about what is taken for an allergy ('what did you take for your allergies?'): its reply names remedies, not allergens. */
const REMEDY_ASKED = /\b(?:take|taken|taking|took|tried|try|use|using|used|medicines?|medications?|meds)\b/;
const asksRemedy = (text: string) => withoutTreatedAllergy(text) !== text && REMEDY_ASKED.test(text);

/**
 * Whether turn `i` still talks about allergies: one of the two turns before it brings them up
 * ('penicillin… it gave me hives', 'you mean aspirin?'), unless the turn just before asks what the
 * patient takes for them ('I have allergies' 'what did you take for your allergies?' 'Claritin').
 */
export function allergyTalk(segs: { text: string }[], i: number): boolean {
  return raisingTurns(segs, i).length > 0;
}

/** The turns, of the two before turn `i`, that bring allergies up (none after a question of remedies). */
function raisingTurns<T extends { text: string }>(segs: T[], i: number): T[] {
  if (segs[i - 1] && asksRemedy(segs[i - 1]!.text)) return [];
  return [segs[i - 1], segs[i - 2]].filter((q): q is T => !!q && /allerg/.test(withoutTreatedAllergy(q.text)));
}

/**
 * Whether turn `i` answers talk of allergies another speaker brought up ('any allergies?' | 'penicillin'):
 * what it names is the allergy. The asker going on ('are you allergic to anything?' | 'no' | 'penicillin or
 * sulfa?') only names examples.
 */
export function answersAllergyTalk(segs: { text: string; role: string }[], i: number): boolean {
  return raisingTurns(segs, i).some((q) => q.role !== segs[i]!.role);
}
