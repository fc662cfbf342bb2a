/**
 * Results a clinician reviews on screen ('show me the knee x-ray … there's no fracture'), as a note writes
 * them: the test's written name and what it showed in written words ('X-ray: no fracture, good bony
 * alignment.'). Data only: extract/results-shown.ts reads it. Regular-expression sources over normalised
 * text, whole words; rows are tried in order, a longer name before a shorter one it holds.
 */

/** [written name, spoken names] of the tests whose results are reviewed; a test done more than once is said in the plural ('x rays', 'mris'). */
export const SHOWN_TESTS: [string, string[]][] = [
  ['Chest X-ray', ['chest x-?rays?', 'x[- ]?rays? of (?:the |your |his |her )?chest']],
  ['X-ray', ['x-?rays?', 'x rays?', 'radiographs?']],
  ['Echocardiogram', ['echocardiograms?', 'echo', 'ejection fraction', 'ef', 'pumping function']],
  // Recognised speech may spell a test's letters out ('e k g'), as it does 'm r i'.
  ['EKG', ['ekgs?', 'ecgs?', 'e k g', 'electrocardiograms?']],
  ['Hemoglobin A1c', ['hemoglobin a1c', 'a1c']],
  ['Hemoglobin', ['hemoglobin']],
  ['Creatinine', ['creatinine']],
  // Said as the kidneys' function, not a value of one test: written as said, never as a creatinine.
  ['Kidney function', ['kidney function(?: tests?)?', 'renal function']],
  ['White blood cell count', ['white (?:blood )?(?:cell )?counts?']],
  // The parts of a lipid panel, each written with its own value ('Total cholesterol: 222.'), not the panel's.
  ['Total cholesterol', ['total cholesterol']],
  ['Non-HDL cholesterol', ['non-hdl(?: cholesterol)?']],
  ['Triglycerides', ['triglycerides']],
  ['HDL', ['(?<!non-)hdl', 'good cholesterol']],
  ['LDL', ['ldl', 'bad cholesterol']],
  ['Lipid panel', ['lipid panel', 'cholesterol']],
  ['Autoimmune panel', ['autoimmune (?:panel|labs)']],
  ['Lyme titer', ['lyme titer']],
  ['COVID-19 test', ['(?:rapid )?covid(?:-19)? (?:test|swab)']],
  ['Hepatitis C antibody', ['(?:hcv|hepatitis c) antibody(?: test)?']],
  ['Liver enzymes', ['liver (?:enzymes|panel|function tests?)', 'lfts']],
  ['Alkaline phosphatase', ['alkaline phosphatase', 'alk phos']],
  ['AST', ['ast']],
  ['ALT', ['alt']],
  ['Potassium', ['potassium']],
  ['Sodium', ['sodium']],
  ['TSH', ['tsh']],
  ['PSA', ['psa']],
  ['Rapid strep test', ['rapid strep(?: test)?', 'strep test']],
  ['Pulmonary function tests', ['pfts?', 'pulmonary function tests?', 'breathing studies']],
  ['Glucose', ['glucose']],
  ['Urinalysis', ['urinalysis', 'urine test']],
  ['MRI', ['mris?', 'm r is?']],
  ['CT scan', ['ct(?: scans?)?', 'cts', 'cat scans?']],
  ['Ultrasound', ['ultrasounds?']],
  ['Biopsy', ['biopsy', 'biopsied', 'pathology(?: report)?']],
  ['Urine culture', ['urine cultures?']],
  ['Blood cultures', ['blood cultures?']],
  ['Culture', ['cultures?']],
  ['Labs', ['labs', 'lab results', 'lab work', 'blood work', 'bloodwork']],
];

/**
 * Tests made of several values: a number said of the test with no part named ('the cholesterol was 222')
 * could be any part's, so it is offered as said, not written as the test's.
 */
export const PANELS = ['Lipid panel', 'Labs'];

/** Words said of a result that call it normal. */
const NORMAL_SAID = '(?:normal|unremarkable|(?:looks?|looked|seemed|seems) (?:\\w+ )?(?:good|fine|great|okay))';
/** Words right after 'normal' that take something out of it. */
const EXCEPTING = '(?:except|other than|apart from|aside from|besides)\\b';

/** Words that say a result is only a little out of range ('slightly', 'a little', 'a bit'). */
const SLIGHTLY = '(?:slightly|a (?:little|tiny|wee)(?: bit)?|a bit|just a (?:little|bit)|somewhat)';

/** [written words, spoken words] of what a result showed; each row is written once per result. */
export const RESULT_TERMS: [string, string[]][] = [
  ['no fracture', ['no (?:acute )?fractures?', "(?:do not|don't|do n't) see any (?:\\w+ )?fractures?"]],
  [
    'good bony alignment',
    [
      'good (?:bony |boney |bone )+alignment',
      "(?:bony |boney |bone )alignment(?:'s| is) (?:in )?good",
      'bones are lined up',
    ],
  ],
  ['slightly low ejection fraction', [`pumping function (?:of (?:the|your) heart )?is ${SLIGHTLY} low`]],
  [
    'low ejection fraction',
    [
      '(?:low(?:-ish)?|reduced|decreased|weak) pumping function',
      '(?:reduced|decreased) ejection fraction',
      'pumping function (?:of (?:the|your) heart )?is (?:a little |a bit )?low',
      'low ejection fraction',
    ],
  ],
  // What an EKG shows, by its own name: 'normal sinus rhythm' is the rhythm's name, not the whole tracing
  // found normal, and changes found beside it make the tracing abnormal.
  ['normal sinus rhythm', ['normal sinus rhythm', 'nsr']],
  ['sinus tachycardia', ['sinus tachycardia']],
  ['sinus bradycardia', ['sinus bradycardia']],
  ['good R wave progression', ['good r wave progression']],
  ['poor R wave progression', ['poor r wave progression']],
  ['evolutionary changes', ['evolutionary changes']],
  ['ischemic changes', ['isch(?:a)?emic changes']],
  ['ST elevation', ['st (?:segment )?elevations?']],
  ['ST depression', ['st (?:segment )?depressions?']],
  ['T wave inversion', ['t wave inversions?', 'inverted t waves']],
  ['Q waves', ['q waves']],
  ['unchanged', ['unchanged', 'no (?:new |significant )?changes?']],
  ['stable', ['stable']],
  // 'Normal' with something taken out of it ('your labs look normal except your potassium'): the rest is
  // normal, and what is taken out is read by its own name.
  ['otherwise normal', [`${NORMAL_SAID},? (?=${EXCEPTING})`]],
  [
    'normal',
    [
      'normal',
      'unremarkable',
      'within normal limits',
      '(?:looks?|looked|seemed|seems) (?:\\w+ )?(?:good|fine|great|okay)',
      "(?:which|that)(?:'s| is) good",
    ],
  ],
  // How far out of range, as said ('a little high', 'mildly elevated', 'borderline low'): written with the
  // result, never left out, so a slight result is not written as a plain high or low one.
  ['slightly elevated', [`${SLIGHTLY} (?:elevated|high|up)`, 'up slightly', 'a little up']],
  ['mildly elevated', ['mildly (?:elevated|high)']],
  ['borderline high', ['borderline (?:elevated|high)']],
  ['slightly low', [`${SLIGHTLY} low`]],
  ['mildly low', ['mildly low']],
  ['borderline low', ['borderline low']],
  ['elevated', ['elevated', '(?<!borderline )high']],
  ['low', ['low']],
  ['positive', ['positive']],
  ['negative', ['negative']],
];

/**
 * Studies that image the body, each with the part its name says it images, or null: only these find things
 * seen ('a fracture'; a lab value finds none), and one said of the part its name images ('a chest x-ray of
 * your chest', 'an echo of your heart') is written by its name alone, with no site before it.
 */
export const IMAGING: [string, string | null][] = [
  ['Chest X-ray', 'chest'],
  ['X-ray', null],
  ['Echocardiogram', 'heart'],
  ['MRI', null],
  ['CT scan', null],
  ['Ultrasound', null],
];

/**
 * [written words, spoken words] of something a study found ('a fracture', 'some effusion'): written as
 * found, or as 'no fracture' when a word before it in the clause denies it ('no evidence of a fracture',
 * "I don't see any effusion", 'to rule out a fracture').
 */
export const RESULT_FINDINGS: [string, string[]][] = [
  ['fracture', ['fractures?']],
  ['dislocation', ['dislocations?', 'dislocated']],
  ['displacement', ['displacement', 'displaced']],
  ['bony fragments', ['(?:bony |bone )?fragments?']],
  ['effusion', ['effusions?', 'fluid in the joint']],
  ['arthritis', ['arthritis', 'arthritic changes']],
  ['tear', ['tears?', 'torn']],
  ['bone spur', ['(?:bone |bony )?spurs?']],
  ['kidney stone', ['(?:kidney |renal )?stones?']],
  ['pneumonia', ['pneumonia']],
  ['mass', ['mass']],
  // A valve's leak or narrowing, written with its grade and valve ('mild-to-moderate mitral regurgitation').
  ['regurgitation', ['regurgitation']],
  ['stenosis', ['stenosis']],
  // Said mostly as denied: a stone that does not block the kidney ('no hydronephrosis').
  ['hydronephrosis', ['hydronephrosis']],
];

/**
 * Words that do not qualify a finding: of the words right before one, up to two that are none of these
 * are written with it, as its site, kind or size ('a proximal humerus fracture', 'mild arthritis').
 */
export const NOT_QUALIFYING = [
  ...['a', 'an', 'the', 'any', 'some', 'this', 'that', 'these', 'those', 'your', 'my', 'his', 'her', 'their'],
  ...['i', 'you', 'we', 'it', 'there', 'is', 'are', 'was', 'were', 'be', 'been', 'have', 'has', 'had', 'of'],
  ...['and', 'or', 'with', 'see', 'seeing', 'saw', 'shows?', 'showed', 'actually', 'also', 'just', 'like'],
  ...['little', 'bit', 'lot', 'um', 'uh', 'so', 'what', 'which', 'for', 'in', 'on', 'at', 'to', 'from'],
  ...['notice', 'noticed', 'noticing', 'appreciate', 'find', 'found', 'reveals?', 'revealed', 'demonstrated?'],
  ...['demonstrates', 'do', 'does', 'did', 'get', 'got', 'seen', "there's", "it's", "you've", 'here', 'development'],
  // A denial is written as 'no' before the qualified finding: 'no acute fracture'.
  ...['no', 'not', "n't", 'never', 'without', 'negative', 'rule', 'ruled', 'out', 'evidence', 'signs?'],
  // Hedges are written before the qualified finding: 'possible kidney stone'.
  ...['possible', 'possibly', 'probable', 'probably', 'likely', 'maybe', 'may', 'might', 'suspicious', 'concerning'],
];

/**
 * Units of a size said before a finding ('a 2 centimeter kidney stone'): written with the number said before
 * them ('2 centimeter kidney stone'); a unit whose number is not read is left out, not written alone.
 */
export const SIZE_UNITS = ['millimeters?', 'centimeters?', 'mm', 'cm', 'inch(?:es)?'];

/** Words that place a finding within a part, said between 'in the' and the part ('the proximal right ureter'). */
export const FINDING_PLACE_WORDS = [
  ...['left', 'right', 'upper', 'lower', 'mid', 'middle', 'proximal', 'distal'],
  ...['anterior', 'posterior', 'lateral', 'medial', 'inferior', 'superior'],
];

/** Words right before a finding that say it may be there: written with it ('possible kidney stone'). */
export const FINDING_HEDGED_BEFORE =
  '\\b(?:possible|possibly|probable|probably|likely|maybe|may be|might be|suspicious for|concerning for)(?: an?| some)? $';

/**
 * Words between a test's name and its value ('your a1c here is 9', 'the hemoglobin came back at 8.2',
 * 'tsh level was about 2'): the number after them is the test's value.
 */
export const VALUE_BETWEEN = [
  'is',
  'was',
  "'s",
  'of',
  'at',
  'came back',
  'came in',
  'here',
  'today',
  'now',
  'level',
  'levels',
  'value',
  'result',
  'about',
  'around',
  'approximately',
  'still',
  'up to',
  'down to',
  'went up to',
  'went down to',
  'has been',
];

/**
 * Words that make the value after them a test's latest, said after an earlier value of the same test ('your
 * a1c was 7.4 and now it's 6.9', 'it came down to 6.9', 'last year 240 and today it's 210'): the value
 * after them is today's, the one said before it an earlier one.
 */
export const LATEST_VALUE_LEADS = [
  "(?:now|today|this time)(?:,? (?:it's|it is|its|is|you're|you are|it came back|came back))?(?: at)?",
  "(?:came|went|is|it's|has come|has gone) (?:down|up) to",
];

/** Words after a number that make it no value of a test: a dose, an amount or a time ('now it's 500 mg'). */
export const NOT_A_LATEST_VALUE = [
  'mg',
  'milligrams?',
  'units?',
  'pounds?',
  'times?',
  'days?',
  'weeks?',
  'months?',
  'years?',
];

/** [written name, spoken names] of a measure a test gives, written with its value: 'ejection fraction 35%'. */
export const MEASURE_NAMES: [string, string[]][] = [
  ['ejection fraction', ['ejection fraction', 'ef', 'pumping function']],
];

/** When a result was taken, said with it ('two weeks ago', 'last time', 'in march'): written after it. */
export const RESULT_WHEN = [
  '(?:a|one|two|three|four|five|six|\\d+) (?:days?|weeks?|months?|years?) ago',
  'last (?:time|visit|week|month|year)',
  'in (?:january|february|march|april|may|june|july|august|september|october|november|december)',
];

/** A percentage said with an ejection fraction ('at about 45 %'). */
export const PERCENT = '(\\d+) ?(?:%|percent)';

/** A value said right after the result's words ('high at 8'), written after them: 'elevated at 8'. */
export const RESULT_VALUE = '^,? at (\\d+(?:\\.\\d+)?)(?! (?:\\d|percent|%|years?|months?|weeks?|days?))';
