/**
 * Words that decide how a drug mention is read (medications.ts, medication-plan.ts). Regular-expression
 * sources, one phrase a row.
 */

/** Taken only when needed: 'twice a day as needed', 'every 6 hours prn'. Written 'as needed' after the schedule. */
export const AS_NEEDED = ['as needed', 'as-needed', 'when needed', 'if needed', 'as necessary', 'prn'];

/**
 * Supplements that are also blood results: 'your potassium is 3.9', 'i checked your magnesium level'.
 * Named with a level or a result after it, they are a result, not a medicine taken or ordered.
 */
export const ANALYTE_DRUGS = ['potassium', 'magnesium', 'calcium', 'iron', 'vitamin d', 'vitamin b12', 'folic acid'];
/** What follows an analyte read as a result: 'level', 'is 3.9', 'came back low'. */
export const RESULT_AFTER = ['levels?', 'is', 'was', 'were', "'s", 'came back', 'looks?', 'looked', 'of \\d', 'at \\d'];

/**
 * A drug named as part of a condition, not a medicine taken: 'nicotine dependence', 'opioid withdrawal',
 * 'lithium toxicity'.
 */
export const CONDITION_AFTER = [
  'dependence',
  'dependency',
  'addiction',
  'withdrawal',
  'toxicity',
  'overdose',
  'abuse',
  'use disorder',
  'induced',
];

/**
 * 'Hold' that holds nothing: 'holding steady on the torsemide', 'hold on', 'hold still'. Only the verb
 * with a medicine after it stops one ('hold your metformin', 'hold off on the aspirin').
 */
export const HOLD_IDIOMS = ['steady', 'still', 'on', 'up', 'tight', 'that thought'];

/**
 * A switch already made, in any voice: 'we switched her from furosemide to torsemide', 'they changed me
 * from lasix'. The drug switched from is no longer taken; the one switched to is.
 */
export const SWITCHED = ['switched', 'changed', 'moved', 'transitioned', 'swapped', 'went'];

/**
 * A medicine ordered to the patient in the second person: 'increase your lisinopril', 'start you on',
 * 'put you on', 'get you off your'. Patients speak of 'my lisinopril'; the wording is the clinician's
 * whatever label speech recognition gave the turn.
 */
export const ORDERING_VERBS = [
  'increase',
  'decrease',
  'reduce',
  'lower',
  'raise',
  'bump',
  'double',
  'halve',
  'adjust',
  'titrate',
  'cut back',
  'taper',
  'start',
  'stop',
  'discontinue',
  'continue',
  'put',
  'keep',
  'prescribe',
];
/** What follows an ordering verb when it is said to the patient: 'your', 'you on', 'you off'. */
export const TO_THE_PATIENT = ['your', 'you on', 'you off', 'you with', 'you back on'];

/**
 * A plan for later, said just before the action: 'if it is still high we'll increase…', 'we may have to
 * stop…', 'we can then adjust your metformin'. The medicine is offered for the plan, not written as done.
 */
export const IF_LATER = [
  'if',
  'in case',
  'depending on',
  'unless',
  '(?:may|might) (?:have|need) to',
  "(?:we|i)(?: can| could| may| might|'ll)? (?:then|eventually|possibly|potentially)",
  '(?:we|i) (?:can|could|may|might) (?:always|consider)',
  'down the road',
  'at some point',
];
