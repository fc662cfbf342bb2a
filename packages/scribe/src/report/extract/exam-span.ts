import { regex, wordsOf } from '../pattern.js';
import { EXAM_ENDINGS, EXAM_OPENERS } from '../vocabulary/exam-systems.js';
import { inExaminerVoice } from './exam-voice.js';
import { EXAM_CONTEXT_WORDS, VITALS_WORDS } from './symptom-context-words.js';
import type { Seg } from './types.js';

const OPENS = regex([wordsOf([...EXAM_OPENERS, ...VITALS_WORDS])]);
const ENDS = regex([wordsOf(EXAM_ENDINGS)]);
const EXAMINING = regex([wordsOf(EXAM_CONTEXT_WORDS)]);
/**
 * Segments a finding may run on past the last one with an examiner's words: recognised speech cuts a
 * narration into pieces, and 'and you have trace edema in both legs' names no examining word of its own.
 */
const SPAN_REACH = 3;

/**
 * The segments of the clinician's examination narration, by position: from the words that open it ('let me
 * examine you', 'on your heart exam', 'your vital signs') while the clinician goes on in an examiner's
 * words, until the turn to the plan ('so for your knee pain', "let's talk about"). What the clinician says
 * there is found, not told: 'you have trace edema', 'your lower extremities have no edema' and 'you don't
 * have a fever' are signs, not symptoms the patient reports or denies. Whoever the labels say spoke, the
 * examiner's words count.
 */
export function examSegments(segs: Seg[]): Set<number> {
  const span = new Set<number>();
  let last = -Infinity;
  segs.forEach((seg, at) => {
    const voiced = seg.role === 'Doctor' || inExaminerVoice(seg.text);
    if (voiced && ENDS.test(seg.text)) last = -Infinity;
    else if (voiced && OPENS.test(seg.text)) last = at;
    else if (voiced && at - last <= SPAN_REACH && (EXAMINING.test(seg.text) || inExaminerVoice(seg.text))) last = at;
    if (at - last <= SPAN_REACH) span.add(at);
  });
  return span;
}
