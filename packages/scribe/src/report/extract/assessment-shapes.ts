import { oneOf, regex, wordsOf } from '../pattern.js';
import {
  AFTER_OPERATION,
  BROUGHT_ON_BY,
  CLAUSE_START,
  CLAUSE_VERBS,
  OPERATION_HEADS,
} from './assessment-shape-cues.js';
import { display } from './text.js';
import type { ClinicalFacts } from './types.js';

const CLAUSE = regex(['^', wordsOf(CLAUSE_START), '|', wordsOf(CLAUSE_VERBS)]);
/** Three things joined by two 'and's are a run of words from the talk, not one condition ('reflux and nausea and vomiting'). */
const RUN_ON = /\band\b.*\band\b/;
/** Letters said one by one ('b u n', 'o r') are an abbreviation or a word split by the recogniser, not a problem. */
const LETTERS = /^(?:[a-z] )+[a-z]$/;
/**
 * The operation is the head: the line ends on it, or names it before what it was for ('surgery for …');
 * a problem it brought on keeps its line ('pain after knee replacement'), and so does the visit after it or a
 * history ('status post reduction mammoplasty', 'history of hernia repair').
 */
const OPERATION = regex([
  '^(?!.*',
  wordsOf(BROUGHT_ON_BY),
  '|',
  oneOf(AFTER_OPERATION),
  ')',
  '.*',
  wordsOf(OPERATION_HEADS),
  String.raw`(?:$| for\b)`,
]);

/** Whether a line's wording is not a problem's name: a clause, a run-on, spelled letters or an operation. */
export const notAProblem = (line: string): boolean =>
  CLAUSE.test(line) || RUN_ON.test(line) || LETTERS.test(line) || OPERATION.test(line);

/**
 * An assessment line worded as no clinician would list a problem is offered as said, not written: the
 * clinician adds it in one click when it was meant, and the note never shows a fragment.
 */
export function holdMisshapen(facts: ClinicalFacts) {
  const held = facts.assessment.filter((d) => notAProblem(d.value.diagnosis.toLowerCase()));
  if (held.length === 0) return;
  facts.assessment = facts.assessment.filter((d) => !held.includes(d));
  for (const d of held)
    facts.held.push({
      value: { section: 'assessment', text: display(d.value.diagnosis) },
      segmentIds: [...d.segmentIds],
    });
}
