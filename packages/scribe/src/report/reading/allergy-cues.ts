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
