/**
 * Questions the clinician asks with their hands on the patient ('does it hurt when I press here?', 'any
 * pain with this?'): the reply is what the examination finds at that spot (tender or not), not a symptom
 * the patient reports or denies in the history. Some rows name the examiner's hand and so ask of the
 * examination wherever they are said; others ('any pain here?', 'does that hurt?', a bare 'any pain?') point
 * at the spot or the movement, and ask of it only while the examination is under way. exam-questions.ts reads these rows
 * for the writer.
 * Phrases are regular-expression sources over normalised text. Adding a cue is a row here and an example
 * in exam-questions.test.ts.
 */
/**
 * Only a question of pain at the spot ('does it hurt', 'any pain', 'is it sore', 'does that bother you') is
 * asked of the examination: 'any fevers with this?' asks of the illness, whatever the examiner is doing.
 */
export const PAIN_ASKED =
  '\\b(?:hurts?|hurting|pain(?:ful|s)?|sore|tender(?:ness)?|bother(?:s|ing)?|uncomfortable|discomfort)\\b';

/** What the examiner does as they ask: press on the part, move it, or a manoeuvre the words do not say. */
export type Manoeuvre = 'palpation' | 'movement' | 'unsaid';

export interface ExamQuestionCue {
  /** the row's name, for tests */
  rule: string;
  /** the words of the question, as a regular-expression source */
  phrase: string;
  /** true when the words ask of the examination only while it is under way; false for the examiner's hand */
  whileExamining: boolean;
  /** true when the phrase reads what the clinician said earlier in the same turn too, up to the question's end */
  inTurn?: boolean;
  manoeuvre: Manoeuvre;
}

/** The examiner's hand on the part. */
export const PRESS = '(?:press|push|palpate|touch|squeeze|tap|poke)(?:es|s|ing)?';
/** The examiner moving the part. */
export const MOVE = '(?:move|bend|lift|raise|turn|twist|pull|rotate|straighten|flex|extend)(?:es|s|ing)?';
const WHEN_I = '\\b(?:when|if|as|where|while) i ';

/** Rows in order: the first that matches says the manoeuvre. */
export const EXAM_QUESTION_CUES: readonly ExamQuestionCue[] = [
  // 'does it hurt when I press here', 'any pain if I push on your belly': the examiner's hand, said before the
  // question in the same turn too ('when i press on your knee does that hurt').
  {
    rule: 'hand:press-when-i',
    phrase: `${WHEN_I}${PRESS}\\b`,
    whileExamining: false,
    inTurn: true,
    manoeuvre: 'palpation',
  },
  // 'does it hurt when I bend your knee': the examiner moving the part.
  {
    rule: 'hand:move-when-i',
    phrase: `${WHEN_I}${MOVE}\\b`,
    whileExamining: false,
    inTurn: true,
    manoeuvre: 'movement',
  },
  // 'does that hurt?', 'does this bother you?': the manoeuvre just made, pressing or moving.
  {
    rule: 'manoeuvre:that',
    phrase: '\\b(?:does|did|do|is|was) (?:that|this) (?:hurt|bother|painful|sore|tender|uncomfortable)',
    whileExamining: true,
    manoeuvre: 'unsaid',
  },
  // 'any pain here?', 'is it sore right there?': pain at the spot the examiner points at, ending the question,
  // touched or moved unsaid. ('Let me check here, lymph nodes look fine' asks nothing of the spot.)
  {
    rule: 'spot:here',
    phrase: '\\b(?:here|there)\\W*$',
    whileExamining: true,
    manoeuvre: 'unsaid',
  },
  // 'any pain with this?', 'does it hurt like that?': pain with a manoeuvre the words do not name. ('Any fevers
  // with this?' asks of the illness.)
  {
    rule: 'manoeuvre:with-this',
    phrase: '\\b(?:with|like) (?:this|that)\\b',
    whileExamining: true,
    manoeuvre: 'unsaid',
  },
  // "I'm going to press on your back. Any pain?": the hand announced earlier in the turn, then a bare question
  // of pain, whatever the part ('any back pain?' once the site is read in).
  {
    rule: 'hand:announced',
    phrase: `\\bi(?:'m| am) (?:going to|gonna) ${PRESS}\\b.*\\bany (?:\\w+ )?(?:pain|discomfort|tenderness)\\W*$`,
    whileExamining: false,
    inTurn: true,
    manoeuvre: 'palpation',
  },
  // 'Any pain?' while examining: a bare question of pain asks of what the examiner is doing.
  {
    rule: 'bare:any-pain',
    phrase:
      '^(?:(?:and|so|okay|now|um) )*(?:any (?:pain|discomfort)|does (?:it|that) hurt|is it (?:sore|tender|painful))\\W*$',
    whileExamining: true,
    manoeuvre: 'unsaid',
  },
];
