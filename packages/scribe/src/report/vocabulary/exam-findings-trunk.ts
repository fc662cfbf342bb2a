import type { ExamFinding } from './exam-finding-type.js';

/**
 * Findings of the heart, lungs, abdomen, general appearance, neck, skin and head (see exam-finding-type.ts
 * for the fields). Data only.
 */
const HEART = ['Heart'];
const LUNGS = ['Lungs', 'Chest'];
/** Parts listened to, not felt: a lump or lesion is never written under them. */
const NOT_FELT = ['Heart', 'Lungs'];
/** Sounds heard over the lungs that are not there in clear lungs. */
const LUNG_SOUNDS_ADDED = [
  'expiratory wheezing',
  'wheezing',
  'fine crackles',
  'crackles',
  'fine rales',
  'rales',
].concat(['coarse rhonchi', 'rhonchi']);

export const TRUNK_FINDINGS: ExamFinding[] = [
  // The heart
  {
    term: 'regular rate and rhythm',
    only: HEART,
    said: ['regular rate and (?:regular )?rhythm', 'regular (?:of )?rate and rhythm', 'regular rhythm and rate'],
    normal: true,
    system: 'Heart',
  },
  { term: 'regular rhythm', only: HEART, said: ['regular rhythm', 'rhythm is regular'], normal: true, system: 'Heart' },
  { term: 'regular rate', only: HEART, said: ['regular rate', 'rate is regular'], normal: true, system: 'Heart' },
  { term: 'systolic ejection murmur', only: HEART, said: ['systolic ejection murmurs?'], system: 'Heart' },
  { term: 'systolic murmur', only: HEART, said: ['systolic murmurs?'], system: 'Heart' },
  { term: 'diastolic murmur', only: HEART, said: ['diastolic murmurs?'], system: 'Heart' },
  { term: 'murmur', only: HEART, said: ['heart murmurs?', 'murmurs?'], system: 'Heart' },
  { term: 'gallop', only: HEART, said: ['gallops?'], system: 'Heart' },
  // 'Rub' as a verb ('it's going to rub a little', 'gently rub it in') is no rub heard.
  {
    term: 'rub',
    said: [
      "(?<!\\b(?:to|will|may|can|might|would|it|it's|they|gently) )rubs?(?! (?:it|this|that|them|in|into|on|some)\\b)",
    ],
    only: HEART,
    system: 'Heart',
  },
  { term: 'click', said: ['clicks?'], only: HEART, system: 'Heart' },
  {
    term: 'extra heart sounds',
    said: ['extra heart sounds?', 'extra sounds?'],
    only: HEART,
    system: 'Heart',
    layFor: ['systolic ejection murmur', 'systolic murmur', 'diastolic murmur', 'murmur', 'gallop', 'rub', 'click'],
  },
  { term: 'ectopic beats', only: HEART, said: ['ectopic beats?'], system: 'Heart' },
  {
    term: 'JVD',
    said: ['jugular venous distension', 'jugular venous distention', 'jugular vein distension', 'jvd'],
    only: ['Neck'],
    system: 'Neck',
  },
  { term: 'carotid bruit', said: ['carotid bruits?', 'bruits?'], only: ['Neck'], system: 'Neck' },
  // The lungs
  {
    term: 'clear to auscultation bilaterally',
    said: [
      'clear to auscultation(?: and equal)?(?: bilaterally)?',
      '(?:nice and |all |totally |completely )?clear(?! (?:up )?(?:with|after|on) (?:a |the )?cough)(?: and equal)?(?: bilaterally| on both sides)?',
    ],
    normal: true,
    deniedBy: [...LUNG_SOUNDS_ADDED, 'diminished breath sounds', 'absent breath sounds'],
    only: LUNGS,
  },
  {
    term: 'diminished breath sounds',
    only: LUNGS,
    said: [
      '(?:diminished|decreased|reduced) (?:lung|breath) sounds',
      '(?:lung|breath) sounds (?:are |were )?(?:diminished|decreased|reduced)',
      // 'Lungs are diminished at the bases': said of the lungs, it is their sounds that are diminished.
      '(?<=lungs (?:are |were )?)(?:diminished|decreased)',
      'decreased air (?:movement|entry)',
    ],
    system: 'Lungs',
  },
  {
    term: 'absent breath sounds',
    only: LUNGS,
    said: ['absent (?:lung|breath) sounds', '(?:lung|breath) sounds (?:are |were )?absent'],
    system: 'Lungs',
  },
  {
    term: 'good air movement',
    only: LUNGS,
    said: ['moving good air', 'good air (?:movement|entry)'],
    normal: true,
    system: 'Lungs',
  },
  // How the patient breathes, seen while examining the chest: an obstructed airway breathes out through pursed lips.
  {
    term: 'pursed-lip breathing',
    only: LUNGS,
    said: ['pursed[- ]?lips?(?: breathing)?', 'purs(?:es|ing) (?:his|her|their) lips'],
    system: 'Lungs',
  },
  // How long breathing out takes: 'exhalation' is the spoken word for the expiratory phase.
  {
    term: 'prolonged expiratory phase',
    only: LUNGS,
    said: [
      '(?:prolonged|long|lengthened) (?:expiratory|exhalation) (?:phase|time)',
      '(?:expiratory|exhalation) (?:phase |time )?(?:is )?(?:prolonged|lengthened)',
    ],
    system: 'Lungs',
  },
  {
    term: 'decreased expiratory phase',
    only: LUNGS,
    said: [
      '(?:short|shortened|low|decreased|reduced) (?:expiratory|exhalation) (?:phase|time)',
      '(?:expiratory|exhalation) (?:phase |time )?(?:is )?(?:short|shortened|low|decreased|reduced)',
    ],
    system: 'Lungs',
  },
  { term: 'expiratory wheezing', only: LUNGS, said: ['expiratory wheez\\w*'], system: 'Lungs' },
  { term: 'wheezing', only: LUNGS, said: ['wheez\\w*'], system: 'Lungs' },
  { term: 'fine crackles', only: LUNGS, said: ['fine crackles'], system: 'Lungs' },
  { term: 'crackles', only: LUNGS, said: ['crackles?', 'crackling'], system: 'Lungs' },
  { term: 'fine rales', only: LUNGS, said: ['fine rales'], system: 'Lungs' },
  { term: 'rales', only: LUNGS, said: ['rales'], system: 'Lungs' },
  { term: 'coarse rhonchi', only: LUNGS, said: ['coarse rhonchi'], system: 'Lungs' },
  { term: 'rhonchi', only: LUNGS, said: ['rhonchi', 'ronchi'], system: 'Lungs' },
  {
    term: 'symmetric chest rise',
    said: ['symmetrical rise and fall', 'symmetric rise and fall'],
    normal: true,
    system: 'Chest',
  },
  // The abdomen
  {
    term: 'normal bowel sounds',
    only: ['Abdomen'],
    said: ['(?:normal|normoactive|good) bowel sounds', 'bowel sounds (?:are )?(?:normal|present|good)'],
    normal: true,
    system: 'Abdomen',
  },
  { term: 'soft', said: ['soft'], normal: true, only: ['Abdomen'] },
  {
    term: 'non-distended',
    only: ['Abdomen'],
    said: ['non-? ?distended', 'not distended'],
    normal: true,
    deniedBy: ['distension'],
    system: 'Abdomen',
  },
  { term: 'distension', said: ['distended', 'distension', 'distention', 'bloated'], only: ['Abdomen'] },
  { term: 'hepatosplenomegaly', only: ['Abdomen'], said: ['hepatosplenomegaly'], system: 'Abdomen' },
  { term: 'hepatomegaly', only: ['Abdomen'], said: ['hepatomegaly', 'enlarged liver'], system: 'Abdomen' },
  { term: 'rebound', only: ['Abdomen'], said: ['rebound(?: tenderness)?'], system: 'Abdomen' },
  { term: 'guarding', only: ['Abdomen'], said: ['guarding'], system: 'Abdomen' },
  { term: 'peritoneal signs', only: ['Abdomen'], said: ['peritoneal signs?'], system: 'Abdomen' },
  {
    term: "positive Murphy's sign",
    only: ['Abdomen'],
    said: ["positive murphy'?s(?: sign)?", "murphy'?s sign is positive"],
    system: 'Abdomen',
  },
  {
    term: "negative Murphy's sign",
    only: ['Abdomen'],
    said: ["negative murphy'?s(?: sign)?", "murphy'?s sign is negative"],
    normal: true,
    system: 'Abdomen',
  },
  {
    term: 'CVA tenderness',
    only: ['Abdomen', 'Back'],
    said: ['cva tenderness', 'costovertebral angle tenderness'],
    system: 'Abdomen',
  },
  // General appearance
  {
    term: 'distress',
    said: ['(?:acute |apparent )?distress'],
    negated: 'no acute distress',
    only: ['General'],
    system: 'General',
  },
  {
    term: 'alert and oriented',
    only: ['General'],
    said: ['alert and oriented(?: x ?3| times 3)?'],
    normal: true,
    system: 'General',
  },
  {
    term: 'well appearing',
    only: ['General'],
    said: ['well[- ]appearing', 'well developed(?:,? (?:and )?well nourished)?'],
    normal: true,
    system: 'General',
  },
  // Neck, lymph nodes, skin, the head
  { term: 'supple', said: ['supple'], normal: true, system: 'Neck' },
  {
    term: 'thyromegaly',
    said: [
      'thyromegaly',
      '(?:enlarged|large) thyroid',
      // 'An enlarged non-tender thyroid': the word between is a finding of its own, read by its own row.
      '(?:enlarged|large)(?= (?:and )?[a-z-]+ thyroid\\b)',
      "thyroid(?: is|'s)? (?:a bit |a little |slightly |mildly )?enlarged",
      'thyroid enlargement',
    ],
    system: 'Neck',
  },
  // The prostate felt on a rectal examination: the part's name is in the finding's words.
  {
    term: 'enlarged',
    said: [
      'enlarged prostate(?: gland)?',
      'prostate(?: gland)? (?:is |feels )?enlarged',
      'prostat(?:e|ic) enlargement',
    ],
    only: ['Prostate'],
    system: 'Prostate',
  },
  // 'There is a soft lymph node in the right groin', 'I can feel a node above your collarbone': a node the
  // examiner finds is a palpable node, a finding in itself, whatever is then said of how it feels.
  {
    term: 'palpable lymph node',
    said: [
      "(?<=\\b(?:there is|there's|there are|i (?:can )?feel|i felt) (?:an? |one |two |some |a couple of )?(?:[a-z-]+ ){0,3})(?:lymph )?nodes?",
    ],
    system: 'Lymph nodes',
  },
  {
    term: 'lymphadenopathy',
    said: [
      'lymphadenopathy',
      'adenopathy',
      '(?:enlarged|swollen|palpable|inflamed) (?:lymph )?nodes?',
      'lymph nodes? (?:are )?(?:enlarged|swollen)',
    ],
    system: 'Lymph nodes',
  },
  { term: 'exudates', said: ['exudates?'], system: 'Throat' },
  // Fluid seen behind the eardrum: said of the ears, it is no swelling.
  {
    term: 'fluid',
    said: ['fluid(?= (?:in|behind) (?:the |your |both )?(?:ears?|ear drums?|eardrums?|tympanic membranes?)\\b)'],
    only: ['Ears'],
    system: 'Ears',
  },
  { term: 'papilledema', said: ['papilledema'], system: 'Eyes' },
  {
    term: 'extraocular movements intact',
    said: ['extraocular (?:muscles|movements) (?:are )?(?:grossly )?intact'],
    normal: true,
    system: 'Eyes',
  },
  { term: 'jaundice', said: ['jaundice', 'yellowing'], system: 'Skin' },
  { term: 'rash', said: ['rash(?:es)?'], system: 'Skin' },
  { term: 'skin thickening', said: ['skin thickening', 'thicken(?:ed|ing) (?:of )?(?:the )?skin'], system: 'Skin' },
  {
    term: 'well healed',
    said: ['(?:well )?healed', 'healing well'],
    normal: true,
    only: ['Skin', 'Breasts', 'Knee', 'Shoulder', 'Hip', 'Back'],
  },
  { term: 'scar widening', said: ['widen(?:ed|ing|s)?'], only: ['Skin', 'Breasts'] },
  { term: 'ulcer', said: ['ulcers?', 'ulcerated'], system: 'Skin' },
  { term: 'granulation tissue', said: ['granulation tissue'], system: 'Skin' },
  // Signs a wound is infected, or not: what decides between wound care and antibiotics.
  { term: 'purulent discharge', said: ['purulent (?:discharge|drainage)'], system: 'Skin' },
  // Cellulitis seen about a wound, not the word in an explanation ('keflex is used to treat a skin cellulitis').
  {
    term: 'cellulitis',
    said: ['(?:associated|surrounding|overlying|spreading) cellulitis', '(?:signs?|evidence) of cellulitis'],
    negated: 'no cellulitis',
    system: 'Skin',
  },
  { term: 'signs of infection', said: ['signs? of (?:any )?infection'], negated: 'no signs of infection' },
  // A lesion of the skin ('a 1 cm lesion on the left forearm'), written with its size, and only where the clause
  // names its part: 'the lesion' is as often the one the plan removes. The general word is not written beside
  // the finding that says what the lesion is ('an ulcerated lesion' is an ulcer).
  {
    term: 'lesion',
    said: ['lesions?'],
    not: NOT_FELT,
    named: true,
    layFor: ['ulcer', 'rash', 'mass', 'nodule', 'erythema', 'ecchymosis', 'swelling', 'granulation tissue'],
  },
  // A mass or nodule is felt or seen; one in the heart or lungs is an imaging finding, never an examiner's.
  { term: 'mass', said: ['masses', 'mass', 'lumps?'], not: NOT_FELT },
  { term: 'nodule', said: ['nodules?'], not: NOT_FELT },
];
