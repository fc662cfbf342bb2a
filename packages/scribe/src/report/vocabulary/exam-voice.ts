import { EXAMINER_SENSES, I_APPRECIATE } from './examining-words.js';

/**
 * How a clinician's examination narration reads, whoever speech recognition said spoke it: the words
 * only an examiner says of the patient's body. Data only: extract/exam-voice.ts reads it.
 *
 * Speaker labels of recognised speech are guesses, and a clinician narrating an examination speaks many
 * segments in a row, so the labeller often gives some of them to the patient ('your abdomen is soft').
 */

/** The examiner's words for what they do or find: 'to palpation', 'I appreciate', 'regular rate and rhythm'. */
export const EXAMINER_WORDS = [
  'palpation',
  'auscultation',
  I_APPRECIATE,
  ...EXAMINER_SENSES,
  "i(?:'m| am) (?:feeling|pressing|listening to|looking at) your",
  'regular rate',
  'systolic',
  'diastolic',
  'straight leg raise',
  'range of motion',
  'lymphadenopathy',
  // 'there are no palpable masses': what the examiner's hands find or do not
  'palpable',
  // 'there is a soft lymph node in the right groin': a node found is an examiner's finding; a patient
  // tells of 'a lump' or 'a swollen gland', and of their own body as 'my'.
  "there(?: is|'s| are) (?:an? |one |some )?(?:[a-z-]+ ){0,3}lymph nodes?",
  'pitting edema',
  'erythema',
  'effusion',
  'non-? ?tender',
  // 'your physical exam looks pretty normal other than …': the patient's examination told them by its examiner.
  'your (?:physical )?exam(?:ination)?',
];

/**
 * A part of the patient's body named in the second person ('your heart', 'your right knee', 'on your
 * lower extremities'), one of up to two words before the part's name.
 */
export const YOUR_PART = "your (?:[a-z'-]+ ){0,2}?";

/**
 * The examiner feeling a part and what is there ('i do feel a little enlarged thyroid here'): 'i do feel' or
 * 'i can feel', then what is felt, up to three words before the part's name. A patient says 'i do feel a
 * little tired', which names no part, or 'i can feel a lump in my neck', which is their own.
 */
export const I_FEEL_PART = "i (?:do|can) feel (?:a|an|some|the) (?:[a-z'-]+ ){0,3}?";

/** Words a patient says of their own body or experience: a clause with one is theirs, however it reads. */
export const OWN_WORDS = ['my', 'me', 'mine', 'myself', "i've", 'i have', 'i had', 'i was', 'i feel', 'i felt'];
