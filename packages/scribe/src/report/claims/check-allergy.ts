import { regex, wordsOf } from '../pattern.js';
import {
  NO_ALLERGY_CLAIMED,
  NO_ALLERGY_SAID,
  NO_ALLERGY_WRITTEN,
  NO_DRUG_ALLERGY_WRITTEN,
} from '../reading/allergy-cues.js';
import type { Consultation } from './consultation-types.js';
import { allergyTalk } from './allergy-talk.js';
import { checkAllergyDenial } from './allergy-denials.js';
import { wordIn } from './check-drugs.js';
import { drugMentionsIn, misspeltIn, soundAlikeIn } from './drugs.js';
import { allergenMentions, withoutTreatedAllergy } from '../extract/index.js';
import { cap, uniq, type Finding, type Statement } from './types.js';

/** Statements that claim no allergy: denied, seasonal, or only suspected ('possible allergic reaction'). */
const NEGATED_ALLERGY = regex([
  wordsOf([...NO_ALLERGY_SAID, ...NO_ALLERGY_WRITTEN, ...NO_DRUG_ALLERGY_WRITTEN, ...NO_ALLERGY_CLAIMED]),
]);

/** Words of an allergy or the reaction it causes. */
const REACTION = /allerg|reaction|\brash\b|\bhives\b|\bitch|\bswell|anaphyla|\bbreak(?:s)? out\b/;

/** Allergies: to something said as an allergy; a medicine the patient takes is not an allergen, nor one taken for allergies ('Claritin for allergic rhinitis'). */
export function checkAllergy(s: Statement, c: Consultation): Finding | null {
  const denied = checkAllergyDenial(s, c);
  if (denied) return denied;
  const isAllergy = s.role === 'allergy' || /\ballerg/.test(withoutTreatedAllergy(s.norm));
  if (!isAllergy || NEGATED_ALLERGY.test(s.norm)) return null;
  const drugs = drugMentionsIn(s.norm);
  const named = [...drugs.map((d) => d.name), ...allergenMentions(s.norm)];
  const own = s.role === 'allergy' && s.name && s.name.split(/\s+/).length <= 3 ? [s.name.toLowerCase()] : [];
  const substances = named.length ? [...new Set(named)] : own;
  for (const x of substances) {
    if (c.allergies.has(x) || [...c.allergies.keys()].some((k) => k.includes(x) || x.includes(k))) continue;
    // An allergy told with the name misheard or misspelt ('allergic to percocet and regulin' for Reglan, 'amoxicilin'), which no reading binds to the medicine.
    const written = [x, ...drugs.filter((d) => d.name === x).map((d) => s.norm.slice(d.index, d.end))];
    const heard = (text: string) => written.some((w) => soundAlikeIn(text, w) || misspeltIn(text, w));
    if (
      c.segs.some(
        (seg, i) => (REACTION.test(withoutTreatedAllergy(seg.text)) || allergyTalk(c.segs, i)) && heard(seg.text),
      )
    )
      continue;
    const drug = c.drugs.get(x);
    if (drug && !drug.allergySegs.length) {
      return {
        kind: 'contradicted',
        claim: 'allergy',
        reason: `${cap(x)} is a current medication; no allergy to it was mentioned`,
        segmentIds: uniq(drug.segs),
      };
    }
    if (c.noAllergies.length)
      return {
        kind: 'contradicted',
        claim: 'allergy',
        reason: 'The patient said they have no known allergies',
        segmentIds: uniq(c.noAllergies),
      };
    // A reaction told of a substance is an allergy to it, in the turn that names it or the reply ('what happens when you take sulfa drugs?' 'i get a rash').
    if (
      c.segs.some(
        (seg, i) =>
          wordIn(seg.text, x) && [seg, c.segs[i + 1]].some((t) => t && REACTION.test(withoutTreatedAllergy(t.text))),
      )
    )
      continue;
    return { kind: 'unsupported', claim: 'allergy', reason: `No allergy to ${x} was mentioned`, segmentIds: [] };
  }
  return null;
}
