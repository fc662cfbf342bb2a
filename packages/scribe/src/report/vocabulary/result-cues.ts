/**
 * Results a clinician reviews on screen ('show me the knee x-ray … there's no fracture'), as a note writes
 * them: the test's written name and what it showed in written words ('X-ray: no fracture, good bony
 * alignment.'). Data only: extract/results-shown.ts reads it. Regular-expression sources over normalised
 * text, whole words; rows are tried in order, a longer name before a shorter one it holds.
 */

/** [written name, spoken names] of the tests whose results are reviewed. */
export const SHOWN_TESTS: [string, string[]][] = [
  ['Chest X-ray', ['chest x-?rays?']],
  ['X-ray', ['x-?rays?', 'radiographs?']],
  ['Echocardiogram', ['echocardiograms?', 'echo']],
  ['EKG', ['ekg', 'ecg', 'electrocardiogram']],
  ['Hemoglobin A1c', ['hemoglobin a1c', 'a1c']],
  ['Hemoglobin', ['hemoglobin']],
  ['Creatinine', ['creatinine', 'kidney function']],
  ['White blood cell count', ['white (?:blood )?(?:cell )?count']],
  ['Lipid panel', ['lipid panel', 'cholesterol']],
  ['Autoimmune panel', ['autoimmune (?:panel|labs)']],
  ['Lyme titer', ['lyme titer']],
  ['Rapid strep test', ['rapid strep(?: test)?', 'strep test']],
  ['Pulmonary function tests', ['pfts?', 'pulmonary function tests?', 'breathing studies']],
  ['Glucose', ['glucose']],
  ['Urinalysis', ['urinalysis', 'urine test']],
  ['MRI', ['mri']],
  ['CT scan', ['ct(?: scan)?', 'cat scan']],
  ['Ultrasound', ['ultrasound']],
  ['Biopsy', ['biopsy', 'pathology report']],
  ['Labs', ['labs', 'lab results', 'lab work', 'blood work', 'bloodwork']],
];

/** [written words, spoken words] of what a result showed; each row is written once per result. */
export const RESULT_TERMS: [string, string[]][] = [
  ['no fracture', ['no (?:acute )?fractures?', "(?:do not|don't|do n't) see any (?:\\w+ )?fractures?"]],
  ['good bony alignment', ['good (?:bony |boney |bone )+alignment', 'bones are lined up']],
  [
    'low ejection fraction',
    [
      'low(?:-ish)? pumping function',
      'pumping function (?:of (?:the|your) heart )?is (?:a little |a bit )?low',
      'low ejection fraction',
    ],
  ],
  ['unchanged', ['unchanged']],
  ['stable', ['stable']],
  [
    'normal',
    [
      'normal',
      'unremarkable',
      'within normal limits',
      '(?:looks?|looked|seemed|seems) (?:\\w+ )?(?:good|fine|great|okay)',
    ],
  ],
  ['elevated', ['elevated', 'high', 'up slightly', 'a little up']],
  ['low', ['low']],
  ['positive', ['positive']],
  ['negative', ['negative']],
];

/** A percentage said with an ejection fraction ('at about 45 %'). */
export const PERCENT = '(\\d+) ?(?:%|percent)';

/** Words before a result's words that deny it: 'not elevated', "isn't high". */
export const DENIED_BEFORE = "(?:not|n't|never)(?: \\w+)? $";

/** A value said right after the result's words ('high at 8'), written after them: 'elevated at 8'. */
export const RESULT_VALUE = '^,? at (\\d+(?:\\.\\d+)?)(?! (?:\\d|percent|%|years?|months?|weeks?|days?))';

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
  // What is said of another measure or of a cause ('why your blood sugar is so high') is no result of the test.
  ...['blood sugars?', 'blood pressures?', 'i think', 'reasons?', 'cause'],
];
