import { oneOf, regex, wordsOf } from '../pattern.js';
import { BODY_PARTS } from '../vocabulary/body-parts.js';
import { conditionKindsIn } from '../reading/condition-kinds.js';
import {
  AFTER_OPERATION,
  BROUGHT_ON_BY,
  CLAUSE_START,
  CLAUSE_VERBS,
  DESCRIBING_ALONE,
  OPERATION_HEADS,
  JOINING_WORDS,
  NOT_PROBLEMS_ALONE,
  PROBLEM_WORDS,
  SHOWS,
  TEST_HEADS,
  VISIT_LEADS,
} from './assessment-shape-cues.js';
import { holdAssessment } from './assessment-held.js';
import { conditionsIn } from './conditions-in.js';
import { DIAGNOSTIC } from './lexicon-diagnosis.js';
import { symptomMentions } from './symptom-mentions.js';
import { PARTS_ALONE } from './diagnosis-phrase-words.js';
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

const PROBLEM_WORD = regex([wordsOf(PROBLEM_WORDS), '|', wordsOf(AFTER_OPERATION)]);
const NO_PROBLEM_WORD = oneOf([
  ...BODY_PARTS.flatMap(([, said]) => said),
  ...PARTS_ALONE,
  ...NOT_PROBLEMS_ALONE,
  ...DESCRIBING_ALONE,
]);
/** A line made only of parts of the body, measures, habits and describing words, with sides and joining words between them. */
const ALONE = regex(['^(?:', wordsOf([NO_PROBLEM_WORD, ...JOINING_WORDS]), String.raw`[\s,]*)+$`]);

/**
 * Whether a line names only a part of the body, a measure or a habit ('prostate', 'blood sugar', 'drinking and
 * smoking'), no problem: none of the lexicons' conditions or symptoms, no disease-shaped word, no finding's word.
 */
const nothingButParts = (line: string): boolean =>
  ALONE.test(line) &&
  !DIAGNOSTIC.test(line) &&
  !PROBLEM_WORD.test(line) &&
  conditionsIn(line).length === 0 &&
  conditionKindsIn(line).length === 0 &&
  symptomMentions(line).length === 0;

const ARTICLE = String.raw`(?:(?:a|an|the|your|his|her|some) )?`;
/** 'follow-up of severe osteoarthritis': the visit's words, then the problem it is for. */
const VISIT_LEAD = regex(['^', ARTICLE, oneOf(VISIT_LEADS), ' ', ARTICLE, '(.+)$']);

/**
 * Whether a line's wording is not a problem's name: a clause, a run-on, spelled letters, an operation, a part
 * alone, or a visit ('establishing care for his prostate') whose problem is not read from it.
 */
export const notAProblem = (line: string): boolean =>
  CLAUSE.test(line) ||
  RUN_ON.test(line) ||
  LETTERS.test(line) ||
  OPERATION.test(line) ||
  nothingButParts(line) ||
  VISIT_LEAD.test(line);

/** 'x-rays show bronchitis', 'the biopsy of the back showed melanoma': a test, its reading, then what it shows. */
const TEST_READING = regex([
  '^',
  ARTICLE,
  String.raw`(?:[a-z]+ )?`,
  wordsOf(TEST_HEADS),
  String.raw`(?: of [a-z ]+?)? `,
  oneOf(SHOWS),
  ' ',
  ARTICLE,
  '(.+)$',
]);

/**
 * The problem a line names once the words around it are set aside: what a test showed ('x-rays show
 * bronchitis' is bronchitis, the test its rationale) or what a visit is for ('follow-up of gout' is gout).
 * Null when the line is not worded so or what follows names no problem.
 */
function problemWithin(line: string): { diagnosis: string; rationale?: string } | null {
  const read = TEST_READING.exec(line);
  if (read && !notAProblem(read[1]!)) return { diagnosis: read[1]!, rationale: display(line) };
  const visit = VISIT_LEAD.exec(line);
  if (visit && !notAProblem(visit[1]!)) return { diagnosis: visit[1]! };
  return null;
}

/**
 * An assessment line worded as no clinician would list a problem is offered as said, not written: the
 * clinician adds it in one click when it was meant, and the note never shows a fragment. A line that holds
 * a problem within a test's reading or a visit's words is written as that problem.
 */
export function holdMisshapen(facts: ClinicalFacts) {
  for (const d of facts.assessment) {
    const within = problemWithin(d.value.diagnosis.toLowerCase());
    if (within) Object.assign(d.value, within);
  }
  const held = facts.assessment.filter((d) => notAProblem(d.value.diagnosis.toLowerCase()));
  holdAssessment(facts, held);
}
