import { oneOf, regex, wordsOf } from '../pattern.js';
import { NOT_NEEDED, TEST_CONDITIONS } from './plan-test-cues.js';
import { conditionWritten, hadOrConditioned, onlyIf, readsResult } from './plan-test-order.js';
import { writtenTest } from './plan-tests.js';
import { termPattern } from './text.js';
import { type ClinicalFacts } from './types.js';
import { type Utterance } from './utterances.js';
import { clinicianSays } from './voice.js';

/*
 * Tests the clinician orders: which of a turn's tests are ordered, and which orders stand once the whole
 * consultation is read.
 */
const TESTS = [
  'x-ray',
  'xray',
  'chest x-ray',
  'mri',
  'ct scan',
  'cat scan',
  'ct',
  'ultrasound',
  'echocardiogram',
  'echo',
  'ekg',
  'ecg',
  'electrocardiogram',
  'blood work',
  'bloodwork',
  'blood tests',
  'lab work',
  'labs',
  'cbc',
  'complete blood count',
  'hemoglobin a1c',
  'a1c',
  'lipid panel',
  'metabolic panel',
  'cmp',
  'bmp',
  'chem 12',
  'chem 7',
  'thyroid panel',
  'tsh',
  'urinalysis',
  'urine test',
  'urine culture',
  'strep test',
  'rapid strep test',
  'rapid strep',
  'covid test',
  'flu test',
  'stress test',
  'colonoscopy',
  'endoscopy',
  'upper endoscopy',
  'egd',
  'mammogram',
  'biopsy',
  'pulmonary function test',
  'pfts',
  'sleep study',
  'nerve conduction study',
  'emg',
  'holter monitor',
  'event monitor',
  'cardiac catheterization',
  'angiogram',
  'bone density scan',
  'dexa scan',
  'psa',
  'culture',
  'swab',
  'pap smear',
  'eeg',
  'hepatitis panel',
  // inflammation and autoimmunity, looked for behind a joint that flares ('an autoimmune panel', 'a sed rate')
  'autoimmune panel',
  'autoimmune workup',
  'rheumatoid factor',
  'sed rate',
  'esr',
  'crp',
  'c-reactive protein',
  'uric acid level',
  // a hepatitis C workup: the virus's load and type, and the liver's stiffness for scarring
  'hepatitis c rna',
  'hep c rna',
  'hcv rna',
  'viral load',
  'hcv genotype',
  'hepatitis c genotype',
  'elastography',
  'fibroscan',
  // the confirming test after a positive Lyme screening titer
  'western blot',
  'iron studies',
  'vitamin d level',
  'b12 level',
  'liver function tests',
  'kidney function',
  'aldosterone level',
  'aldosterone',
  'renin level',
  'renin',
  '24 hour urine collection',
  '24 hour urine',
  // A laboratory value to be checked again ('we'll recheck your potassium in two weeks'): the value is the
  // test. Not 'magnesium' or 'iron' alone, which are also supplements given ('let's get you some iron').
  'potassium',
  'sodium',
  'creatinine',
  'magnesium level',
  'iron level',
  'ferritin',
  'inr',
  'thyroid level',
  'thyroid function',
  'liver enzymes',
  'hemoglobin',
];
const TEST_PATTERNS = TESTS.map((name) => ({ name, re: new RegExp(termPattern(name).source, 'g') }));
/** Words that order a test; the nearest one before the test must come after any result word. */
/** Words that order a test ('we'll get an x-ray', 'i want you to have an mri'). */
const ORDER_WORDS = [
  'order',
  'ordering',
  'get',
  'getting',
  'going to (?:get|do|send|check|schedule|order|repeat)',
  'gonna (?:get|do|order|check|schedule|repeat|send)',
  'wanna (?:get|do|order|check|schedule|repeat|send)',
  // 'sending off some blood tests', "i'm gonna send you out for an mri".
  'send(?:ing)? (?:you )?(?:off|out)(?: for| to)?',
  'send(?:ing)? you (?:for|to)',
  'schedule',
  'scheduling',
  'obtain',
  'have you (?:get|do)',
  'want you to (?:have|get|do)',
  "we'll (?:get|do|check|order|repeat)",
  "let's (?:get|do|check|order|repeat)",
  'repeat',
  'recheck',
  'check',
  // 'that includes checking your hcv rna': a test named as what the workup checks
  'checking',
  'draw',
  // 'swab you for a rapid strep test', 'swab your throat for strep': the swab is the order.
  'swab(?:bing)?(?: you| your (?:nose|throat)| (?:the )?(?:nose|throat))? for',
  'run',
  'perform',
  'set you up (?:for|with)',
  'consider',
  'recommend',
  'should (?:have|get|do|go for)(?! had| been)',
  '(?:need|needs|have) to (?:have|get|do)',
  "(?:'ll|will) need",
  'need (?:a|an|another)',
  // "you're due for a mammogram": a screening test whose time has come is one to arrange, not one had.
  "(?:you're|you are|she's|she is|he's|he is) (?:also |now )?(?:over)?due for",
];
const ORDER = regex([wordsOf(ORDER_WORDS)], 'g');
/** Words of a result already had ('the x-ray showed', 'your last a1c'): the test is not being ordered. */
const RESULT_WORDS = [
  'showed',
  'shows',
  'came back',
  'was normal',
  'were normal',
  'was negative',
  'was positive',
  'results?',
  'reviewed',
  'revealed',
  'reveals',
  String.raw`demonstrat\w*`,
  'look(?:s|ed)? (?:good|fine|normal|great|okay)',
  'i see',
  "i'm seeing",
  'seeing',
  'last',
  'previous',
  'prior',
  "you've had",
  'you had',
  'we did',
  'did (?:a|an|your)',
  'got back',
  'from last',
];
const RESULT = regex([wordsOf(RESULT_WORDS)], 'g');
const NOT_NEEDED_NOW = regex([wordsOf(NOT_NEEDED)], 'g');
/** Words of coming back to the clinic: 'follow up', 'come back', 'recheck', 'next appointment'. */
/**
 * Tests the clinician orders in one clause, as the plan writes them (plan-tests.ts): each test needs an
 * order word before it and no result word in between. One ordered only if something happens is written
 * 'if needed'. `earlier` is what the clinician said before these words in the same turn.
 */
export function orderedTests(text: string, earlier = ''): { name: string; written: string }[] {
  const orderWords = [...text.matchAll(ORDER)];
  const orders = orderWords.map((m) => m.index + m[0].length);
  const results = [...text.matchAll(RESULT)].map((m) => m.index);
  const unneeded = [...text.matchAll(NOT_NEEDED_NOW)].map((m) => m.index + m[0].length);
  const found: { name: string; index: number; end: number; onlyIf: string | null }[] = [];
  for (const t of TEST_PATTERNS) {
    for (const m of text.matchAll(t.re)) {
      const at = orders.findLastIndex((o) => o <= m.index && m.index - o < 90);
      const order = orders[at];
      if (order === undefined || results.some((r) => r >= order && r < m.index)) continue;
      // 'no need for further a1c', "we don't need to do an x-ray": said not to be needed, not ordered.
      if (unneeded.some((n) => n > orderWords[at]!.index && n <= m.index)) continue;
      // 'The x-ray showed', 'the mri looks fine': a result; 'an ultrasound to look at the arteries' is the
      // order's purpose, and 'a chest x-ray if it shows pneumonia' a condition on the result of one ordered.
      if (
        /^(?:(?!\bif\b)[^.?!]){0,15}\b(?:showed|shows|came back|was|were|results?|(?<!to )look(?:s|ed)?)\b/.test(
          text.slice(m.index + m[0].length),
        )
      )
        continue;
      const end = m.index + m[0].length;
      if (hadOrConditioned(text, orderWords[at]!.index, m.index, end)) continue;
      const orderAt = orderWords[at]!.index;
      const condition = onlyIf(text, orderAt, end) ? conditionWritten(text, orderAt, end) : null;
      found.push({ name: t.name, index: m.index, end, onlyIf: condition });
    }
  }
  // 'a1c' inside 'hemoglobin a1c', 'x-ray' inside 'chest x-ray': the longer name only.
  return found
    .filter(
      (f) => !found.some((o) => o !== f && o.index <= f.index && o.end >= f.end && o.end - o.index > f.end - f.index),
    )
    .map((f) => ({ name: f.name, written: writtenTest(f.name, text, f.index, f.end, f.onlyIf, earlier) }));
}

/** A test's line without the condition it waits on: 'X-ray if no improvement' → 'X-ray'. */
const CONDITION_WRITTEN = regex([' ', oneOf(['if needed', ...TEST_CONDITIONS.map((c) => c.written)]), '$']);

/**
 * A test ordered outright in one turn and talked of only if needed in another ('you might have to repeat
 * an ekg' … 'going to repeat ekg today') is ordered: one entry, with the evidence of both.
 */
export function orderedOverOptional(tests: ClinicalFacts['investigations']): ClinicalFacts['investigations'] {
  return tests.filter((t) => {
    const outright = CONDITION_WRITTEN.test(t.value)
      ? tests.find((o) => o.value === t.value.replace(CONDITION_WRITTEN, ''))
      : undefined;
    if (outright) for (const id of t.segmentIds) if (!outright.segmentIds.includes(id)) outright.segmentIds.push(id);
    return !outright;
  });
}

/**
 * A test ordered plainly (no repeat, condition or time) and then read by the clinician in a later turn
 * ('let me get an x-ray' … 'taking a look at your x-ray, you have a large spur'): done and read at this
 * visit, not an order for the plan.
 */
const AGAIN_OR_LATER = /^Repeat\b| if | in \d| next \w+$/;
export function readLater(all: Utterance[], o: { name: string; written: string; at: number }): boolean {
  if (AGAIN_OR_LATER.test(o.written)) return false;
  return all.some((u) => u.at > o.at && !u.question && clinicianSays(u.seg, u.text) && readsResult(u.text, o.name));
}
