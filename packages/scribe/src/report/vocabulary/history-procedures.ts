import { PROCEDURES } from './procedures.js';

/** Whose organ or valve a lay telling names: 'took out my gallbladder', 'replaced his valve'. */
const WHOSE = '(?:my|your|his|her|the)';

/**
 * Operations a past history names, as a note writes them, then the words said for them, clinical and lay
 * ('had my gallbladder out', 'they replaced my valve', 'a bypass'). Data only: extract/history-procedures.ts
 * reads it. Regular-expression sources over normalised text, whole words; a longer name comes before a
 * shorter one it holds ('aortic valve replacement' before 'valve replacement').
 */
const HAD_ONLY: [string, string[]][] = [
  ['aortic valve replacement', ['aortic valve replacement', 'avr', `replaced ${WHOSE} aortic valve`]],
  ['valve replacement', ['(?:heart )?valve replacement', `replaced ${WHOSE} (?:heart )?valve`]],
  [
    'CABG',
    [
      'cabg',
      'coronary (?:artery )?bypass(?: graft(?:ing|s)?)?',
      '(?:heart|double|triple|quadruple) bypass(?: surgery| operation)?',
    ],
  ],
  ['gastric bypass', ['gastric bypass(?: surgery)?']],
  ['coronary stent', ['(?:cardiac |coronary )?stents? (?:placed|put in)', `stents? in ${WHOSE} heart`]],
  ['lumpectomy', ['lumpectomy']],
  ['mastectomy', ['(?:double |bilateral )?mastectomy']],
  ['cholecystectomy', ['gall ?bladder (?:removed|taken out|out)', `(?:removed|took out) ${WHOSE} gall ?bladder`]],
  ['appendectomy', ['appendectomy', 'appendix (?:removed|taken out|out)', `(?:removed|took out) ${WHOSE} appendix`]],
  ['tonsillectomy', ['tonsillectomy', 'tonsils (?:removed|taken out|out)']],
  ['hysterectomy', ['hysterectomy', `(?:removed|took out) ${WHOSE} uterus`]],
  ['tubal ligation', ['tubal ligation', 'tubes tied']],
  ['cesarean section', ['c-section', 'c section', 'ca?esarean(?: section)?']],
  ['vasectomy', ['vasectomy']],
  ['discectomy', ['(?:micro)?discectomy']],
  ['laminectomy', ['laminectomy']],
  ['thyroidectomy', ['thyroidectomy']],
  ['prostatectomy', ['prostatectomy']],
  ['colectomy', ['colectomy']],
  ['nephrectomy', ['nephrectomy']],
  ['splenectomy', ['splenectomy']],
];

/** Plan rows that are not an operation a history keeps: an injection or aspiration, or a bare 'surgery'. */
const NOT_HISTORY = ['epidural steroid injection', 'steroid injection', 'joint aspiration', 'excision', 'surgery'];

/**
 * Words that name no operation until the part it was done on is said with them ('surgery on my right
 * knee', 'they reconstructed my left shoulder'): written only with that part.
 */
export const NEEDS_PART: [string, string[]][] = [
  ['surgery', ['surgery', 'an operation']],
  ['reconstruction', ['reconstruction', 'reconstructed']],
];

/** Every operation a past history names: those only a history tells, the plan's operations, then the bare words. */
export const HISTORY_PROCEDURES: [string, string[]][] = [
  ...HAD_ONLY,
  ...PROCEDURES.filter(([name]) => !NOT_HISTORY.includes(name)),
  ...NEEDS_PART,
];

/**
 * Organs whose naming, in the reply to a question about operations, tells of their removal ('any
 * surgeries?' 'gallbladder and appendix'): [operation, organ].
 */
export const REMOVED_ORGANS: [string, string][] = [
  ['cholecystectomy', 'gall ?bladder'],
  ['appendectomy', 'appendix'],
  ['tonsillectomy', 'tonsils'],
  ['hysterectomy', 'uterus'],
];
