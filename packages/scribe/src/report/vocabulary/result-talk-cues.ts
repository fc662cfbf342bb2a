/**
 * How talk frames a test's result, apart from the result itself (result-cues.ts): the words that show a test,
 * end what is said of it, make a clause no result, or say the clinician reviewed it. Data only: extract/results-shown.ts,
 * extract/result-findings.ts and the checker's claims/check-judgement.ts read it.
 */

/** Words that end what is said of a test named in passing ('your x-ray is normal, but your knee…'). */
export const RESULT_ENDS = ['but', 'because', 'and then', 'okay', 'alright', 'however', 'now'];

/** Words asking the dictation system to show a test: its result is what is said next. */
export const SHOWING = [
  'show me (?:the|your)',
  'looking at (?:the|your)',
  "(?:let's|let me) (?:look at|review) (?:the|your)",
  'reviewing (?:the|your)',
  'results? of (?:the|your)',
];

/** A clause that is no result: a plan, a condition, a comparison wished for ('i'd like to see that lower'). */
export const NOT_RESULT = [
  ...['if', 'order', "we'll", "i'll", 'going to', 'gon na', 'want', "i'd like", 'should', 'would'],
  // A test still to come is looked to, not read: 'to make sure there is no fracture', 'to see if', 'pending';
  // and one supposed: 'assuming the ultrasound is normal'.
  ...['make sure', 'to (?:see|check|look) (?:if|whether|for)', 'rule out', 'pending', 'not back', 'assuming', 'unless'],
  ...['ordering', 'will be', 'to (?:further )?(?:assess|evaluate)'],
  // A test's name in the history is a condition ('medical history of high cholesterol'), not a result.
  '(?:medical|past|surgical) history',
  'history of',
  // What is said of another measure or of a cause ('why your blood sugar is so high') is no result of the test.
  ...['blood sugars?', 'blood pressures?', 'i think', 'reasons?', 'cause'],
];

/**
 * The clinician saying they have gone over a result ("i've reviewed your x-ray", 'i have looked at your labs'):
 * their own words of what they did, not the patient telling of a test they had.
 */
export const REVIEWED_BY_CLINICIAN = [
  "i(?:'ve| have) (?:now |already |just )?(?:reviewed|looked (?:at|over)|gone (?:over|through)|seen|read)",
];
