import { regex } from '../pattern.js';
import { EXAM_QUESTION_CUES, PAIN_ASKED, type Manoeuvre } from './exam-question-cues.js';

const ROWS = EXAM_QUESTION_CUES.map((row) => ({ ...row, words: regex([row.phrase]) }));
const PAIN = regex([PAIN_ASKED]);

/**
 * The manoeuvre a clinician's question is asked with when it is asked of the examination ('does it hurt
 * when I press here?' is palpation), so that its reply is a finding at that spot and not the history
 * (exam-question-cues.ts); null for a question of the history, and for one not about pain. `examining` is
 * whether the examination is under way where it is asked; `before` is what the clinician said earlier in the
 * same turn.
 */
export function examManoeuvre(question: string, examining: boolean, before = ''): Manoeuvre | null {
  if (!PAIN.test(question)) return null;
  const row = ROWS.find(
    (r) => (examining || !r.whileExamining) && r.words.test(r.inTurn ? `${before} ${question}` : question),
  );
  return row?.manoeuvre ?? null;
}
