import { isNegated } from './negation.js';
import { quoteAround, sentences, termPattern } from './text.js';
import { addFound, type ClinicalFacts, type Seg } from './types.js';
import { clinicianSays } from './voice.js';

const TESTS = [
  'x-ray', 'xray', 'mri', 'ct scan', 'cat scan', 'ultrasound', 'echocardiogram', 'echo', 'ekg', 'ecg', 'electrocardiogram', 'blood work', 'bloodwork',
  'lab work', 'labs', 'cbc', 'complete blood count', 'hemoglobin a1c', 'a1c', 'lipid panel', 'metabolic panel', 'cmp', 'bmp', 'thyroid panel', 'tsh',
  'urinalysis', 'urine test', 'urine culture', 'strep test', 'covid test', 'stress test', 'colonoscopy', 'endoscopy', 'mammogram', 'biopsy',
  'pulmonary function test', 'sleep study', 'nerve conduction study', 'emg', 'holter monitor', 'cardiac catheterization', 'bone density scan', 'psa',
  'culture', 'swab',
];
const TEST_PATTERNS = TESTS.map((name) => ({ name, re: termPattern(name) }));
const ORDER = /\b(order|ordering|get (?:a|an|some)|going to (?:get|do|send|check|schedule)|send you (?:for|to)|schedule|obtain|i want (?:you to have|to get|to check)|we'll (?:get|do|check)|let's (?:get|do|check)|check (?:your|a|an|some))\b/;
const RESULT = /\b(showed|shows|came back|was normal|were normal|was negative|was positive|results?|reviewed)\b/;
const FOLLOW_UP = /\b(follow[- ]?up|come back|see you (?:back |again )?|return|recheck|check back)\b[^.?!]{0,30}?\bin\s+(?:about\s+)?(\d+|a|one|a few|a couple of|a couple)\s+(days?|weeks?|months?|years?)\b/;
const LIFESTYLE =
  /\b(diet|exercise|lose weight|losing weight|weight loss|stop smoking|quit smoking|cut (?:back|down)|hydrat|drink (?:plenty|more|lots) of (?:water|fluids)|rest|ice|heat|elevate|physical therapy|low[- ]sodium|low[- ]salt|stretch|walking|sleep)\b/;
const ADVICE = /\b(i want you to|i'd like you to|i recommend|recommend|you should|try to|make sure|keep|continue to|avoid|please)\b/;

/** Plan cues (issue #8 item 2): tests ordered, follow-up timing, lifestyle advice; new medications are in medications.ts. */
export function extractPlan(segs: Seg[], facts: ClinicalFacts) {
  for (const seg of segs) {
    for (const sentence of sentences(seg.text)) {
      if (!clinicianSays(seg, sentence)) continue;
      if (ORDER.test(sentence) && !RESULT.test(sentence)) {
        for (const t of TEST_PATTERNS) {
          const m = t.re.exec(sentence);
          if (m && !isNegated(sentence, m.index, m.index + m[0].length)) addFound(facts.investigations, t.name, [seg.id], (v) => v);
        }
      }
      const follow = FOLLOW_UP.exec(sentence);
      if (follow && !facts.followUp) {
        const amount = follow[2]!.replace(/^(a|one)$/, '1');
        facts.followUp = { value: `in ${amount} ${follow[3]}`, segmentIds: [seg.id] };
      }
      if (LIFESTYLE.test(sentence) && ADVICE.test(sentence) && !sentence.endsWith('?') && facts.lifestyle.length < 6) {
        addFound(facts.lifestyle, quoteAround(sentence, LIFESTYLE, 6, 14), [seg.id], (v) => v.toLowerCase());
      }
    }
  }
}
