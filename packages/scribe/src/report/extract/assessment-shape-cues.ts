/**
 * Wordings that are not a problem's name, so an assessment line worded so is offered as said, not written.
 * Data only: assessment-shapes.ts reads it. Regular-expression sources over the line in lower case.
 */

/** A line that opens as a clause, not a name: 'had this sharp pain in the left', 'developed an ulcer'. */
export const CLAUSE_START = ['had', 'has', 'have', 'developed', 'never', 'got', 'been'];

/** A verb inside the line makes it a sentence: 'x-rays show bronchitis', 'turning makes the dizziness worse'. */
export const CLAUSE_VERBS = ['shows?', 'showed', 'makes?', 'made'];

/**
 * An operation as the line's head: a procedure goes to the plan or the history, not the problem list
 * ('surgery for a brain tumor', 'prior rotator cuff repair', 'status post reduction mammoplasty').
 */
export const OPERATION_HEADS = [
  'surgery',
  'repair',
  'reconstruction',
  'replacement',
  String.raw`[a-z]+ectomy`,
  String.raw`[a-z]+plasty`,
  String.raw`[a-z]+otomy`,
];

/** Words that make an operation the cause of the line's problem, not its head: 'pain after knee replacement'. */
export const BROUGHT_ON_BY = ['after', 'following', 'since'];

/**
 * How a clinician lists an operation as a problem of its own, the visit after it or a history they dictate:
 * 'status post reduction mammoplasty', 'history of hernia repair'.
 */
export const AFTER_OPERATION = ['status post', 's/p', 'post-?op(?:erative)?', 'history of'];
