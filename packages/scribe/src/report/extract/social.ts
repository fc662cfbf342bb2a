import { quoteAround, sentences } from './text.js';
import type { ClinicalFacts, Seg } from './types.js';

const AGE = /\b(?:i'm|i am|she's|he's|she is|he is)\s+(\d{1,3})(?:\s+years?\s+old)?\b(?![ -]?(?:mg|%|percent|pounds|days|weeks|minutes))|\b(\d{1,3})[- ]years?[- ]old\b/;
const EXAM: [keyof ClinicalFacts['exam'], RegExp][] = [
  ['cardiovascular', /\b(heart(?! rate)|murmur|regular rate and rhythm|rhythm|s1|s2|gallop|rub)\b/],
  ['respiratory', /\b(lungs?|breath sounds|wheez\w*|crackles|rales|rhonchi)\b/],
  ['extremities', /\b(extremit\w*|edema|swelling in (?:your|the) (?:legs|ankles|feet)|pulses|calf|calves)\b/],
  ['generalAppearance', /\b(you appear|you look|in no (?:acute )?distress|well[- ]appearing|alert and oriented)\b/],
];
const EXAM_CUE = /\b(on (?:physical )?exam|exam(?:ination)?|i hear|i don't hear|listen|sounds?|feel|looks?|appears?|clear|normal|no edema|palpat\w*|tender\w*)\b/;
const SOCIAL: [keyof ClinicalFacts['social'], RegExp][] = [
  ['tobacco', /\b(smok\w*|cigarettes?|tobacco|vap\w*|chew)\b/],
  ['alcohol', /\b(alcohol|beers?|wine|liquor|drinks? (?:socially|a (?:day|week|night)|per|on (?:the )?weekends?)|drinking)\b/],
  ['occupation', /\b(i work (?:as|at|in|for)|i'm a (?:teacher|nurse|driver|cashier|retired|student|mechanic|carpenter|manager)|i'm retired|my job)\b/],
];

/** Age, social history lines and examination findings, quoted from the sentence that states them. */
export function extractSocialAndExam(segs: Seg[], facts: ClinicalFacts) {
  for (const seg of segs) {
    for (const sentence of sentences(seg.text)) {
      const age = AGE.exec(sentence);
      const years = Number(age?.[1] ?? age?.[2]);
      if (!facts.age && years > 0 && years < 120) facts.age = { value: String(years), segmentIds: [seg.id] };
      if (sentence.endsWith('?')) continue;
      if (seg.role === 'Patient') {
        for (const [key, re] of SOCIAL) if (!facts.social[key] && re.test(sentence)) facts.social[key] = { value: quoteAround(sentence, re), segmentIds: [seg.id] };
      }
      if (seg.role === 'Doctor' && EXAM_CUE.test(sentence)) {
        for (const [key, re] of EXAM) if (!facts.exam[key] && re.test(sentence)) facts.exam[key] = { value: quoteAround(sentence, re, 4, 16), segmentIds: [seg.id] };
      }
    }
  }
}
