import { regex, wordsOf } from '../pattern.js';
import { display } from './text.js';
import type { ClinicalFacts, Seg } from './types.js';
import { utterancesOf } from './utterances.js';
import { clinicianSays } from './voice.js';

/** Tests and measures whose results a clinician reviews. */
const TESTS = [
  'x-?rays?',
  'mri',
  'ct(?: scan)?',
  'cat scan',
  'ultrasound',
  'echo(?:cardiogram)?',
  'ekg',
  'ecg',
  'labs?',
  'blood work',
  'bloodwork',
  'a1c',
  'hemoglobin',
  'cholesterol',
  'lipid panel',
  'cbc',
  'white count',
  'kidney function',
  'liver (?:enzymes|function)',
  'urinalysis',
  'urine',
  'culture',
  'biopsy',
  'stress test',
  'pft',
  'pulmonary function tests?',
  'mammogram',
  'colonoscopy',
  'endoscopy',
  'radiographs?',
  'scan',
  'ejection fraction',
  'potassium',
  'sodium',
  'creatinine',
  'tsh',
  'thyroid levels?',
  'vitamin d',
];
const TEST = regex([wordsOf(TESTS)]);
/** A condition named by a test's level ('your high cholesterol'): no result words of its own. */
const CONDITION = regex([String.raw`\b(?:high|low) ${wordsOf(TESTS)}`], 'g');
/** Words of a result: what a test showed, or a value. */
const RESULT_WORDS = [
  'shows?',
  'showed',
  'normal',
  'abnormal',
  'negative',
  'positive',
  'elevated',
  'high',
  'low',
  'came back',
  'reveals?',
  'revealed',
  'demonstrates?',
  'demonstrated',
  'unremarkable',
  'no evidence',
  String.raw`no (?:fracture|abnormalit\w*)`,
  'fracture',
  'within normal limits',
  'stable',
  'improved',
  String.raw`was \d+`,
  String.raw`is \d+`,
  String.raw`at \d+`,
  String.raw`of \d+(?:\.\d+)?\s*(?:percent|%)`,
];
const RESULT = regex([wordsOf(RESULT_WORDS)]);
/**
 * A plan, a condition, the history, a request to the dictation system ('hey dragon, show me the x-ray') or the patient
 * introduced ('a 56-year-old male here with abnormal labs'), not a result.
 */
const COMMAND =
  /\b(?:if|order|we'll|i'll|gonna|gon na|going to|want to|show me|dragon|let's look|let me look|take a look|\d+-year-old|plan|medical history|history of)\b/;
const CLAUSE = /[,.;?!]\s+|\s(?:so|which|okay|alright|and then|but|because)\s/g;
/**
 * A value whose decimal point was lost in speech ('normal at 2 68' for 2.68): two numbers with only a space
 * between. The value cannot be written right, so the result is written up to it ('the tsh was normal').
 */
const SPLIT_VALUE = /\s+(?:(?:at|of|was|is|around|about)\s+)?\d+ \d+\b(?! (?:years?|months?|weeks?|days?|times?)).*$/;

/**
 * Results the clinician reviews with the patient ('this is a normal x-ray of your lumbar spine', 'your
 * hemoglobin a1c has been a little high at 8'): clauses that name a test and say what it showed.
 */
export function extractResults(segs: Seg[], facts: ClinicalFacts) {
  for (const u of utterancesOf(segs)) {
    if (u.question || !clinicianSays(u.seg, u.text) || facts.results.length >= 6) continue;
    const bounds = [0, ...[...u.text.matchAll(CLAUSE)].map((m) => m.index + m[0].length), u.text.length];
    for (let k = 0; k + 1 < bounds.length; k++) {
      const clause = u.text
        .slice(bounds[k], bounds[k + 1])
        .replace(/[,.;?!\s]+$/, '')
        .replace(SPLIT_VALUE, '')
        .trim();
      const words = clause.split(' ').length;
      const said = clause.replace(CONDITION, '');
      if (words < 4 || words > 20 || !TEST.test(said) || !RESULT.test(said) || COMMAND.test(clause)) continue;
      const text = display(clause.replace(/^(?:and|so|now|um|uh|okay)\s+/, '').replace(/\byour\b/g, 'the'));
      if (!facts.results.some((r) => r.value === text) && facts.results.length < 6)
        facts.results.push({ value: text, segmentIds: [u.seg.id] });
    }
  }
}
