import { I_APPRECIATE, LET_ME_EXAMINE, ON_EXAM, ON_EXAMINING } from '../vocabulary/examining-words.js';

/**
 * Words around a symptom for the symptom reader (symptoms.ts): a clinician examining or narrating what
 * the examination found, a clinician stating what the patient has, and the way a clinician asks.
 */

/**
 * A clinician examining or reading results ('on your exam', 'push against me', 'i don't feel any…',
 * 'the x-ray shows'): signs, not symptoms. 'i see ', 'i feel ' and the like take the space after them,
 * so a word must follow.
 */
export const EXAM_CONTEXT_WORDS: readonly string[] = [
  ON_EXAM,
  'examination',
  'exam',
  "(?:don't|do not) let me",
  'as (?:hard|stiff|strong|tight) as you can',
  '(?:push|pull|squeeze|resist)(?: against)? (?:me|my)',
  'looks? (?:a (?:little|bit) )?swollen',
  'feeling your',
  I_APPRECIATE,
  "i (?:do not |don't |do n't |do )?(?:see|feel|hear|notice) ",
  ON_EXAMINING,
  String.raw`palpat\w*`,
  String.raw`tender\w*`,
  String.raw`auscultat\w*`,
  LET_ME_EXAMINE,
  'range of motion',
  'reflexes',
  'pulses',
  'murmur',
  'lungs? (?:are|sound)',
  'x-?ray',
  'mri',
  'ct scan',
  'ultrasound',
  'results?',
  'showed',
  'shows',
  'revealed',
  String.raw`(?:there's|there is) no (?:\w+ ){0,3}edema`,
  'pitting edema',
  String.raw`vital signs?`,
  'vitals',
];

/** Today's readings going over ('your vital signs look good'): an examination opening, its findings signs. */
export const VITALS_WORDS: readonly string[] = [String.raw`vital signs?`, 'vitals'];

/** Examination and imaging in a clinician's words ('on the skin exam', 'i don't appreciate', 'radiographs'). */
export const EXAM_NARRATION_WORDS: readonly string[] = [
  ON_EXAM,
  I_APPRECIATE,
  ON_EXAMINING,
  String.raw`auscultat\w*`,
  'radiographs?',
  'arthrogram',
  String.raw`(?:x-?rays?|mri|ct scan|ultrasound) (?:of (?:your|the) \w+ )?(?:shows?|showed|reveal\w*|demonstrat\w*)`,
  String.raw`your (?:\w+ ){0,2}(?:strength|sensation|pulses?|reflexes) (?:is|are)`,
  String.raw`(?:there's|there is) no (?:\w+ ){0,3}edema`,
  String.raw`(?:is|are) noted`,
];

/**
 * A clinician saying the patient has something: second or third person ('you've had', 'you mentioned',
 * 'she', 'the patient') or a reporting verb ('reports', 'complains of', 'here for').
 */
export const REPORTING_WORDS: readonly string[] = [
  "you've",
  'you have',
  'you had',
  'you are',
  'you were',
  "you're",
  'you still',
  'you get',
  'you got',
  'you feel',
  'you felt',
  'you mentioned',
  'you said',
  'you told',
  'you noticed',
  String.raw`you describe\w*`,
  'your',
  'she',
  'he',
  'her',
  'his',
  'the patient',
  'reports?',
  'reported',
  'presents?',
  'presenting',
  String.raw`complain\w*`,
  String.raw`endors\w*`,
  String.raw`experienc\w*`,
  'been having',
  'here for',
  'chief complaint',
  String.raw`referr\w*`,
];

/**
 * A symptom's words that also name a known condition ('migraines', 'reflux'): a clinician asking after
 * it ('how about your reflux', 'no issues with the migraines') or naming it ('a history of migraines',
 * 'for your reflux, stay on the protonix') speaks of the condition, not of a symptom reported today.
 */
export const CONDITION_SYMPTOM_WORDS: readonly string[] = ['migraines?', '(?:acid )?reflux'];
