/**
 * Why a test is ordered, when the clinician says it right after the test ('an ultrasound of your right
 * upper quadrant to rule out gallstones'): the words that say the test looks for something, and what it
 * looks for, as a plan writes it ('to evaluate for gallstones'). Only what a row names is written; a test
 * said to look for anything else keeps its name alone. Regular-expression sources over normalised text.
 */

/** Words before what a test looks for: 'to rule out', 'to look for', "to make sure there's no". */
export const LOOKS_FOR = [
  'rule out',
  'look for',
  'check for',
  'evaluate for',
  'assess for',
  'screen for',
  "make sure (?:there is|there are|there's|there 's) no",
  "make sure (?:you|she|he) (?:don't|do n't|doesn't|does n't|do not|does not) have",
];

/** Words between those and what the test looks for: 'any', 'a', 'signs of', 'possible'. */
export const LOOKS_FOR_FILLERS = ['any', 'a', 'an', 'the', 'some', 'signs? of', 'possible', 'other'];

/** What a test looks for, as the plan writes it, then as said. */
export const TEST_REASONS: [string, string[]][] = [
  ['gallstones', ['gall ?stones?', 'stones? in (?:your|the) gallbladder']],
  ['kidney stones', ['kidney stones?']],
  ['metastatic disease', ['metastatic disease', 'metastas[ie]s', 'spread of (?:the|your) cancer']],
  ['fracture', ['fractures?', 'broken bones?']],
  ['blood clot', ['blood clots?', 'clots?', 'dvt', 'deep vein thrombosis']],
  ['pneumonia', ['pneumonia']],
  ['tear', ['(?:ligament |meniscus |meniscal |rotator cuff |tendon )?tears?']],
  ['infection', ['infections?']],
];

/**
 * A test said to look for spread without naming it ('to make sure it hasn't spread', 'to see if the cancer
 * has spread'): it looks for metastatic disease.
 */
export const SPREAD_SAID = [
  "(?:make sure|see if|see whether|check if|check whether) (?:it|the cancer|the melanoma|the tumor) (?:has|hasn't|has n't|has not|did not|didn't|did n't) spread",
];
