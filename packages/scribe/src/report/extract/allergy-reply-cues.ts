/**
 * Questions about allergies, as the symptom reader meets them. Regular-expression sources over normalised
 * text, read as whole words.
 */

/** The kinds of allergy a list question names: 'any drug allergies', 'allergies to medications'. */
const KIND = String.raw`(?:known |drug |medication |medicine |food |other )*`;
const WHAT_TO = String.raw`(?:any |anything|medications?|medicines?|drugs?|foods?)`;

/**
 * Asking whether the patient is allergic, for the allergy list ('any allergies?', 'are you allergic to any
 * medications', 'do you have any drug allergies'), not of allergies as a trouble of today ('what symptoms do
 * you have with your allergies?'), whose reply tells today's symptoms.
 */
export const ALLERGY_LIST_ASKED: readonly string[] = [
  String.raw`any ${KIND}allerg(?:y|ies)`,
  String.raw`${KIND}allergies to ${WHAT_TO}`,
  String.raw`(?:drug|medication|medicine|food|known) allerg(?:y|ies)`,
  String.raw`allergic to ${WHAT_TO}`,
  String.raw`(?:do|does) (?:you|he|she) have (?:any )?${KIND}allerg(?:y|ies)`,
  String.raw`(?:had|have) (?:an |any )?allergic reactions?`,
  String.raw`(?:are|were) you allergic`,
  String.raw`(?:is|was) (?:he|she) allergic`,
  String.raw`(?:how|what) about (?:any )?${KIND}allerg(?:y|ies)`,
];

/**
 * A clinician's follow-up asking what an allergy does, after the patient names the allergen ('yeah sulfa' |
 * 'what happens?').
 */
export const REACTION_ASKED: readonly string[] = [
  'what happens',
  'what happened',
  'what (?:(?:kind|sort|type) of )?reaction',
  'what does it do',
  'what did it do',
  'how do you react',
  'how did you react',
];

/** Taking said or asked ('do you take any medicines, any allergies?', 'are you taking metformin?'). */
export const TAKING_ASKED: readonly string[] = ['take', 'taking', 'takes', 'using', 'on any'];
