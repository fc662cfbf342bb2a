import type { ExamFinding } from './exam-finding-type.js';

/**
 * Findings of the limbs, joints, back, nerves and pulses, and 'normal' said of a named part (see
 * exam-finding-type.ts for the fields). Data only.
 */
/** Pulses and capillary refill are written under the vascular examination. */
const PULSES = ['Vascular'];
/** Parts a swelling is never written under: the heart, lungs and abdomen have their own words. */
const NOT_SWOLLEN = ['Heart', 'Lungs', 'Chest', 'Abdomen'];
/** A strength grade below five out of five ('3 out of 5', '4+ out of 5'). */
const WEAK_GRADE = '[0-4][+-]? out of 5';

/**
 * Named examination tests of a joint or limb, as 'positive' or 'negative' said before or after the name
 * ('negative lachman', 'hawkins is positive'): the written name, and the words said for it.
 */
const SIGNS: [name: string, said: string][] = [
  ['Tinel sign', "tinel'?s?"],
  ['Phalen test', "phalen'?s?"],
  ['Finkelstein test', "finkelstein'?s?"],
  ['McMurray test', "mcmurray'?s?"],
  ['anterior drawer', 'anterior drawer'],
  ['Lachman test', "lach?mann?'?s?"],
  ['Hawkins sign', "hawkins'?(?: kennedy)?"],
  ['Neer sign', "neer'?s?"],
  ['Spurling test', "spurling'?s?"],
  ['Homans sign', "homans?'?s?"],
];
/** A test said as one: its name, and 'sign', 'test' or 'maneuver' after it if said. */
const testSaid = (said: string) => `${said}(?: (?:sign|test|maneuver))?`;
/** A positive test is an abnormal finding; a negative one is normal. */
const SIGN_FINDINGS: ExamFinding[] = SIGNS.flatMap(([name, said]) =>
  (['positive', 'negative'] as const).map((result) => ({
    term: `${result} ${name}`,
    said: [`${result} ${testSaid(said)}`, `${testSaid(said)} (?:is|was) ${result}`],
    ...(result === 'negative' && { normal: true }),
  })),
);

export const LIMB_FINDINGS: ExamFinding[] = [
  // Limbs, joints and the back
  { term: 'non-tender', said: ['non-? ?tender'], normal: true },
  { term: 'bony tenderness', said: ['bony tenderness(?: to palpation)?'] },
  // The spine's midline, apart from the muscles beside it: 'no midline tenderness' denies no paraspinal tenderness.
  {
    term: 'midline tenderness',
    said: ['midline tenderness(?: to palpation)?'],
    only: ['Back', 'Neck'],
    system: 'Back',
  },
  {
    term: 'tenderness',
    said: [
      'tender(?:ness)?(?: to (?:palpation|touch))?',
      'pain (?:to|with|on|upon) palpation',
      'pain when i (?:press|push|touch)',
      'pain (?:to|in|over|at|on) (?:the |your )?(?:[a-z]+ ){1,4}?when i (?:press|push|touch)',
      // 'Pain on the medial side with palpation': pain where the examiner presses is tenderness there.
      'pain (?:in|over|at|on|along) (?:the |your )(?:[a-z]+ ){1,4}?(?:to|with|on|upon) palpation',
      'hurts? when i (?:press|push|touch)',
      'sore to (?:the )?touch',
    ],
    negated: 'non-tender',
    not: ['Heart', 'Lungs', 'Skin'],
  },
  { term: 'pitting edema', said: ['pitting edema', 'pitting'], not: NOT_SWOLLEN, system: 'Lower extremities' },
  { term: 'edema', said: ['edema', 'fluid retention'], not: NOT_SWOLLEN, system: 'Lower extremities' },
  { term: 'swelling', said: ['swelling', 'swollen', 'fluid accumulation'], not: NOT_SWOLLEN },
  { term: 'erythema', said: ['erythema', 'redness', 'red'], not: NOT_SWOLLEN },
  { term: 'ecchymosis', said: ['ecchymosis', 'bruising', 'bruised', 'bruise'], not: NOT_SWOLLEN },
  { term: 'warmth', said: ['warmth', 'warm to (?:the )?touch'], not: NOT_SWOLLEN },
  { term: 'effusion', said: ['effusions?', 'fluid (?:in|on) the (?:knee|joint)'], not: [...NOT_SWOLLEN, 'Skin'] },
  { term: 'fluctuance', said: ['fluctuance', 'fluctuants?'], not: NOT_SWOLLEN },
  { term: 'deformity', said: ['deformit(?:y|ies)', 'misalignment'], not: NOT_SWOLLEN },
  { term: 'crepitus', said: ['crepitus', 'crepitations?'], not: NOT_SWOLLEN },
  { term: 'laxity', said: ['laxity', 'instability'], not: NOT_SWOLLEN },
  { term: 'clubbing', said: ['clubbing'], not: NOT_SWOLLEN },
  { term: 'cyanosis', said: ['cyanosis', 'bluish discoloration'], not: NOT_SWOLLEN },
  {
    term: 'decreased range of motion',
    said: [
      '(?:decreased|limited|reduced|restricted) (?:active (?:and passive )?|passive )?range of motion',
      'range of motion is (?:decreased|limited|reduced|restricted)',
      '(?:decreased|limited) rom',
    ],
    not: ['Skin'],
  },
  {
    term: 'full range of motion',
    said: [
      'full (?:active (?:and passive )?|passive )?range of motion',
      'range of motion is (?:full|normal|good)',
      '(?:normal|good) range of motion',
    ],
    normal: true,
    deniedBy: ['decreased range of motion'],
  },
  { term: 'decreased flexion', said: ['decreased flexion', 'limited flexion'] },
  { term: 'decreased extension', said: ['decreased extension', 'limited extension'] },
  { term: 'pain with flexion', said: ['pain (?:with|on|upon) flexion'] },
  { term: 'pain with extension', said: ['pain (?:with|on|upon) extension'] },
  { term: 'pain with range of motion', said: ['pain (?:with|on) (?:range of motion|movement|motion)'] },
  {
    term: 'positive straight leg raise',
    said: ['positive straight leg raise(?: test)?', 'straight leg raise(?: test)? is positive'],
    system: 'Back',
  },
  {
    term: 'negative straight leg raise',
    said: ['negative straight leg raise(?: test)?', 'straight leg raise(?: test)? is negative'],
    normal: true,
    system: 'Back',
  },
  ...SIGN_FINDINGS,
  // Strength, nerves, gait and pulses
  // Grip is the hand's strength: 'your grip strength is less on the left' is a weak left grip.
  {
    term: 'decreased grip strength',
    said: [
      "grip strength (?:that(?: is|'s) |is |seems )?(?:a (?:little|bit) )?(?:less|lower|decreased|reduced|diminished|weaker|weak)",
      '(?:decreased|reduced|diminished|weak|weaker) grip(?: strength)?',
    ],
    system: 'Neuro',
  },
  {
    term: 'normal grip strength',
    said: [
      'grip strength (?:is )?(?:good|normal|equal|strong|5 out of 5)',
      '(?:good|normal|equal|strong) grip(?: strength)?',
    ],
    normal: true,
    deniedBy: ['decreased grip strength'],
    system: 'Neuro',
  },
  {
    term: 'normal strength',
    said: [
      '(?:muscle |muscular )?strength is (?:good|normal|equal|great|5 out of 5)(?: and \\w+)?',
      '(?:good|normal|equal) strength',
      '5 out of 5 strength',
    ],
    normal: true,
    deniedBy: ['decreased strength'],
  },
  {
    term: 'decreased strength',
    said: [
      '(?:decreased|reduced|diminished) strength',
      'strength is (?:decreased|reduced|diminished)',
      'weakness',
      // Strength is graded out of five, five being normal: a grade below five is weakness.
      `${WEAK_GRADE} (?:strength|for \\w+)`,
      `strength (?:is |of )?${WEAK_GRADE}`,
    ],
  },
  { term: 'neurovascularly intact', said: ['neurovascularly intact'], normal: true },
  {
    term: 'sensation intact',
    said: [
      'sensation (?:is |seems |appears )?(?:\\w+ and )?intact',
      'intact sensation',
      'sensation (?:is )?normal',
      'normal sensation',
    ],
    normal: true,
    deniedBy: ['decreased sensation'],
    system: 'Neuro',
  },
  {
    term: 'decreased sensation',
    said: ['(?:decreased|diminished|reduced) sensation', 'sensation is (?:decreased|diminished|reduced)', 'numbness'],
    system: 'Neuro',
  },
  {
    term: 'reflexes symmetric',
    said: [
      '(?:deep tendon )?reflexes (?:are )?(?:normal|symmetric\\w*|equal|the same)',
      '(?:normal|symmetric\\w*) reflexes',
    ],
    normal: true,
    system: 'Neuro',
  },
  {
    term: 'normal gait',
    only: ['Neuro'],
    said: ['(?:gait|walking) (?:is |looks |seems )?(?:normal|steady|fine|good)', 'normal gait'],
    normal: true,
    deniedBy: ['antalgic gait'],
    system: 'Neuro',
  },
  { term: 'antalgic gait', only: ['Neuro'], said: ['antalgic gait', 'limp(?:ing)?'], system: 'Neuro' },
  {
    term: '2+ pulses',
    only: PULSES,
    said: ['2 ?(?:\\+|plus) (?:\\w+ )?pulses?', 'pulses? (?:are |is )?2 ?(?:\\+|plus)'],
    normal: true,
    system: 'Vascular',
  },
  {
    term: 'normal pulses',
    only: PULSES,
    said: [
      '(?:normal|good|strong|bounding|equal) (?:\\w+ ){0,2}pulses?',
      'pulses? (?:are |is )?(?:normal|good|strong|intact|equal)',
    ],
    normal: true,
    system: 'Vascular',
  },
  {
    term: 'diminished pulses',
    only: PULSES,
    said: [
      '(?:diminished|decreased|weak|faint) (?:\\w+ ){0,2}pulses?',
      'pulses? (?:are |is )?(?:diminished|decreased|weak|faint)',
    ],
    system: 'Vascular',
  },
  {
    term: 'absent pulses',
    only: PULSES,
    said: ['absent (?:\\w+ ){0,2}pulses?', 'pulses? (?:are |is )?absent'],
    system: 'Vascular',
  },
  // The foot's pulses named: which ones could not be felt is what a vascular note is read for.
  {
    term: 'palpable dorsalis pedis and posterior tibial pulses',
    only: PULSES,
    said: ['palpable (?:\\w+ ){0,2}dorsalis pedis (?:or|and|nor) posterior tibial pulses?'],
    negated: 'no palpable dorsalis pedis or posterior tibial pulses',
    normal: true,
    system: 'Vascular',
  },
  {
    term: 'palpable dorsalis pedis pulse',
    only: PULSES,
    said: ['palpable (?:\\w+ ){0,2}dorsalis pedis pulses?'],
    negated: 'no palpable dorsalis pedis pulse',
    normal: true,
    system: 'Vascular',
  },
  {
    term: 'palpable posterior tibial pulse',
    only: PULSES,
    said: ['palpable (?:\\w+ ){0,2}posterior tibial pulses?'],
    negated: 'no palpable posterior tibial pulse',
    normal: true,
    system: 'Vascular',
  },
  {
    term: 'palpable pulses',
    only: PULSES,
    // 'I could not feel any pulses' is written as a clinician writes it: 'no palpable pulses'.
    said: ['palpable (?:\\w+ ){0,5}pulses?', '(?:feel|palpate) (?:a |any |the |your )?(?:\\w+ ){0,2}pulses?'],
    negated: 'no palpable pulses',
    normal: true,
    system: 'Vascular',
  },
  {
    term: 'capillary refill less than 3 seconds',
    only: PULSES,
    said: ['(?:brisk )?capillary refill (?:is )?(?:brisk )?(?:in |of |to )?less than 3 seconds'],
    normal: true,
    system: 'Vascular',
  },
  {
    term: 'brisk capillary refill',
    only: PULSES,
    said: ['capillary refill (?:is )?brisk', 'brisk capillary refill'],
    normal: true,
    system: 'Vascular',
  },
  // Normal, said of the part the clause names
  {
    term: 'normal',
    said: [
      '(?:sounds?|looks?|seems?|feels?|is|are) (?:\\w+ )?(?:normal|good|fine|great|okay|unremarkable|nice and clear|clear)',
      'within normal limits',
      'unremarkable',
      // Dictated as a list: 'left testicle, normal; no hernia'.
      String.raw`(?<=[,:] ?)normal(?=\s*(?:[;.,]|$))`,
    ],
    normal: true,
    named: true,
  },
];
