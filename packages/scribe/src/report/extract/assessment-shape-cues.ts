/**
 * Wordings that are not a problem's name, so an assessment line worded so is offered as said, not written.
 * Data only: assessment-shapes.ts reads it. Regular-expression sources over the line in lower case.
 */

/** A line that opens as a clause, not a name: 'had this sharp pain in the left', 'developed an ulcer'. */
export const CLAUSE_START = ['had', 'has', 'have', 'developed', 'never', 'got', 'been'];

/** A verb inside the line makes it a sentence: 'x-rays show bronchitis', 'turning makes the dizziness worse'. */
export const CLAUSE_VERBS = ['shows?', 'showed', 'makes?', 'made'];

/**
 * An operation as the line's head: a procedure goes to the plan or the history, not the problem list
 * ('surgery for a brain tumor', 'prior rotator cuff repair', 'status post reduction mammoplasty').
 */
export const OPERATION_HEADS = [
  'surgery',
  'repair',
  'reconstruction',
  'replacement',
  String.raw`[a-z]+ectomy`,
  String.raw`[a-z]+plasty`,
  String.raw`[a-z]+otomy`,
];

/** Words that make an operation the cause of the line's problem, not its head: 'pain after knee replacement'. */
export const BROUGHT_ON_BY = ['after', 'following', 'since'];

/**
 * How a clinician lists an operation as a problem of its own, the visit after it or a history they dictate:
 * 'status post reduction mammoplasty', 'history of hernia repair'.
 */
export const AFTER_OPERATION = ['status post', 's/p', 'post-?op(?:erative)?', 'history of'];

/**
 * Words that make a line a problem a clinician lists when the condition and symptom lexicons do not name it: a
 * finding's words ('elevated blood pressure', 'memory loss', 'bunion pain') and a habit as a problem ('tobacco
 * use'). A line with one of these is never a part, a measure or a habit alone.
 */
export const PROBLEM_WORDS = [
  'pain',
  'aches?',
  'loss',
  'swings',
  'reactions?',
  'use',
  'elevated',
  'high',
  'low',
  'abnormal(?:ity|ities)?',
  'findings?',
  'thickening',
];

/**
 * What is no problem said alone, beside the parts of the body of the shared vocabulary: parts it does not list,
 * a measure a clinician checks and a habit they ask about ('prostate', 'blood sugar', 'mood', 'drinking and
 * smoking'). A line made only of these, sides and joining words is held: the problem was in words around it.
 */
export const NOT_PROBLEMS_ALONE = [
  'prostate',
  'liver',
  'skin',
  'eyes?',
  'ears?',
  'throat',
  'blood pressure',
  'blood sugars?',
  'sugars?',
  'glucose',
  'cholesterol',
  'weight',
  'mood',
  'sleep',
  'diet',
  'exercise',
  'alcohol',
  'drinking',
  'smoking',
  'tobacco',
  'caffeine',
];

/**
 * Words that describe a problem without naming it: 'it's most likely viral', 'probably muscular', 'this is
 * benign'. Said alone they leave out what is viral or benign, so the line is held, the words offered.
 */
export const DESCRIBING_ALONE = [
  'viral',
  'bacterial',
  'fungal',
  'infectious',
  'inflammatory',
  'allergic',
  'benign',
  'muscular',
  'musculoskeletal',
  'mechanical',
  'functional',
  'chronic',
  'acute',
  'mild',
  'moderate',
  'severe',
];

/** Words that join or place the parts of such a line: sides, articles, 'and'. */
export const JOINING_WORDS = [
  'left',
  'right',
  'bilateral',
  'both',
  'and',
  'or',
  'the',
  'a',
  'an',
  'your',
  'his',
  'her',
  'of',
];

/**
 * Words that open a visit, not a problem: 'follow-up of severe osteoarthritis', 'recheck for the prostatitis',
 * 'evaluation for allergy', 'establishing care for diabetes'. The problem is what they are for.
 */
export const VISIT_LEADS = [
  String.raw`follow[- ]?up (?:of|for|on)`,
  String.raw`re-?check (?:of|for|on)`,
  String.raw`evaluation (?:of|for)`,
  String.raw`establish(?:ing)? care (?:for|of)`,
  String.raw`(?:here|seen|coming in) (?:today )?for`,
];

/** A test the clinician reads a condition from: 'x-rays show bronchitis', 'the biopsy showed melanoma'. */
export const TEST_HEADS = [
  String.raw`x-?rays?`,
  'films?',
  'scans?',
  'mri',
  'ct',
  'ultrasound',
  'echo(?:cardiogram)?',
  'ekg',
  'ecg',
  'biopsy',
  'labs?',
  'lab work',
  'blood ?work',
  'blood tests?',
  'urine(?: test)?',
  'cultures?',
  'results?',
  'imaging',
  'swab',
  'tests?',
];

/** The verbs of a test's reading: 'shows', 'showed', 'revealed', 'confirms'. */
export const SHOWS = [
  'shows?',
  'showed',
  'reveal(?:s|ed)?',
  'confirm(?:s|ed)?',
  'demonstrat(?:es|ed)',
  'is consistent with',
];
