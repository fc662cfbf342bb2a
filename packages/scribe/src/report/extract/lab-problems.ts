import { oneOf, regex, wordsOf } from '../pattern.js';
import { isNegated } from '../reading/context.js';
import { hypotheticalCue } from '../reading/subject.js';
import { MIXED_DEGREE_WORDS } from '../vocabulary/mixed-degrees.js';
import { add } from './diagnosis-entries.js';
import { ANY_TREATMENT, LAB_PROBLEMS, type LabProblemRow } from './lab-problem-cues.js';
import { display } from './text.js';
import type { ClinicalFacts } from './types.js';

const ANALYTE = LAB_PROBLEMS.map((r) => r.analyte).join('|');
const DEGREE =
  '(?:(?:still|very|quite|a little|a bit|a little bit|slightly|too|really|pretty|somewhat|mildly|significantly|extremely|way|kind of|on the) )*';
const LOW = 'low|lower|decreased|down|deficient';
const HIGH = 'high|higher|elevated|raised|increased|up';
/** Verbs that tell a value: 'is', 'came back', 'looks', ''s'. */
const TELLING = [
  'is',
  'are',
  'was',
  'were',
  'came back',
  'come back',
  'has been',
  'have been',
  'looks?',
  'seems?',
  'remains?',
  "'s",
];
/** 'your sodium levels are very low', 'the potassium came back a little high', 'her iron is on the low side'. */
const AFTER = regex(
  [
    String.raw`\b(?:your|her|his|their|the) (${ANALYTE})(?: levels?| counts?| values?| numbers?)? ${oneOf(TELLING)}`,
    String.raw`(?: also| now)? ${DEGREE}(${LOW}|${HIGH})\b`,
  ],
  'g',
);
/** 'you have low potassium', 'an elevated creatinine', 'low vitamin d levels' (not 'a low sodium diet'). */
const BEFORE = new RegExp(
  `\\b(low|high|elevated|raised) (${ANALYTE})\\b(?! (?:diet|foods?|supplements?|intake|salt))`,
  'g',
);

/** Words before a result that make it no finding of this patient's: a condition, a generality. */
const UNSTATED = /\b(?:if|any|whether|can|could|may|might|people|reasons?|causes?|risk)\b/;
/** Code-mixed: Hindi 'potassium thoda low hai', Tamil 'sodium konjam low irukku'. */
const MIXED = new RegExp(
  `\\b(${ANALYTE})(?: levels?| counts?)? (?:${oneOf(MIXED_DEGREE_WORDS.map((d) => d.word))} )?(low|high) (?:hai|he|aaya|aayi|irukku|iruku)\\b`,
  'g',
);
const TAKEN_UP = regex([wordsOf(ANY_TREATMENT)]);

function rowOf(analyte: string): LabProblemRow | undefined {
  return LAB_PROBLEMS.find((r) => new RegExp(`^(?:${r.analyte})$`).test(analyte));
}

function problemOf(row: LabProblemRow, level: string): string | null {
  return new RegExp(`^(?:${LOW})$`).test(level) ? row.low : row.high;
}

/**
 * Whether the clinician takes the problem up: a medicine of the plan treats it, or the words after the
 * result in the same statement name a treatment or work-up for it ('so we'll start a supplement').
 */
function takenUp(facts: ClinicalFacts, row: LabProblemRow, after: string): boolean {
  const treatment = regex([wordsOf([row.treatment])]);
  return (
    facts.planMedications.some((p) => treatment.test(p.value.name)) || treatment.test(after) || TAKEN_UP.test(after)
  );
}

/**
 * The problem each abnormal result in a clinician's statement names ('your sodium levels are very low' is
 * hyponatremia). A result is what the clinician found, a diagnosis only what they state or treat: the
 * problem goes in the assessment, confirmed, when the consultation names it or the plan takes it up, and
 * is otherwise held back for the clinician to add. A denied ('you don't have an elevated white count'),
 * conditional or general result names nothing.
 */
export function labProblems(facts: ClinicalFacts, text: string, ids: string[]) {
  const found = [
    ...[...text.matchAll(AFTER)].map((m) => ({ m, analyte: m[1]!, level: m[2]! })),
    ...[...text.matchAll(BEFORE)].map((m) => ({ m, analyte: m[2]!, level: m[1]! })),
    ...[...text.matchAll(MIXED)].map((m) => ({ m, analyte: m[1]!, level: m[2]! })),
  ].sort((a, b) => a.m.index - b.m.index);
  for (const { m, analyte, level } of found) {
    const row = rowOf(analyte);
    const problem = row && problemOf(row, level);
    if (!row || !problem) continue;
    const at = m.index;
    const end = at + m[0].length;
    const clause = text
      .slice(0, at)
      .split(/[.;?!]/)
      .pop()!;
    if (UNSTATED.test(clause) || isNegated(text, at, end) || hypotheticalCue(clause)) continue;
    const named = new RegExp(`\\b${problem}\\b`).test(text);
    if (named || takenUp(facts, row, text.slice(end))) add(facts, problem, 'confirmed', ids);
    else hold(facts, display(problem), ids);
  }
}

/** A problem read from a result but not stated or treated: offered to the clinician, once. */
function hold(facts: ClinicalFacts, text: string, ids: string[]) {
  const same = facts.held.find((h) => h.value.section === 'assessment' && h.value.text === text);
  if (!same) facts.held.push({ value: { section: 'assessment', text }, segmentIds: [...ids] });
  else for (const id of ids) if (!same.segmentIds.includes(id)) same.segmentIds.push(id);
}

const PROBLEMS = new Set(LAB_PROBLEMS.flatMap((r) => [r.low, r.high]).filter((p): p is string => p !== null));

/**
 * A problem held from a result that the clinician names later in the consultation ('this newfound anemia')
 * is stated after all: it joins the assessment, confirmed, with the result's evidence.
 */
export function statedLater(facts: ClinicalFacts) {
  facts.held = facts.held.filter((h) => {
    const problem = h.value.text.toLowerCase();
    if (h.value.section !== 'assessment' || !PROBLEMS.has(problem)) return true;
    if (!facts.assessment.some((a) => new RegExp(`\\b${problem}\\b`).test(a.value.diagnosis))) return true;
    add(facts, problem, 'confirmed', h.segmentIds);
    return false;
  });
}
