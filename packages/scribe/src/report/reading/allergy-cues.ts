/**
 * Ways of saying there is no allergy, as regular-expression sources over normalised text. The writer and
 * the checker read talk with the first list; the checker reads a written note's denials with the others.
 */

/** Said in a consultation about allergies ('no known allergies', 'I'm not allergic', 'not that I know of'). */
export const NO_ALLERGY_SAID: readonly string[] = [
  'no known (?:drug )?allergies',
  'nkda',
  'nka',
  'no allergies',
  'not allergic',
  "don't have any allergies",
  'no drug allergies',
  'not that i know of',
  // 'how about allergies?' 'i don't know of any' / 'nothing that i have known'
  "(?:don't|do n't|do not) know of any",
  "nothing that i(?:'ve| have)? know(?:n)?",
];

/** A note's denial of allergies to medicines ('NKDA', 'no known drug allergies'). */
export const NO_DRUG_ALLERGY_WRITTEN: readonly string[] = [
  'nkda',
  'no known (?:drug|medication|medicine) allergies',
  'no (?:drug|medication|medicine) allergies',
  'denies (?:any )?(?:drug|medication) allergies',
];

/** A note's denial of any allergy ('NKA', 'no known allergies', 'denies allergies'). */
export const NO_ALLERGY_WRITTEN: readonly string[] = [
  'nka',
  'no known allergies',
  'no allergies',
  'denies (?:any )?allergies',
  'not allergic to anything',
];

/**
 * A written statement about allergies that claims none the patient has: a note's shorthand for none ('nil',
 * 'none', 'denied'), a kind that is no allergy to a substance ('seasonal', 'environmental'), or one only
 * suspected ('possible allergic reaction'). Read with the denials above, by the checker, to leave such a
 * statement unchecked as an allergy.
 */
export const NO_ALLERGY_CLAIMED: readonly string[] = [
  'no known',
  'nil',
  'none',
  'denie[sd]',
  'no (?:food )?allergies',
  'seasonal',
  'environmental',
  'possibl[ey]',
  'probable',
  'suspected',
  'could be',
  'may be',
];

/** Whose organ, and the organs an allergic reaction can be the mechanism of a disease in. */
const WHOSE = '(?:your|the|his|her|their)';
const ORGAN = '(?:lungs?|airways?|skin|sinuses|nose|gut|bowels?|esophagus)';

/**
 * Allergies as the trouble a medicine treats, or as a condition ('anything for your allergies?', 'just
 * epipen for anaphylaxis', 'seasonal allergies', 'having a little bit of allergies'): talk of them names
 * remedies or how bad they are ('making my allergies much worse'), never an allergy to a medicine. An allergic
 * reaction in an organ ('mold in the hay leads to an allergic reaction in your lungs') explains how a disease
 * works, not what the patient must avoid as a drug or food. The writer and the checker both drop these words
 * before they look for allergy words.
 */
export const ALLERGY_AS_TROUBLE: readonly string[] = [
  // a remedy's purpose: 'for your allergies', 'for anaphylaxis'
  String.raw`\bfor\s+(?:your|the|his|her|my|their|these|those|this)?\s*(?:allerg\w*|anaphyla\w*|hives|itch\w*)`,
  // a kind of allergy that is a condition: 'seasonal allergies'
  String.raw`\b(?:seasonal|environmental)\s+allerg\w*`,
  // having them now: 'having a little bit of allergies'
  String.raw`\bhaving\s+(?:a\s+(?:little\s+)?bit\s+of\s+|some\s+)?allerg\w*`,
  // how bad they are: 'my allergies are acting up', 'making my allergies much worse'
  String.raw`\ballerg\w*(?:\s+\w+){0,3}?\s+(?:worse|better|acting up|flar\w*)\b`,
  // a disease's mechanism: 'an allergic reaction in your lungs', 'an allergic response of the airways'
  String.raw`\ban?\s+allergic\s+(?:reaction|response|inflammation)\s+(?:in|of|within)\s+${WHOSE}\s+${ORGAN}\b`,
  // a disease named for its mechanism: 'allergic rhinitis', 'allergic bronchopulmonary aspergillosis'
  String.raw`\ballergic\s+(?:rhinitis|asthma|conjunctivitis|dermatitis|sinusitis|bronchopulmonary\s+aspergillosis)\b`,
];

/**
 * Words said just before what someone is allergic to ('allergic to penicillin and sulfa', 'a reaction to
 * contrast'). A statement names an allergen only after these words or just before allergy words (below): a
 * medicine or a food said beside talk of allergies ('the allergist said it is not her allergies, so we
 * stopped the allegra') is no allergy.
 */
export const ALLERGEN_FOLLOWS: readonly string[] = [
  'allergic to',
  'allerg(?:y|ies) to',
  String.raw`(?:reactions?|reacted)(?: \w+)? to`,
  'sensitiv(?:e|ity) to',
  'intoleran(?:t|ce) to',
  // 'the allergic reaction was due to the keflex': the cause named is the allergen
  '(?:allergic )?reactions? (?:was |is |were )?(?:due to|from|caused by)',
  // 'any allergies besides penicillin?': the allergy named is taken as known
  'allerg(?:y|ies) (?:besides|other than|apart from)',
];

/**
 * Words that end the list an 'allergic to' names: a new clause ('so', 'but', 'because', 'which'). 'allergic
 * to cats so i take cetirizine' names cats only, while 'allergic to percocet, vicodin and codeine' names all
 * three. A pronoun ends nothing: 'allergic to what you call cipro' names cipro.
 */
export const ALLERGEN_LIST_ENDS: readonly string[] = [
  String.raw`[;:!?]`,
  String.raw`\b(?:so|but|because|since|which|when|while|though|although)\b`,
];

/** Allergy words said just after the allergen ('a penicillin allergy', 'grass allergies', 'sulfa drug allergy'). */
export const ALLERGEN_PRECEDES: readonly string[] = [
  String.raw`(?:drugs? |medicines? |medications? )?allerg(?:y|ies)\b`,
];
