import { EXAMINER_SENSES, I_APPRECIATE, LET_ME_EXAMINE, ON_EXAM } from './examining-words.js';

/**
 * The parts of an examination a clinician names while examining, each with the words that name it in
 * speech and the report field a reader of the note looks under for it. Data only: extract/exam-read.ts
 * reads it.
 *
 * - `label`: how a written note heads the part's findings ('Lungs', 'Abdomen', 'Knee').
 * - `field`: the report's physical-exam field. The report has four: systems it has no field for go where
 *   a clinician looks for them (head, neck, abdomen, skin and the rest of a general survey under general
 *   appearance; limbs, joints, the back, nerves and pulses under extremities), each under its own label.
 * - `cues`: regular-expression sources over normalised text (lower case), as whole words.
 * - `own`: a part whose words name only its own findings ('pulses'): a finding said after it belongs to the
 *   part examined before.
 * - `sided`: a part that has a right and a left ('right shoulder'), so the side said with it heads it.
 *
 * Rows are tried in order at each place: a longer name that starts like a shorter one comes first.
 */
/**
 * The parts of each limb, the whole named first: a limb said plainly normal ('your legs are fine', 'the leg
 * looks good') is not normal where a part of it has a finding ('3 out of 5 strength in both legs').
 */
export const LIMB_PARTS: string[][] = [
  ['Lower extremities', 'Hip', 'Thigh', 'Knee', 'Leg', 'Ankle', 'Foot'],
  ['Upper extremities', 'Shoulder', 'Elbow', 'Wrist', 'Hand', 'Finger', 'Arm'],
];

export type ExamField = 'generalAppearance' | 'cardiovascular' | 'respiratory' | 'extremities';

export interface ExamSystem {
  label: string;
  field: ExamField;
  cues: string[];
  sided?: boolean;
  own?: boolean;
}

export const EXAM_SYSTEMS: ExamSystem[] = [
  { label: 'General', field: 'generalAppearance', cues: ['general appearance', 'constitutional', 'you appear'] },
  {
    label: 'Heart',
    field: 'cardiovascular',
    cues: [
      'heart(?! rate| failure| disease| attack| problems?| condition| doctor| medicines?)',
      'cardiac exam\\w*',
      'cardiovascular exam\\w*',
    ],
  },
  {
    label: 'Lungs',
    field: 'respiratory',
    cues: [
      'lungs?',
      'lung fields?',
      'lung exam\\w*',
      'pulmonary exam\\w*',
      'respiratory exam\\w*',
      // A dictated heading: 'respiratory: clear, no wheezing'; not the respiratory rate or an infection.
      'respiratory(?=(?: notate)?\\s*:)',
    ],
  },
  { label: 'Chest', field: 'respiratory', cues: ['chest wall', 'chest'] },
  { label: 'Neck', field: 'generalAppearance', cues: ['neck', 'thyroid', 'cervical spine'] },
  { label: 'Throat', field: 'generalAppearance', cues: ['throat', 'tonsils?', 'pharynx', 'oropharynx'] },
  {
    label: 'Ears',
    field: 'generalAppearance',
    cues: ['ears?', 'ear canals?', 'tympanic membranes?', 'eardrums?'],
    sided: true,
  },
  { label: 'Nose', field: 'generalAppearance', cues: ['nose', 'nasal (?:exam\\w*|turbinates|passages?)', 'sinuses'] },
  { label: 'Eyes', field: 'generalAppearance', cues: ['eyes?', 'pupils?', 'conjunctiva\\w*'] },
  { label: 'Head', field: 'generalAppearance', cues: ['head', 'scalp', 'face', 'facial exam\\w*'] },
  { label: 'Mouth', field: 'generalAppearance', cues: ['mouth', 'oral cavity', 'teeth', 'tongue', 'gums'] },
  {
    label: 'Abdomen',
    field: 'generalAppearance',
    cues: ['abdomen', 'abdominal exam\\w*', 'abdominal', 'belly', 'stomach', '(?:right|left) (?:upper|lower) quadrant'],
  },
  { label: 'Breasts', field: 'generalAppearance', cues: ['breasts?'], sided: true },
  // Tenderness over the kidney, said 'cva tenderness': the flank, not the abdomen in front.
  {
    label: 'Costovertebral angle',
    field: 'generalAppearance',
    cues: ['cva', 'costovertebral angles?', 'costovertebral'],
    sided: true,
  },
  {
    label: 'Pelvic',
    field: 'generalAppearance',
    cues: ['(?:pelvic|vaginal|bimanual) exam\\w*', 'vaginal vault', 'cervix', 'labia', 'uterus'],
  },
  { label: 'Adnexa', field: 'generalAppearance', cues: ['adnexa\\w*'], sided: true },
  { label: 'Testicle', field: 'generalAppearance', cues: ['testicles?', 'testes', 'testicular'], sided: true },
  { label: 'Genitourinary', field: 'generalAppearance', cues: ['genital\\w*', 'scrotum', 'penis'] },
  { label: 'Prostate', field: 'generalAppearance', cues: ['prostate(?: gland)?'] },
  { label: 'Lymph nodes', field: 'generalAppearance', cues: ['lymph nodes?', 'armpits?', 'axilla\\w*', 'groin'] },
  { label: 'Skin', field: 'generalAppearance', cues: ['skin', 'incisions?', 'scars?'] },
  {
    label: 'Back',
    field: 'extremities',
    cues: [
      'lower back',
      // 'Bend the knee back', 'lean back', 'push it back': a direction a part or the patient moves, not the back.
      '(?<!\\b(?:knee|knees|leg|legs|arm|arms|head|neck|foot|hand|shoulders?|it|them|lean|lie|lay|sit|bend|push|pull|tilt|bring|come|go) )back(?! to| in| here| up| and forth| on| out)',
      '(?:lumbar|thoracic) spine',
      'spine',
      'paraspinal\\w*',
    ],
  },
  {
    label: 'Lower extremities',
    field: 'extremities',
    cues: ['lower extremit(?:y|ies)', 'legs', 'lower legs'],
    sided: true,
  },
  { label: 'Upper extremities', field: 'extremities', cues: ['upper extremit(?:y|ies)', 'arms'], sided: true },
  { label: 'Extremities', field: 'extremities', cues: ['extremit(?:y|ies)'] },
  { label: 'Shoulder', field: 'extremities', cues: ['shoulders?'], sided: true },
  { label: 'Elbow', field: 'extremities', cues: ['elbows?'], sided: true },
  { label: 'Wrist', field: 'extremities', cues: ['wrists?'], sided: true },
  { label: 'Hand', field: 'extremities', cues: ['hands?(?![- ]side)', 'palms?'], sided: true },
  { label: 'Finger', field: 'extremities', cues: ['fingers?', 'thumbs?'], sided: true },
  { label: 'Arm', field: 'extremities', cues: ['arm', 'forearm', 'upper arm'], sided: true },
  { label: 'Hip', field: 'extremities', cues: ['hips?'], sided: true },
  { label: 'Thigh', field: 'extremities', cues: ['thighs?', 'upper leg'], sided: true },
  { label: 'Knee', field: 'extremities', cues: ['knees?'], sided: true },
  { label: 'Leg', field: 'extremities', cues: ['leg', 'calf', 'calves', 'shin'], sided: true },
  { label: 'Ankle', field: 'extremities', cues: ['ankles?', '(?:lateral |medial )?malleol\\w*'], sided: true },
  { label: 'Foot', field: 'extremities', cues: ['foot', 'feet', 'heel', 'toes?'], sided: true },
  { label: 'Neuro', field: 'extremities', cues: ['neuro\\w* exam\\w*', 'neurologic\\w*'] },
  { label: 'Vascular', field: 'extremities', cues: ['pulses?', 'capillary refill'], own: true },
];

/**
 * Words that say the clinician is examining: the exam named, listening, pressing, looking. A clinician's
 * clause with one of them opens the examination; findings are read from there on.
 */
export const EXAM_OPENERS = [
  '(?<!annual |yearly |routine )exam',
  'examine',
  'examining',
  '(?<!annual )examination',
  'physical exam\\w*',
  'listen\\w*',
  'auscultat\\w*',
  'palpat\\w*',
  'breathe in',
  'deep breaths?',
  'take a (?:quick )?look',
  LET_ME_EXAMINE,
  'let me see',
  "(?:i'm|we're) (?:going to|gonna) (?:check|look|feel|press|push|examine|listen)",
  "(?:i|we)(?: will|'ll) (?:check|look|feel|press|push|examine|listen)",
  I_APPRECIATE,
  ...EXAMINER_SENSES,
  // Opening an examination, 'I feel' is the examiner's hand; elsewhere it is as often the patient ('I feel dizzy').
  "i (?:do |do not |don't )?feel",
  ON_EXAM,
];

/**
 * Words of what is not an examination finding: a result (imaging, tests) or a diagnosis named while
 * examining ('your x-ray shows a fracture', 'what I see is a humerus fracture'). A clause with one of them
 * is left out; results are read elsewhere, diagnoses into the assessment.
 */
export const NOT_FINDINGS = [
  'x-?rays?',
  'mri',
  'ct',
  'cat scan',
  'scans?',
  'ultrasound',
  'imaging',
  'films?',
  'ekg',
  'ecg',
  'echo\\w*',
  'labs?',
  'lab work',
  'blood work',
  'blood tests?',
  'results?',
  'reviewed',
  'impression',
  'assessment',
  'diagnos\\w*',
  'fractures?',
  'fractured',
  'broken',
  'sprain\\w*',
  'tear',
  'torn',
  // What a treatment is for ('that will help reduce the swelling') is no finding.
  'reduce',
  'help (?:with|reduce|decrease|bring down|the)',
  'bring (?:down|that down|it down)',
  'get rid of',
  'looks like you (?:have|had|hurt|injured|broke)',
  'you (?:hurt|injured|broke)',
  'i see (?:here )?that you',
  // What the plan does with it ('the nodule should be evaluated by urology', 'a referral for it') is no finding.
  '(?:should|will|needs? to|has to) be (?:evaluated|checked|looked at|seen|followed)',
  'referr?(?:al|ed|ing)?',
  // What the patient told or another clinician found ('the swelling you mentioned', 'the murmur your other doctor
  // heard') is no finding of this examination.
  'you (?:mentioned|told me about|described|reported|noticed)',
  '(?:your|the) (?:other |previous |last |old |regular |family |primary care )?(?:doctor|physician|provider|cardiologist|specialist) (?:heard|found|saw|felt|noticed|noted|said)',
];

/**
 * Words where the clinician turns from what is found to what it means ('edema, which is probably from the
 * salt'): a clause is read up to them.
 */
export const JUDGEMENTS = [
  'which',
  'that means',
  'probably',
  'likely',
  'consistent with',
  'sounds like',
  'i think',
  'i believe',
  'i suspect',
  "i'm (?:a little )?(?:concerned|worried)",
  'because',
  // A likeness, not a finding: 'a nodule that does not feel as if it is part of the epididymis'.
  'as if',
  'as though',
  'that we',
  "that's (?:great|good|fine|reassuring)",
];

/** A turn starting the discussion of what was found ('so for your…', 'let's talk about') closes the examination. */
export const EXAM_ENDINGS = [
  'so for your',
  'for your \\w+ (?:i|we)',
  "let's talk about",
  'what i want to do',
  "what i'd like to do",
  "i'd like to order",
  "i'm going to order",
  "i'm gonna order",
];

/** Words opening what the clinician is about to do ('I'm going to listen to your heart'), not what was found. */
export const EXAM_ACTIONS = [
  "i'm gonna",
  "i'm going to",
  'let me',
  "let's",
  "i'll",
  'i will',
  'i want to',
  "i'd like to",
  "we'll",
  "we're gonna",
  "we're going to",
  'can you',
  'could you',
  'go ahead and',
];

/**
 * What the clinician goes on to do when announcing the next step of the examination ('I'd like to do a focused
 * exam of your left foot', 'let me take a look', 'I'm going to listen'): said after one of EXAM_ACTIONS, they open
 * a new clause even in speech run on without a pause ('… moving good air I'd like to examine your left foot').
 */
export const EXAM_STEPS = ['do', 'take', 'check', 'examine', 'look', 'listen', 'feel', 'press', 'palpate'];

/**
 * Words asking the patient to put one part by another ('place your hand above your head', 'put your hands
 * on your hips'): the parts named only place the patient for examining a part not named (a breast, an
 * armpit), so what is found next is neither's. Read as the verb, 'your' and a part, then a place word.
 */
export const POSITIONING_VERBS = ['place', 'put', 'raise', 'lift', 'rest', 'hold', 'bring', 'reach'];
export const POSITIONING_PLACES = ['above', 'over', 'behind', 'on', 'under', 'at', 'by', 'to', 'onto', 'up to'];
