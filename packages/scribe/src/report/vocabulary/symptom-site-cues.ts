/**
 * Symptoms a clinician writes with the limb they are felt in: 'right leg weakness', 'bilateral hand numbness'.
 * Weakness or numbness of one limb is a sign of a nerve or the brain; written bare it loses what matters.
 */
export const SITED_SYMPTOMS: readonly string[] = ['weakness', 'numbness', 'tingling'];

/** The limbs such a symptom is placed in, with the plural a patient says for both ('my legs', 'both feet'). */
export const SYMPTOM_LIMBS: readonly { part: string; plural: string }[] = [
  { part: 'leg', plural: 'legs' },
  { part: 'arm', plural: 'arms' },
  { part: 'hand', plural: 'hands' },
  { part: 'foot', plural: 'feet' },
];

/** Words that lead from a symptom to its limb: 'weakness in your right leg', 'tingling down my left arm'. */
export const SITE_LEADS: readonly string[] = ['in', 'of', 'on', 'down', 'into', 'going down', 'going into'];

/**
 * Another symptom said between a symptom and its limb, which shares it: 'numbness and tingling in my feet'
 * places the numbness too.
 */
export const JOINED_SYMPTOM_WORDS: readonly string[] = [
  'numbness',
  'numb',
  'tingling',
  'tingly',
  'weakness',
  'weak',
  'pins and needles',
  'pain',
];

/** Whose limb, or which: 'my', 'your', 'the'. */
export const LIMB_OWNERS: readonly string[] = ['my', 'your', 'his', 'her', 'the'];

/** Words between a limb and a symptom said as its state: 'my right leg is weak', 'my hands feel a bit numb'. */
export const LIMB_STATE_VERBS: readonly string[] = [
  'is',
  'are',
  'was',
  'were',
  'feels?',
  'felt',
  'gets?',
  'got',
  'went',
  'goes',
  'has been',
  'have been',
];

/** How much, said between the verb and the symptom's word: 'a little', 'kind of'. */
export const LIMB_STATE_DEGREES: readonly string[] = [
  'a little',
  'a bit',
  'kind of',
  'sort of',
  'really',
  'very',
  'so',
  'all',
];
