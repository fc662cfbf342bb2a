import { answerPolarity } from './answers.js';
import { isQuestion, questionStarts } from './questions.js';
import type { Said } from './replies.js';

/** A bare 'no' closing a turn: the other speaker's answer the recogniser ran into the end of the question. */
const TRAILING_NO = /\s(?:no|nope)[.?!]*$/;

/**
 * Recognised speech sometimes runs the patient's 'no' into the end of the clinician's turn of two
 * questions ('any nausea vomiting or diarrhea are you peeing a lot no'), and the patient's next words say
 * yes to the last question only ('yeah like crazy'). Such a turn is read as it was said: the questions
 * before the last, the patient's 'no' to them, then the last question, which the yes answers. Only when the
 * turn asks two questions or more and the reply opens with a yes: a trailing 'no' with nothing after it to
 * place it, or after a single question, is left as it was heard. The pieces keep the turn's id.
 */
export function runOnAnswers<T extends Said>(segs: readonly T[]): T[] {
  return segs.flatMap((seg, i) => {
    const next = segs[i + 1];
    const no = TRAILING_NO.exec(seg.text);
    if (seg.role !== 'Doctor' || !no || !next || next.role === 'Doctor' || answerPolarity(next.text) !== true)
      return [seg];
    const asked = seg.text.slice(0, no.index);
    const last = questionStarts(asked).at(-1);
    // The words before the last question must ask themselves ('alright | and any nausea' is one question).
    if (!last || !isQuestion(asked.slice(0, last).trim())) return [seg];
    return [
      { ...seg, text: asked.slice(0, last).trim() },
      { ...seg, role: 'Patient', text: 'no' },
      { ...seg, text: asked.slice(last).trim() },
    ];
  });
}
