import { sentences } from './text.js';
import type { ClinicalFacts, Seg } from './types.js';

const AMOUNT = '(\\d+(?:\\.\\d+)?|a|an|one|a few|a couple of|a couple|several)';
const UNIT = '(minutes?|hours?|days?|nights?|weeks?|months?|years?)';
const DURATION = new RegExp(`\\b(?:for|over)\\s+(?:the\\s+)?(?:past|last)?\\s*(?:about|around|like|almost|nearly|over)?\\s*${AMOUNT}\\s+${UNIT}\\b`);
const AGO = new RegExp(`\\b(?:about|around|like|almost|nearly)?\\s*${AMOUNT}\\s+${UNIT}\\s+ago\\b`);
const SINCE = /\b(?:since|started|began|start(?:ed)? on)\s+(yesterday|last (?:night|week|month|year|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this morning|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d{1,2} (?:days|weeks))\b/;
const CONTEXT = /\b(pain|hurt|started|began|since|been having|noticed|ago|symptoms?|feel|felt|fever|cough|swelling|ache)\b/;

function tidy(amount: string, unit: string): string {
  const a = amount.replace(/^an?$/, '1').replace(/^one$/, '1');
  return `${a} ${unit}`;
}

/** Onset ('2 weeks ago', 'since yesterday') and duration ('for 3 days') of the complaint (issue #8 item 2). */
export function extractTiming(segs: Seg[], facts: ClinicalFacts) {
  const ordered = [...segs.filter((s) => s.role === 'Patient'), ...segs.filter((s) => s.role === 'Doctor')];
  for (const seg of ordered) {
    for (const sentence of sentences(seg.text)) {
      if (!CONTEXT.test(sentence)) continue;
      const ago = AGO.exec(sentence);
      const since = SINCE.exec(sentence);
      if (!facts.onset && (ago || since)) {
        facts.onset = { value: ago ? `${tidy(ago[1]!, ago[2]!)} ago` : `since ${since![1]}`, segmentIds: [seg.id] };
      }
      const duration = DURATION.exec(sentence);
      if (!facts.duration && duration) facts.duration = { value: tidy(duration[1]!, duration[2]!), segmentIds: [seg.id] };
    }
  }
}
