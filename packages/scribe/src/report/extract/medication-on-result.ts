import { capture, oneOf, regex } from '../pattern.js';
import { TEST_WRITTEN } from './plan-test-names.js';
import { inSentence } from './written-case.js';

/**
 * A start that waits on a test coming back positive, kept with its condition as the plan writes it: 'swab you
 * for a rapid strep test and if that's positive … prescribe amoxicillin 500 mg three times a day' → 'start
 * amoxicillin 500 mg 3 times a day if the rapid strep test is positive'. The test is the one the condition
 * names, else the last one named before it in the sentence; with none named the start stays offered.
 */

/** Tests a result condition names beyond the plan's own names ('the culture', 'swab you for strep'), as written. */
const RESULT_TESTS: Record<string, string> = {
  'strep test': 'strep test',
  strep: 'strep test',
  culture: 'culture',
  'urine culture': 'urine culture',
  'throat culture': 'throat culture',
  swab: 'swab',
  test: 'test',
};
const TEST_NAMES = [...Object.keys(TEST_WRITTEN), ...Object.keys(RESULT_TESTS)].sort((a, b) => b.length - a.length);
const TEST = capture(TEST_NAMES);
/** The result's subject: a test by name ('the strep test') or one just named ('it', 'that'). */
const SUBJECT = oneOf([String.raw`(?:the |your )?${TEST}`, 'it', 'that', 'this']);
const COMES_BACK = String.raw`(?:'s| is| comes back| turns out| returns| was)?`;
/** 'if that's positive', 'if the culture comes back positive', 'in case the strep test is positive'. */
const POSITIVE = String.raw`\b(?:if|in case|once) ${SUBJECT}${COMES_BACK} positive\b`;
/** The condition said before the action word, nothing but the clinician's lead-in between. */
const BEFORE = regex([POSITIVE, String.raw`[^.?!]{0,60}$`]);
/** The condition said right after the drug, its dose and schedule between ('amoxicillin 500 mg if the culture is positive'). */
const AFTER = regex([String.raw`^(?:(?!\b(?:and|but|so|then)\b)[^.?!]){0,40}?`, POSITIVE]);
const NAMED = regex([String.raw`\b`, TEST, String.raw`\b`], 'g');
/** How far before the condition a test it stands for may be named ('swab you for a rapid strep test and if that's positive'). */
const NAMED_REACH = 160;

/** The written name of a test said ('rapid strep' → 'the rapid strep test'). */
const written = (said: string) => `the ${inSentence(TEST_WRITTEN[said] ?? RESULT_TESTS[said] ?? said)}`;

/** The condition as the plan line ends with it ('if the rapid strep test is positive'), or null when the start does not wait on a named test. */
export function positiveResultCondition(sentence: string, cueAt: number, drugEnd: number): string | null {
  const before = sentence.slice(Math.max(0, cueAt - 120), cueAt);
  const own = BEFORE.exec(before);
  const after = own ? null : AFTER.exec(sentence.slice(drugEnd, drugEnd + 80));
  const said = own ?? after;
  if (!said) return null;
  if (said[1] && said[1] !== 'test') return `if ${written(said[1])} is positive`;
  const at = own ? Math.max(0, cueAt - 120) + own.index : cueAt;
  const earlier = [...sentence.slice(Math.max(0, at - NAMED_REACH), at).matchAll(NAMED)].filter((m) => m[1] !== 'test');
  const last = earlier.at(-1)?.[1];
  return last ? `if ${written(last)} is positive` : null;
}
