import { oneOf, regex } from '../pattern.js';
import { add } from './diagnoses.js';
import type { ClinicalFacts } from './types.js';

/**
 * A result the clinician states as abnormal names a problem: 'your sodium levels are very low' is
 * hyponatremia, 'her potassium came back high' hyperkalemia, 'low iron' iron deficiency. Each analyte
 * with the problem a low and a high value make; blood pressure, sugar and cholesterol are left to the
 * conditions they belong to (hypertension, diabetes, high cholesterol).
 */
const ANALYTES: [RegExp, string | null, string | null][] = [
  [/sodium/, 'hyponatremia', 'hypernatremia'],
  [/potassium/, 'hypokalemia', 'hyperkalemia'],
  [/calcium/, 'hypocalcemia', 'hypercalcemia'],
  [/magnesium/, 'hypomagnesemia', null],
  [/iron|ferritin/, 'iron deficiency', null],
  [/vitamin d|vit d/, 'vitamin d deficiency', null],
  [/(?:vitamin )?b12/, 'vitamin b12 deficiency', null],
  [/hemoglobin|haemoglobin|blood count|red (?:blood )?cells?|red (?:blood )?count|hb|hgb/, 'anemia', null],
  [/platelets?(?: count)?/, 'thrombocytopenia', null],
  [/white (?:blood )?(?:cell )?count|white (?:blood )?cells?|wbc/, 'leukopenia', 'leukocytosis'],
  [/liver (?:enzymes?|function(?: tests?)?|tests?)|lfts?|alt|ast|transaminases?/, null, 'elevated liver enzymes'],
  [/alkaline phosphatase|alk phos/, null, 'elevated alkaline phosphatase'],
  [/creatinine/, null, 'elevated creatinine'],
  [/kidney function|renal function|gfr|egfr/, 'decreased kidney function', null],
  [/uric acid/, null, 'hyperuricemia'],
  [/testosterone/, 'low testosterone', null],
  [/psa/, null, 'elevated psa'],
];
const ANALYTE = ANALYTES.map(([re]) => re.source).join('|');
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

/** Words before a result that make it no finding of this patient's: a denial, a condition, a generality. */
const UNSTATED = /\b(?:no|not|without|if|any|whether|can|could|may|might|people|reasons?|causes?|risk)\b/;
/** Code-mixed: Hindi 'potassium thoda low hai', Tamil 'sodium konjam low irukku'. */
const MIXED = new RegExp(
  `\\b(${ANALYTE})(?: levels?| counts?)? (?:(?:thoda|thodi|bahut|kaafi|konjam|romba) )?(low|high) (?:hai|he|aaya|aayi|irukku|iruku)\\b`,
  'g',
);

function problemOf(analyte: string, level: string): string | null {
  const entry = ANALYTES.find(([re]) => new RegExp(`^(?:${re.source})$`).test(analyte));
  if (!entry) return null;
  return new RegExp(`^(?:${LOW})$`).test(level) ? entry[1] : entry[2];
}

/** Adds the problem each abnormal result in a clinician's statement names, as confirmed as the result. */
export function labProblems(facts: ClinicalFacts, text: string, ids: string[]) {
  const found = [
    ...[...text.matchAll(AFTER)].map((m) => ({ at: m.index, problem: problemOf(m[1]!, m[2]!) })),
    ...[...text.matchAll(BEFORE)].map((m) => ({ at: m.index, problem: problemOf(m[2]!, m[1]!) })),
    ...[...text.matchAll(MIXED)].map((m) => ({ at: m.index, problem: problemOf(m[1]!, m[2]!) })),
  ].sort((a, b) => a.at - b.at);
  for (const { at, problem } of found) {
    // 'no low potassium', 'if your sodium is low', 'people can have elevated liver enzymes': nothing stated of this patient.
    const clause = text
      .slice(0, at)
      .split(/[.;?!]/)
      .pop()!;
    if (problem && !UNSTATED.test(clause)) add(facts, problem, 'confirmed', ids);
  }
}
