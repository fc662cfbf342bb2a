import { capture, oneOf, regex, wordsOf } from '../pattern.js';
import { extractReferrals } from './referrals.js';
import { termPattern } from './text.js';
import { addFound, type ClinicalFacts, type Seg } from './types.js';
import { utterancesOf } from './utterances.js';
import { clinicianSays } from './voice.js';

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
  'iron studies',
  'vitamin d level',
  'b12 level',
  'liver function tests',
  'kidney function',
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
  'send you (?:for|to)',
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
  'draw',
  'run',
  'perform',
  'set you up (?:for|with)',
  'consider',
  'recommend',
  'should (?:have|get|do|go for)(?! had| been)',
  '(?:need|needs|have) to (?:have|get|do)',
  "(?:'ll|will) need",
  'need (?:a|an|another)',
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
/** Words of coming back to the clinic: 'follow up', 'come back', 'recheck', 'next appointment'. */
const RETURN_WORDS = [
  'follow[- ]?up',
  'come back',
  'come in',
  'see you',
  'see how',
  'take a look',
  'return',
  'recheck',
  'check back',
  'check (?:on )?you',
  'back in the office',
  'revisit',
  'reassess',
  're-?evaluate',
  'touch base',
  'check in',
  'next visit',
  'next appointment',
];
/** How many units until the visit, captured: '2', '2 to 3', 'a', 'a few', 'a couple of'. */
const HOW_MANY = capture([
  String.raw`\d+(?:\s*(?:to|or|-)\s*\d+)?`,
  'a',
  'one',
  'a few',
  'a couple of',
  'a couple',
  'couple of',
  'couple',
  'several',
]);
/** The unit of the interval, captured. */
const INTERVAL_UNIT = capture(['days?', 'weeks?', 'months?', 'years?']);
/** 'come back in 2 weeks', 'follow up within a couple of months', 'see you next year'. */
const FOLLOW_UP = regex([
  oneOf([
    String.raw`${wordsOf(RETURN_WORDS)}[^.?!]{0,40}?\b(?:in|within|after)\s+(?:about\s+|approximately\s+|another\s+|roughly\s+)?` +
      String.raw`${HOW_MANY}\s+${INTERVAL_UNIT}\b`,
    String.raw`\bsee you (?:again |back )?next (week|month|year)\b`,
  ]),
]);
/** Lifestyle measures a clinician advises, captured: 'diet', 'stop smoking', 'ice', 'crutches'. */
const LIFESTYLE_WORDS = [
  'diet',
  'exercise',
  'exercises',
  'lose weight',
  'losing weight',
  'weight loss',
  'stop smoking',
  'quit smoking',
  'smoking cessation',
  'cut (?:back|down)',
  String.raw`hydrat\w*`,
  'drink (?:plenty|more|lots) of (?:water|fluids)',
  'fluids',
  'rest',
  'ice',
  'heat',
  String.raw`elevat\w*`,
  'compression',
  'low[- ]sodium',
  'low[- ]salt',
  'salt',
  'sugar',
  String.raw`stretch\w*`,
  'walking',
  'sleep',
  'brace',
  'splint',
  'sling',
  'crutches',
  'wrap',
  'activity',
  'avoid',
];
const LIFESTYLE = regex([String.raw`\b`, capture(LIFESTYLE_WORDS), String.raw`\b`]);
/** Words that lead advice and are not part of it: 'i want you to', 'you should', 'please'. */
const ADVICE_LEADS = [
  'i want you to',
  "i'd like you to",
  'i (?:would )?recommend(?: that you)?',
  'recommend',
  'you should',
  'make sure (?:that )?(?:you )?',
  'please',
  'i encourage you to',
  'encourage you to',
  'you need to',
  'you have to',
  'you can',
];
/** Advice given: a lead, or a verb of advice itself ('try to', 'keep', 'avoid'). */
const ADVICE = regex([wordsOf([...ADVICE_LEADS, 'try to', 'keep', 'continue to', 'avoid'])], 'g');
const ADVICE_LEAD = regex(['^', oneOf(ADVICE_LEADS), String.raw`\s+`]);
const CLAUSE_END =
  /[,.;?!]|\b(?:and (?:i|we|then i|then we)|so (?:i|we|that)|because|okay|alright|all right|i'm|i'll|we'll|let's|if you)\b/;

/** Advice as a short clause from its advice words ('continue to watch your diet and avoid salty foods'). */
function advice(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(ADVICE)) {
    const rest = text.slice(m.index).replace(ADVICE_LEAD, '');
    const end = CLAUSE_END.exec(rest.slice(3));
    const clause = (end ? rest.slice(0, end.index + 3) : rest).split(' ').slice(0, 14).join(' ').trim();
    if (
      LIFESTYLE.test(clause) &&
      clause.split(' ').length >= 2 &&
      !out.some((o) => o.includes(clause) || clause.includes(o))
    )
      out.push(clause);
  }
  return out;
}

function amount(a: string): string {
  return a
    .replace(/^(a|one)$/, '1')
    .replace(/^(?:a )?couple(?: of)?$/, '2')
    .replace(/\s*(?:to|or)\s*/, '-');
}

/** Tests the clinician orders in one clause: each test needs an order word before it and no result word in between. */
function orderedTests(text: string): string[] {
  const orders = [...text.matchAll(ORDER)].map((m) => m.index + m[0].length);
  const results = [...text.matchAll(RESULT)].map((m) => m.index);
  const found: { name: string; index: number; end: number }[] = [];
  for (const t of TEST_PATTERNS) {
    for (const m of text.matchAll(t.re)) {
      const order = orders.filter((o) => o <= m.index && m.index - o < 90).pop();
      if (order === undefined || results.some((r) => r >= order && r < m.index)) continue;
      if (
        /^[^.?!]{0,15}\b(?:showed|shows|came back|was|were|results?|look(?:s|ed)?)\b/.test(
          text.slice(m.index + m[0].length),
        )
      )
        continue;
      found.push({ name: t.name, index: m.index, end: m.index + m[0].length });
    }
  }
  // 'a1c' inside 'hemoglobin a1c', 'x-ray' inside 'chest x-ray': the longer name only.
  return found
    .filter(
      (f) => !found.some((o) => o !== f && o.index <= f.index && o.end >= f.end && o.end - o.index > f.end - f.index),
    )
    .map((f) => f.name);
}

/** The patient asking when to come back ('when do I come back in to see you?'), and a reply that is only the interval ('in a year'). */
const WHEN_BACK = /\bwhen\b[^.?!]*\b(?:come back|come in|follow[- ]?up|see you|next (?:appointment|visit)|return)\b/;
const INTERVAL_REPLY = regex([
  "^(?:(?:um|uh|so|well|okay|probably|maybe|let's say|i'd say) )*(?:in|within|after) (?:about |approximately |another )?",
  String.raw`${HOW_MANY} ${INTERVAL_UNIT}\b`,
]);

/** Plan cues: tests ordered, referrals, follow-up timing and advice; medicines are in medications.ts. */
export function extractPlan(segs: Seg[], facts: ClinicalFacts) {
  for (const u of utterancesOf(segs)) {
    if (u.question || !clinicianSays(u.seg, u.text)) continue;
    for (const name of orderedTests(u.text)) addFound(facts.investigations, name, [u.seg.id], (v) => v);
    const follow = FOLLOW_UP.exec(u.text);
    const asked = segs[u.at - 1];
    const answered = asked && WHEN_BACK.test(asked.text) ? INTERVAL_REPLY.exec(u.text) : null;
    if (follow && !facts.followUp) {
      const value = follow[3] ? `in 1 ${follow[3]}` : `in ${amount(follow[1]!)} ${follow[2]}`;
      facts.followUp = { value, segmentIds: [u.seg.id] };
    } else if (answered && !facts.followUp)
      facts.followUp = { value: `in ${amount(answered[1]!)} ${answered[2]}`, segmentIds: [asked!.id, u.seg.id] };
    for (const clause of advice(u.text))
      if (facts.lifestyle.length < 6) addFound(facts.lifestyle, clause, [u.seg.id], (v) => v);
  }
  extractReferrals(segs, facts);
}
