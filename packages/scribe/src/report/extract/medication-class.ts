import { capture, regex, wordsOf } from '../pattern.js';
import { CLASS_ORDERING, MEDICINE_CLASSES } from './medication-cues.js';
import { DECIDED_AGAINST, IF_LATER } from './medication-option-cues.js';
import { STARTING } from './medication-plan.js';
import { PROCEDURE_AFTER } from './medication-taking-cues.js';

/** What may come between the order and the kind: 'put you on a short course of oral steroids'. */
const BETWEEN = '(?:\\s+(?:you|on|in|a|an|some|short|course|of|the|um|uh))*\\s+';
const CLASS_ORDERED = regex([wordsOf([...STARTING, ...CLASS_ORDERING]), BETWEEN, capture(MEDICINE_CLASSES), '\\b']);
/** Said before the order, it only discusses the kind: 'if it gets worse we can start', "we won't start". */
const NOT_OUTRIGHT = regex([wordsOf([...IF_LATER, ...DECIDED_AGAINST])]);
/** A condition just after the kind: 'antibiotics if the culture is positive', '… in case it gets worse'. */
const CONDITION_AFTER = /^[^.?!]{0,30}?\b(?:if|in case|unless)\b/;
/** A kind named as a procedure ('a steroid shot', 'an antibiotic infusion'): the procedure reader offers it. */
const AS_PROCEDURE = regex(['^\\s+', wordsOf(PROCEDURE_AFTER)]);

/**
 * The kind of medicine a clinician's statement orders without naming the drug ('oral steroid',
 * 'antibiotics'), with 'course' when a course was said; null when the kind is only discussed (ordered
 * on a condition or decided against) or is a procedure's ('we can try a steroid shot').
 */
export function orderedClass(sentence: string): string | null {
  const m = CLASS_ORDERED.exec(sentence);
  if (!m || NOT_OUTRIGHT.test(sentence.slice(0, m.index))) return null;
  const after = sentence.slice(m.index + m[0].length);
  if (CONDITION_AFTER.test(after) || AS_PROCEDURE.test(after)) return null;
  const kind = m[1]!;
  return /\bcourse\b/.test(m[0]) ? `${kind.replace(/ies$/, 'y').replace(/s$/, '')} course` : kind;
}
