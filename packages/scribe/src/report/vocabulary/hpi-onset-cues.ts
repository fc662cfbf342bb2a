import { SITE_PARTS } from './complaint-cues.js';

/**
 * Words of how the complaint began and where the pain spreads: what brought the patient in, what they were
 * doing, how it came on, what they heard or felt. Data only: the rules that read them are extract/hpi-onset.ts.
 */

/**
 * Verbs of pain travelling on from where it is, in the present ('it goes down my leg', 'does it shoot down
 * your arm?') and the past ('it shot into my arm').
 */
export const SPREADS_NOW: readonly string[] = [
  'radiate',
  'go',
  'shoot',
  'travel',
  'spread',
  'radiates',
  'radiating',
  'goes',
  'going',
  'shoots',
  'shooting',
  'travels',
  'travel(?:l)?ing',
  'spreads',
  'spreading',
];
/** The same verbs in the past ('it radiated down to my groin'): the note tells it as radiated. */
export const SPREAD_BEFORE: readonly string[] = ['radiated', 'shot', 'travel(?:l)?ed', 'spread', 'went'];

/** What the spreading is said of: the pain itself or 'it' ('the pain goes', 'it sometimes shoots'). */
export const SPREAD_SUBJECTS: readonly string[] = ['it', 'pain', 'that', 'which', 'ache'];

/** Words between the subject and the verb that leave the telling as it is ('it kind of goes', 'it would radiate'). */
export const SPREAD_FILLERS: readonly string[] = [
  'kind of',
  'sort of',
  'also',
  'sometimes',
  'usually',
  'would',
  'will',
];

/** Which way it goes, once or twice ('down into', 'all the way down to', 'almost down to'). */
export const SPREAD_WAYS: readonly string[] = [
  'all the way',
  'almost',
  'right',
  'down',
  'up',
  'into',
  'to',
  'toward',
  'towards',
  'around',
  'across',
  'through',
];

/** Where pain goes besides the parts a complaint is named by ('down the back of my thigh'). */
export const SPREAD_PARTS: readonly string[] = [
  ...SITE_PARTS,
  'thigh',
  'calf',
  'shin',
  'shoulder blade',
  'testicle',
  'armpit',
];

/** Words before a part that narrow it and stay in the note ('left arm', 'lower back'). */
export const SPREAD_PART_SIDES: readonly string[] = ['left', 'right', 'lower', 'upper', 'inner', 'outer'];

/**
 * What the patient heard or felt as the injury happened, as a note tells it: a pop or a snap at the moment of
 * injury points to a torn ligament or tendon.
 */
export const ONSET_SENSATIONS: readonly { told: string; cues: readonly string[] }[] = [
  { told: 'hearing a pop', cues: ['i heard (?:a |like a |this |something |it )?(?:loud )?(?:pop|popping|snap)\\w*'] },
  { told: 'feeling a pop', cues: ['i felt (?:a |like a |this |something |it )?(?:pop|popping|snap)\\w*'] },
];

/** The emergency department as said ('the er', 'the emergency room', 'the ed'). */
const EMERGENCY = '(?:the )?(?:er|ed|emergency room|emergency department|emergency)';
/**
 * Who was taken there or went: the patient ('i', or 'you' spoken to), or 'me' taken by another. A 'she' or
 * 'he' may be a relative talked of, so is not read.
 */
const WENT = [
  '(?:i|you|we) (?:went|came|ended up|had to go)',
  'did you (?:go|have to go)',
  '(?:took|brought|drove|rushed|sent) me',
  '(?:i|you) (?:was|were|got) (?:taken|brought|sent)',
].join('|');

/**
 * What brought the patient in before today, as a note tells it: a visit to the emergency department or a
 * hospital stay, told by the patient or told back by the clinician ('i heard you went to the er'). The first
 * row said wins, so an admission is told over the emergency visit that led to it.
 */
export const CARE_SOUGHT: readonly { told: string; cues: readonly string[] }[] = [
  {
    told: 'was admitted to the hospital',
    cues: [
      // Admitted to a hospital, not to a school: 'admitted' said alone, or to the hospital or a ward.
      '(?:i|you) (?:was|were|got) hospitalized',
      '(?:i|you) (?:was|were|got) admitted(?= *(?:$|[,.;]|(?:to|into|in) (?:the )?(?:hospital|icu|ward)|for|overnight|last|on|yesterday|and))',
      "(?:i|you)(?: was|'s| were| have been|'ve been| has been) (?:just )?(?:in|out of) the hospital",
      '(?:i|you) ended up in the hospital',
      '(?:since|after) (?:you|i) (?:were|was|got) (?:discharged|out of the hospital)',
    ],
  },
  {
    told: 'was seen in the emergency department',
    cues: [
      `(?:${WENT}) (?:in)?to ${EMERGENCY}`,
      `(?:i|you)(?: was|'s| were| have been|'ve been| has been) (?:just )?(?:in|at) ${EMERGENCY}`,
      `(?:i|you) visited ${EMERGENCY}`,
      `(?:i|you) ended up (?:in|at) ${EMERGENCY}`,
    ],
  },
];

/**
 * Words that put a visit or an injury to another time than this complaint's ('years ago', 'last year', 'in
 * high school'): such a visit or injury is an old one, not what brought the patient in.
 */
export const LONG_AGO: readonly string[] = [
  '(?:(?:\\d+|a few|several|many|a couple(?: of)?) )?years? ago',
  'last year',
  'in (?:19|20) ?\\d\\d',
  'in [5-9]\\d(?! (?:minutes?|hours?|days?|weeks?|months?|years?|mg|percent))',
  'as a (?:kid|child|baby)',
  'when (?:i|you) (?:was|were) (?:a kid|a child|little|younger|pregnant)',
  'back in',
  'in (?:high school|college|the army|the military)',
];

/**
 * How the complaint began, as a note tells it after 'the pain': all at once or little by little. Said of the
 * complaint (the turn names the pain) by the patient of themselves.
 */
export const ONSET_MANNERS: readonly { told: string; cues: readonly string[] }[] = [
  {
    told: 'began suddenly',
    cues: ['sudden onset', 'all of a sudden', 'suddenly', 'out of nowhere', 'out of the blue', 'came on sudden(?:ly)?'],
  },
  {
    told: 'began gradually',
    cues: ['gradual onset', 'gradually (?:came on|started|began)', 'came on (?:gradually|slowly)'],
  },
];

/** A clinician's question of the past history: a hospital stay told in answer is an old one. */
export const HISTORY_QUESTIONS: readonly string[] = [
  'medical history',
  'past history',
  'in the past',
  'any surger(?:y|ies)',
  'medical (?:problems|issues|conditions)',
];

/**
 * What a patient may have been doing when the complaint began ('i was playing basketball and …'), told as a
 * note does ('began while playing basketball'). Only these verbs are read: 'i was thinking', 'i was going'
 * tell no circumstance.
 */
export const ACTIVITIES: readonly string[] = [
  'playing',
  'running',
  'jogging',
  'walking',
  'hiking',
  'lifting',
  'moving',
  'carrying',
  'pushing',
  'pulling',
  'throwing',
  'working',
  'taking out',
  'cleaning',
  'gardening',
  'mowing',
  'shoveling',
  'skiing',
  'snowboarding',
  'skating',
  'biking',
  'cycling',
  'riding',
  'climbing',
  'jumping',
  'swimming',
  'dancing',
  'exercising',
  'reaching',
  'bending',
  'stepping',
  'chasing',
  'coaching',
  'practicing',
  'training',
  'wrestling',
  'boxing',
  'golfing',
  'bowling',
  'painting',
  'hammering',
  'digging',
  'raking',
  'shopping',
  'unloading',
  'loading',
];

/**
 * Words that end what the patient was doing: the next clause ('… and then i fell', '… when it popped'), or
 * when it was ('… last night'), which the history tells by its onset.
 */
export const ACTIVITY_ENDS: readonly string[] = [
  'last',
  'yesterday',
  'today',
  'this (?:morning|afternoon|evening|weekend|week)',
  'earlier',
  'over the weekend',
  'and',
  'when',
  'but',
  'so',
  'then',
  'because',
  'i',
  "i'm",
  'it',
  'like',
  'um',
  'uh',
  'you know',
];

/** Words after the activity in the same turn that tell the complaint began then ('… and i fell', '… and it started hurting'). */
export const ONSET_EVENTS: readonly string[] = [
  'fell',
  'slipped',
  'tripped',
  'twisted',
  'rolled',
  'landed',
  'popped',
  'ran into me',
  'hit me',
  'started',
  'began',
  'developed',
  'hurt',
  'pain',
];
