import { answerPolarity } from '../reading/answers.js';
import { asksAsClinician } from '../reading/questions.js';
import { symptomMentions } from './symptom-mentions.js';
import { isBareList } from './symptom-words.js';
import type { Seg } from './types.js';

/**
 * Turns of bare symptom names ('fever chills'), which speech cuts off a clinician's question or labels as
 * the patient's: whether such a list is the question running on, a question back, or the reply.
 */

/** 'Like fever or chills?', 'you mean nausea': a question back about the question, asserting nothing (speech leaves out its mark). */
export function clarifies(text: string): boolean {
  const m = /^(?:like|you mean|do you mean|as in|such as|meaning)\b(?: like)?\s*/.exec(text);
  return m !== null && isBareList(text.slice(m[0].length));
}

/** A bare list followed by a question in the clinician's form: the clinician's list of questions running on. */
export function asksOnFrom(text: string, then: { text: string; question: boolean } | undefined): boolean {
  return then !== undefined && then.question && isBareList(text) && asksAsClinician(then.text);
}

/** A bare symptom list followed by a bare 'no': the question ran on past a pause, and the 'no' answers it. */
export function runsOnQuestion(seg: Seg, next: Seg | undefined): boolean {
  return (
    isBareList(seg.text) &&
    next !== undefined &&
    answerPolarity(next.text) === false &&
    symptomMentions(next.text).length === 0
  );
}
