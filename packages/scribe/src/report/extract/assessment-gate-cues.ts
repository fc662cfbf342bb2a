/**
 * The words the assessment's gate reads a problem line's shape by (assessment-gate.ts). Data only: each list
 * is regular-expression sources of whole words over the line in lower case.
 */

/**
 * Words that join a problem's name to what places or explains it: the name is what comes before the first
 * ('fracture of the right wrist', 'kidney stones in the ureter', 'back pain after a fall', 'neuropathy
 * suspicious for radiculopathy').
 */
export const NAME_ENDS = [
  'of',
  'in',
  'on',
  'at',
  'around',
  'involving',
  'with',
  'without',
  'after',
  'following',
  'from',
  'due to',
  'secondary to',
  'related to',
  'suspicious for',
  'consistent with',
  'close to',
  'to',
  'near',
  'versus',
  'vs',
];

/** How a clinician frames a problem they list as history: 'history of gout', 'status post knee replacement'. */
export const HISTORY_FRAMES = ['history of', 'status post', 's/p'];

/**
 * Heads that name a problem when the condition and symptom lexicons do not: a finding a clinician lists
 * ('memory loss', 'bunion pain', 'tobacco use', 'a lung nodule', 'foreign body').
 */
export const PROBLEM_HEADS = [
  'pain',
  'aches?',
  'loss',
  'gain',
  'swings',
  'reactions?',
  'use',
  'abnormality',
  'abnormalities',
  'deformity',
  'lesions?',
  'mass',
  'masses',
  'nodules?',
  'body',
  'bleeding',
  'burns?',
  'bites?',
  'stings?',
  'rash',
  'spasms?',
  'inflammation',
  'cysts?',
  'finding',
  'dysfunction',
  'defects?',
  'acne',
  'hives',
  'rigidus',
  'hypothermia',
  'allerg(?:y|ies)',
  'menopause',
  'goiter',
  'sepsis',
  'overweight',
  'obesity',
  'deconditioning',
  'dehydration',
  'poisoning',
  'overdose',
  'ingestion',
  '[a-z]*listhesis',
  '[a-z]*stones?',
  '[a-z]*aches?',
  String.raw`[a-z]+'s`,
];

/** A part named as the injured one: 'torn acl', 'herniated disc', 'broken wrist'. */
export const INJURED_WORDS = [
  'torn',
  'ruptured',
  'broken',
  'fractured',
  'sprained',
  'strained',
  'dislocated',
  'herniated',
  'bulging',
  'pinched',
  'infected',
  'inflamed',
  'enlarged',
];

/** Conditions named for the part they affect: 'mallet finger', 'frozen shoulder'. */
export const NAMED_FOR_A_PART = [
  'mallet finger',
  'trigger finger',
  'frozen shoulder',
  'tennis elbow',
  "golfer's elbow",
  "jumper's knee",
  "runner's knee",
  'flat feet',
  'club foot',
];

/**
 * Parts the medical words name beside the conditions ('kidney', 'tendon', 'acl'): a medical word of this kind
 * alone makes no problem ('deep tendon').
 */
export const PART_WORDS = [
  String.raw`tendon\w*`,
  'ligaments?',
  'meniscus',
  'acl',
  'mcl',
  'lcl',
  'pcl',
  'discs?',
  'kidneys?',
  'bladder',
  'thyroid',
  String.raw`sinus\w*`,
  String.raw`prostat\w*`,
];

/**
 * A level said of a measure names a problem: 'elevated blood pressure', 'low blood sugar', 'high cholesterol',
 * 'elevated alkaline phosphatase'.
 */
export const LEVEL_WORDS = ['elevated', 'high', 'low', 'raised', 'increased', 'decreased', 'abnormal'];

/**
 * Heads that say a problem is there but not which one: 'infection', 'an injury', 'stage 3 disease'. Such a line
 * is a problem only with a word that names what or where ('ear infection', 'right knee injury', 'kidney disease').
 */
export const GENERIC_HEADS = [
  'disease',
  'infections?',
  'injury',
  'injuries',
  'disorder',
  'problems?',
  'issues?',
  'conditions?',
  'illness',
  'pain',
  'wound',
  'trauma',
  'bleeding',
  'swelling',
];

/** Words that grade or place a generic head without naming it: 'stage 3 a disease', 'severe pain'. */
export const NOT_NAMING = [
  String.raw`\d+`,
  '[a-z]',
  'stage',
  'grade',
  'type',
  'class',
  'new',
  'newly',
  'mild',
  'moderate',
  'severe',
  'acute',
  'some',
  'possible',
  'probable',
  'likely',
  'left',
  'right',
  'bilateral',
  'both',
];

/**
 * Words no problem's name holds: a person ('his left humerus'), a verb ('failure to correct'), a hedge or filler
 * said mid-line ('nonunion possible failure'). A line with one is words from the talk, not a name.
 */
export const NEVER_IN_A_NAME = [
  'i',
  'me',
  'my',
  'you',
  'your',
  'he',
  'him',
  'she',
  'we',
  'our',
  'they',
  'it',
  'its',
  'this',
  'that',
  'these',
  'those',
  'um',
  'uh',
  'like',
  'okay',
  'so',
  'just',
  'really',
  'maybe',
  'possibly',
  'probably',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'has',
  'have',
  'had',
  'do',
  'does',
  'did',
  'get',
  'got',
  'go',
  'going',
  'think',
  'see',
  'looks?',
  'seems?',
  'can',
  'could',
  'would',
  'will',
  'should',
  'might',
  'need',
  'want',
  'correct',
];

/** A hedge said between two names ('nonunion possible failure'): a line with one mid-way is two said together. */
export const MID_HEDGES = ['possible', 'probable', 'likely', 'suspected'];

/**
 * Heads of a test, a procedure or a visit, not a problem: 'kidney transplant', 'pap smear', 'medication refill',
 * 'follow-up'. Listed as history ('status post …', 'history of …') a procedure is the clinician's problem line.
 */
export const NOT_PROBLEM_HEADS = [
  'transplant',
  'refills?',
  String.raw`follow[- ]?up`,
  'visit',
  'exam',
  'examination',
  'physical',
  'check(?:up)?',
  'screening',
  'smear',
  'injections?',
  'vaccines?',
  'vaccination',
  'colonoscopy',
  'mammogram',
  'therapy',
  'medications?',
  'management',
  'counseling',
  'evaluation',
  'workup',
];

/**
 * The patient's part named after the problem ('cellulitis of his lower legs') is a written form; before it or
 * in the name ('his fracture') it is words from the talk.
 */
export const POSSESSIVES = ['his', 'her', 'their'];

/** Joining words a name never ends on: 'knee pain and' is words run on past the name. */
export const DANGLING_ENDS = ['and', 'or', 'a', 'an', 'the', 'of', 'to', 'for', 'with'];

/** A side said after the name with no word to place it ('abdominal infection right'); 'tear on the left' places it. */
export const SIDES = ['left', 'right', 'bilateral'];
