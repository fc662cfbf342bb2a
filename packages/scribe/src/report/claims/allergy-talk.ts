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
  if (segs[i - 1] && asksRemedy(segs[i - 1]!.text)) return false;
  return [segs[i - 1], segs[i - 2]].some((q) => q && /allerg/.test(withoutTreatedAllergy(q.text)));
}
