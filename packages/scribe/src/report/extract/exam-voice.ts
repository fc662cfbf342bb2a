import { oneOf, regex, wordsOf } from '../pattern.js';
import { EXAM_SYSTEMS } from '../vocabulary/exam-systems.js';
import { EXAMINER_WORDS, I_FEEL_PART, OWN_WORDS, YOUR_PART } from '../vocabulary/exam-voice.js';

const EXAMINER = regex([wordsOf(EXAMINER_WORDS)]);
const PARTS = oneOf(EXAM_SYSTEMS.flatMap((s) => s.cues));
const YOURS = regex(['\\b', oneOf([YOUR_PART, I_FEEL_PART]), PARTS, '\\b']);
const OWN = regex([wordsOf(OWN_WORDS)]);

/**
 * A clause in the examiner's voice: the patient's body named in the second person ('your lungs are
 * clear') or as felt by the examiner ('i do feel a little enlarged thyroid'), or an examiner's word ('pain to palpation'), and nothing the patient says of themselves ('my
 * knee'). Read as the clinician's during the examination whatever the speaker label says.
 */
export function inExaminerVoice(clause: string): boolean {
  return (YOURS.test(clause) || EXAMINER.test(clause)) && !OWN.test(clause);
}
