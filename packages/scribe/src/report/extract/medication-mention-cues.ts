/**
 * Words that decide what a drug mention is (medication-standing.ts): a medicine, or a result, a condition,
 * advice against it, a name taken back. Regular-expression sources, one phrase a row.
 */

/**
 * Supplements that are also blood results: 'your potassium is 3.9', 'i checked your magnesium level'.
 * Named with a level or a result after it, they are a result, not a medicine taken or ordered.
 */
export const ANALYTE_DRUGS = [
  'potassium',
  'magnesium',
  'calcium',
  'iron',
  'vitamin d',
  'vitamin b12',
  'folic acid',
  'folate',
  'zinc',
  'testosterone',
  'estradiol',
];

/** What follows an analyte read as a result: 'level', 'is 3.9', 'came back low'. */
export const RESULT_AFTER = [
  'levels?',
  'is',
  'was',
  'were',
  "'s",
  'came back',
  // 'my potassium came out to be 7'
  'came out',
  // 'is it only your potassium that is elevated'
  'that (?:is|was|came back)',
  'looks?',
  'looked',
  'of \\d',
  'at \\d',
];

/** What comes before an analyte read as a result: 'a high testosterone', 'your low potassium', 'we checked your estradiol'. */
export const RESULT_BEFORE = [
  'high',
  'low',
  'elevated',
  'raised',
  'decreased',
  'normal',
  'abnormal',
  '(?:checked|tested|measured|drew) (?:your|the|his|her)',
  // A nutrient in food, not a supplement taken: 'milk is a good source of calcium', 'foods rich in iron'.
  'source of',
  '(?:rich|high|low) in',
];

/**
 * A drug named as part of a condition or a test, not a medicine taken: 'nicotine dependence', 'opioid
 * withdrawal', 'lithium toxicity', 'iron deficiency', 'dexamethasone suppression test'.
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
  'deficiency',
  'deficient',
  'overload',
  'studies',
  'test',
  'suppression',
  'stimulation',
  'challenge',
];

/** Advice against a medicine ('avoid aleve', 'stay away from ibuprofen'): a plan statement, never a medicine taken. */
export const AVOID_BEFORE = ['avoid(?:ing)?', 'stay away from', 'steer clear of'];

/**
 * A medicine started without its name, which the next words give: "i'm going to put you on a little pain
 * medicine … so tramadol 50 mg every six hours". What is started: 'medicine', 'something', 'an antibiotic'.
 */
export const UNNAMED_MEDICINE = [
  'anti-?inflammator(?:y|ies)',
  'pain ?killers?',
  'muscle relaxants?',
  'medicines?',
  'medications?',
  'something',
  'prescription',
  'antibiotics?',
  'pills?',
  'cream',
  'ointment',
  'inhaler',
];

/**
 * A drug named and at once taken back for another ('penicillin, or i'm sorry, amoxicillin'): the first was
 * never meant. Said between the two drug names.
 */
export const MEDICINE_CORRECTED = [
  "or i'm sorry",
  "i'm sorry",
  'or sorry',
  'sorry',
  'i mean',
  'or rather',
  'excuse me',
];
