/**
 * Words that tell a condition the clinician names is not the patient's: cleared later in the turn, only looked or screened for, or ruled out by a result (assessment-excluded.ts).
 * Regular-expression sources.
 */

/** A result that clears a worry later in the turn: 'but your ekg looks fine', 'but the biopsy was benign'. */
export const CLEARING_RESULT = [
  'fine',
  'normal',
  'negative',
  'benign',
  'clear',
  'reassuring',
  'unremarkable',
  'nothing',
  'okay',
  // 'but the ultrasound showed no clot', 'but there was no sign of it': the worry found absent.
  String.raw`(?:showed|shows|found|see|saw) no`,
  String.raw`no (?:signs?|evidence)`,
];

/**
 * Verbs of a test or an examination that looks for a condition ('the psa looks for prostate cancer'), or
 * of a medicine meant for one.
 */
export const LOOKING_FOR = [
  String.raw`check(?:ing|ed|s)?`,
  String.raw`test(?:ing|ed|s)?`,
  String.raw`screen(?:ing|ed|s)?`,
  String.raw`look(?:s|ed|ing)?`,
  String.raw`evaluat(?:e|es|ing|ed)`,
  String.raw`watch(?:ing)?`,
  String.raw`monitor(?:ing)?`,
  String.raw`risk(?: factors?)?`,
  'at risk',
  // What a medicine is meant for, said of the medicine, not of the patient: 'a medication used for diabetes'.
  String.raw`(?<!\b(?:you|i|we|she|he|they|you've|i've|we've) )used`,
  'indicated',
  'approved',
];

/** Words after a condition that make it a screening or a risk, not a diagnosis: 'colon cancer screening'. */
export const SCREENED_AFTER = ['screening', 'screen', 'prevention', 'risk', 'awareness'];

/**
 * Words before 'it's not …' that make it what the clinician wants to exclude, not what is excluded: 'we
 * need to make sure it's not a blood clot' is a possibility to rule out.
 */
export const TO_EXCLUDE_BEFORE = ['make sure', 'making sure', 'ensure', 'be sure', 'check'];

/**
 * Words before 'it's not …' that make it a hope or a fear, not a finding: 'I hope this is not cancer'
 * rules nothing out.
 */
export const HOPED_BEFORE = [
  'hope',
  'hoping',
  'hopefully',
  'pray',
  'praying',
  "(?:i'm|i am|we're|we are) (?:worried|scared|afraid|concerned)",
  'fingers crossed',
];

/** A cue that a result has just excluded what follows: 'the stress test was negative, so we can rule out'. */
export const RULED_OUT_NOW = ['can', 'could', 'were able to', 'was able to', 'have been able to'];
