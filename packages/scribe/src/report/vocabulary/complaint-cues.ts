import { LET_ME_EXAMINE } from './examining-words.js';
/**
 * Words of a located complaint, for the chief complaint ('Right upper arm pain', 'Left ankle injury
 * after a fall'). Data only: the rules that read them are extract/complaint-site.ts and extract/story.ts.
 * Body parts and side words are the checker's own (claims/body-parts.ts, claims/sides.ts).
 */

/** Body parts a complaint is written with, by the name claims/body-parts.ts gives them; organs and heart parts are left out. */
export const SITE_PARTS: readonly string[] = [
  'knee',
  'hip',
  'ankle',
  'foot',
  'toe',
  'leg',
  'arm',
  'shoulder',
  'elbow',
  'wrist',
  'hand',
  'finger',
  'thumb',
  'eye',
  'ear',
  'neck',
  'back',
  'chest',
  'abdomen',
  'flank',
  'groin',
  'jaw',
  'breast',
  'rib',
  'buttock',
  'face',
  'pelvis',
];

/** Words said before a part that narrow it ('upper arm', 'middle finger', 'great toe'), kept in the complaint. */
export const PART_MODIFIERS: readonly string[] = [
  'upper',
  'lower',
  'middle',
  'index',
  'ring',
  'pinky',
  'little',
  'great',
  'big',
  'inner',
  'outer',
  'mid',
];

/**
 * What the complaint is, by the words said with the part: the first row whose cue is said wins. 'sore' is
 * an ulcer only as a noun ('a sore on my lip', 'these sores'); said of a part ('my ankle is sore', 'a sore
 * knee') it is pain.
 */
export const COMPLAINT_KINDS: readonly { noun: string; cues: readonly string[] }[] = [
  { noun: 'ulcer', cues: ['ulcers?', 'sores', 'sore (?:on|in|that|there)', 'wounds?'] },
  {
    noun: 'injury',
    cues: ['injur\\w*', 'hurt (?:my|your|his|her)', 'twisted', 'sprain\\w*', 'jammed', 'broke', 'fell', 'landed on'],
  },
  {
    noun: 'pain',
    cues: ['pain\\w*', 'hurts?', 'hurting', 'sore', 'aches?', 'aching', 'killing me', 'bother\\w*', 'problems?'],
  },
  { noun: 'swelling', cues: ['swell\\w*', 'swollen'] },
  { noun: 'numbness', cues: ['numb\\w*', 'tingl\\w*'] },
  { noun: 'twitching', cues: ['twitch\\w*'] },
  { noun: 'lump', cues: ['lumps?', 'mass', 'bumps?'] },
];

/** What brought the complaint on, as a note says it: each row's cues said by the patient give its phrase. */
export const MECHANISMS: readonly { phrase: string; cues: readonly string[] }[] = [
  {
    phrase: 'a motor vehicle accident',
    cues: ['rear-?ended', 'car accident', 'motor vehicle accident', 'car crash', 'hit by a car', 't-?boned'],
  },
  {
    phrase: 'a fall',
    cues: [
      'i (?:just )?(?:fell|slipped)',
      'slipped and fell',
      'fell (?:down|off|on)',
      // Landing on one's own body or the ground is a fall; landing on another player's foot is not.
      'landed (?:hard )?on (?:my|his|her|your|the (?:ground|floor|ice|pavement|concrete))\\b',
      'tripped',
    ],
  },
  { phrase: 'a twisting injury', cues: ['twisted', 'rolled (?:my|it)', 'stepped (?:off|on|wrong)'] },
  { phrase: 'lifting', cues: ['lifting', 'lifted'] },
  {
    phrase: 'moving something heavy',
    cues: [
      '(?:mov(?:e|ed|ing)|push(?:ed|ing)?|carr(?:y|ied|ying)) (?:a |the |some |our |my )?(?:heavy |big )?(?:furniture|box(?:es)?|refrigerator|fridge|couch|sofa|dresser)',
    ],
  },
];

/**
 * Words before a mechanism's cue that make it what worsens the complaint, not what brought it on ('it hurts
 * when i try lifting anything', 'every time i lift'): a note's 'began after lifting' would then be invented.
 */
export const WORSE_WITH_BEFORE: readonly string[] = [
  'when(?:ever)? (?:i|she|he|you|we)',
  'every ?time',
  'trying to',
  'try to',
  'worse (?:with|when|after)',
  'hurts? (?:with|when|after)',
  'pain (?:with|when)',
];

/** The parts of `SITE_PARTS` with no left and right: a diagnosis of them takes no side. */
export const UNSIDED_PARTS: readonly string[] = ['neck', 'back', 'chest', 'abdomen', 'jaw', 'face', 'pelvis'];

/** A part within a larger one whose side tells its own: a side said for the hand is the finger's. */
export const PART_WITHIN: Readonly<Record<string, string>> = { finger: 'hand', thumb: 'hand', toe: 'foot' };

/** What a patient did to a part, as the complaint a note names ('i burned my hand' is a hand burn). */
export const INJURY_NOUNS: Readonly<Record<string, string>> = {
  burned: 'burn',
  cut: 'cut',
  hurt: 'injury',
  injured: 'injury',
  broke: 'fracture',
  fractured: 'fracture',
  twisted: 'injury',
  sprained: 'sprain',
  scratched: 'scratch',
};

/** Words before a part that say both sides have it ('both knees', 'bilateral hand numbness'). */
export const BOTH_SIDES: readonly string[] = ['both', 'bilateral', 'bilaterally', 'both of (?:my|your|his|her) '];

/** Words of a visit that is not for a located complaint ('annual exam', 'follow-up of diabetes'): such a reason stays as said. */
export const VISIT_WORDS: readonly string[] = [
  'exam',
  'check-?up',
  'physical',
  'follow-?up',
  'follow up',
  'visit',
  'refill',
  'results?',
  'labs?',
  'screening',
  'consultation',
  'evaluation of',
];

/**
 * Words by which a clinician's statement speaks of the patient beyond the reporting words of the symptom
 * reader ('you hurt your left ankle'); 'my' is the patient's own telling under the clinician's label
 * ('my head hit the sidewalk'). Without them a part with its side is the clinician's own finding
 * ('there is one in the right groin').
 */
export const SAID_OF_PATIENT: readonly string[] = ['you', 'my'];

/**
 * Words of an operation or a past event ('you had a right breast lumpectomy last year', 'my left hip replacement'):
 * a part named with its side beside them is history, no complaint until a complaint word is said of it.
 */
export const PART_HISTORY_WORDS: readonly string[] = [
  '[a-z]+(?:ectomy|ectomies|plasty|otomy|oscopy)',
  'surgery',
  'surgeries',
  'operation',
  'biopsy',
  'replacement',
  'repair',
  'removed',
  'radiation',
  'last (?:year|month|week)',
  '(?:years|months) ago',
];

/**
 * Words that turn from how a complaint was to how it is today ('it started on the right side and now it's on the
 * left', 'my right knee used to hurt but these days it's my left'): a side said before them is the past's, one after
 * them today's.
 */
export const NOW_WORDS: readonly string[] = ['now', 'these days', 'nowadays', 'today', 'currently', 'at the moment'];

/**
 * A clinician examining as they speak ('i also felt your lymph nodes', 'when i press here'): what they name
 * so is a finding. Read beside the examiner's narration words (EXAM_NARRATION_WORDS, which hold 'on exam'
 * from vocabulary/examining-words.ts); these are the acts of examining in the past or as they happen.
 */
export const EXAMINING_WORDS: readonly string[] = [
  'i (?:also )?(?:felt|palpated|examined)',
  'non-? ?tender',
  'tender to',
  LET_ME_EXAMINE,
  'when i (?:press|push|feel|move)',
];

/** How many utterances into the consultation a located complaint is looked for when no reason names one. */
export const OPENING_REACH = 24;

/** How many utterances after the complaint is first named its side may still be said ('which knee?' 'my right'). */
export const SIDE_REACH = 20;

/**
 * Words after a part that tell how it was held, not that it hurts ('i fell with both arms outstretched and landed on
 * my left wrist'): such a part is no complaint's place, and 'both' before it says no bilateral complaint.
 */
export const POSTURE_AFTER_PART: readonly string[] = [
  'outstretched',
  'stretched out',
  'out in front',
  'held out',
  'extended',
  'raised',
];

/** How many utterances before a question for a side alone ('which side?', 'left or right?') the part it asks of may be named. */
export const SIDE_QUESTION_REACH = 6;
