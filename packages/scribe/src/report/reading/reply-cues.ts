/**
 * The pieces recognised speech cuts between a clinician's question and the patient's answer, which
 * answer nothing (replies.ts reads these rows for the writer and the checker). Phrases are
 * regular-expression sources over normalised text, read at a piece's start or as the whole piece.
 * Adding a cue is adding a row here and an example in replies.test.ts.
 */

/** Words that open the question's list going on after a pause ('or pale stools', 'that or vomiting'): no answer opens so. */
export const ONGOING_OPENERS: readonly string[] = ['or', 'and or', 'that or', 'or any'];

/** Words that open a list of examples ('like fever or chills', 'you mean nausea'): the question going on when symptoms follow. */
export const EXAMPLE_OPENERS: readonly string[] = ['like', 'such as', 'as in', 'you mean', 'do you mean', 'meaning'];

/**
 * Words that open the question put another way ('that is slurred speech or stroke symptoms'): the question going on
 * when alternatives follow, whatever they name; a patient's answer does not open so.
 */
export const EXPLAINING_OPENERS: readonly string[] = ['that is', 'in other words'];

/**
 * A piece that only asks to hear the question again, or takes it in ('what what huh', "ma'am", 'pardon', 'okay',
 * 'um let me think', 'well let me think'), or the clinician's 'take your time' while the patient thinks: no answer,
 * so the answer comes after it.
 */
export const INTERJECTIONS: readonly string[] = [
  'what',
  'huh',
  'hmm+',
  'um+',
  'uh+',
  'okay',
  'ok',
  'well',
  'let me think',
  'let me see',
  "(?:i'm )?trying to (?:think|remember)",
  'good question',
  'take your time',
  'pardon',
  'sorry',
  'excuse me',
  'come again',
  "ma'am",
  'maam',
  'sir',
];

/** The question's own tail cut off at a pause ('anything like that', 'or something'). */
export const QUESTION_TAILS: readonly string[] = [
  '(?:or )?(?:anything|something)(?: else)?(?: like that| of that sort| of the sort)?',
  '(?:or )?(?:any of )?(?:those|that)',
];

/**
 * The tail a clinician closes a list with ('weight gain anything like that that you have noticed'): symptom
 * names before it are the question going on. A patient naming what they have says 'something', not 'anything'.
 */
export const LIST_TAILS: readonly string[] = ['(?:or )?anything(?: else)?(?: like that| of that sort| of the sort)?'];

/**
 * A question back that asks what the question means ('what do you mean', 'what like smoke cigarettes', 'you
 * mean only blood relatives'), read in a piece's first words: the piece after it explains or confirms ('yes
 * ma'am', 'it could be anything from …'), and the answer to the question comes after that.
 */
export const CLARIFYING_OPENERS: readonly string[] = [
  '(?:what (?:exactly |do )?)?(?:do )?you mean',
  'what like',
  'like what',
  'meaning what',
];

/**
 * Words that open a clinician's remark on the question just asked, before the patient answers: its reason
 * ('because…', 'that would be a concern for infection', 'sometimes people get…') or what prompted it ('I see
 * you're on amlodipine, which can cause that'). Such a remark asks nothing and answers nothing, so the answer
 * may come after it; a clinician going on to something else ('let me listen to your lungs') opens otherwise.
 */
export const REMARK_OPENERS: readonly string[] = [
  "that(?:'s| is| would| will| can| could| might| may)",
  'which',
  'because',
  'since',
  'sometimes',
  "i(?:'m)? ask(?:ing)?",
  'i see',
  'i know',
  'i noticed',
  'as you know',
  'we (?:watch|look|check|ask)',
  '(?:some|a lot of|many) (?:people|patients)',
  'people',
];

/**
 * Words that open a piece putting right the answer just given ('no' … 'well actually yeah a little', 'wait i mean
 * yes'): speech cut the reply at a pause, and the answer is the one after the correction.
 */
export const CORRECTING_OPENERS: readonly string[] = ['(?:well |oh |um )?actually', 'wait', 'i mean', 'sorry'];
