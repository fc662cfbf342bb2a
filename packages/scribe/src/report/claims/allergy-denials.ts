import { regex, wordsOf } from '../pattern.js';
import { NO_ALLERGY_WRITTEN, NO_DRUG_ALLERGY_WRITTEN } from '../reading/allergy-cues.js';
import type { Consultation } from './consultation-types.js';
import { allergyTalk } from './allergy-talk.js';
import { drugName } from './drugs.js';
import { allergenMentions, withoutTreatedAllergy } from '../extract/index.js';
import { uniq, type Finding, type Statement } from './types.js';

/** A report's denial of allergies to medicines, in words or shorthand ('NKDA', 'no known drug allergies'). */
const NO_DRUG_ALLERGY = regex([wordsOf(NO_DRUG_ALLERGY_WRITTEN)]);
/** A denial of any allergy ('NKA', 'no known allergies', 'denies allergies', an allergy item 'None'). */
const NO_ALLERGY = regex([wordsOf(NO_ALLERGY_WRITTEN)]);

/** Allergens that are medicines without a medicine's name: classes and agents given in hospital. */
const DRUG_CLASSES = new Set(['sulfa', 'penicillins', 'antibiotics', 'iodine', 'contrast']);
/** What the air or animals carry: an allergy to it is hay fever, which a note's 'no known allergies' is not taken to deny. */
const AIRBORNE = new Set(['pollen', 'dust', 'mold', 'cats', 'dogs', 'grass', 'ragweed']);

/**
 * Words that say a substance gave the patient an allergy: 'allergic', an allergy to it or its allergy, or
 * a reaction ('gives me hives'). Not a side effect ('makes me sleepy'), nor allergies as a trouble a
 * medicine treats ('it's not her allergies, so we stopped the Allegra').
 */
const ALLERGIC =
  /\ballergic\b|\ballerg(?:y|ies) to\b|\bhives\b|\brash\b|\bswell|\banaphyla|\bitch|\bthroat (?:closes|closing|swell)/;
const allergyOf = (text: string, allergen: string) =>
  ALLERGIC.test(text) || new RegExp(`\\b${allergen}\\s+allerg`).test(text);
/** An allergy told of someone else ('my son is allergic to penicillin'). */
const KIN =
  /\b(?:my|his|her|their)\s+(?:son|daughter|wife|husband|mother|mom|father|dad|brother|sister|kids?|child(?:ren)?|baby|grand\w+|family)\b/;

/**
 * A report that denies allergies ('NKDA', 'no known allergies') where the patient told of one
 * ('penicillin gives me hives'): the allergy is the harm a denial hides. 'NKDA' denies allergies to
 * medicines only, so an allergy to a food does not contradict it; neither denial is taken to cover hay fever.
 */
export function checkAllergyDenial(s: Statement, c: Consultation): Finding | null {
  const drugsOnly = NO_DRUG_ALLERGY.test(s.norm);
  if (
    !drugsOnly &&
    !NO_ALLERGY.test(s.norm) &&
    !(s.role === 'allergy' && /^\s*(?:none|none known|nil)\W*$/.test(s.norm))
  )
    return null;
  const written = new Set(allergenMentions(s.norm));
  for (const [allergen, segs] of c.allergies) {
    const drug = drugName(allergen) !== null || DRUG_CLASSES.has(allergen);
    if (written.has(allergen) || (drugsOnly ? !drug : AIRBORNE.has(allergen))) continue;
    // Told with a word of allergy, or in reply to a question about allergies ('any allergies?' 'penicillin').
    const told = c.segs.filter(
      (x, i) =>
        segs.includes(x.id) &&
        (allergyOf(withoutTreatedAllergy(x.text), allergen) || allergyTalk(c.segs, i)) &&
        !KIN.test(x.text),
    );
    if (told.length)
      return {
        kind: 'contradicted',
        claim: 'allergy',
        reason: `The consultation names an allergy to ${allergen}`,
        segmentIds: uniq(told.map((x) => x.id)),
      };
  }
  return null;
}
