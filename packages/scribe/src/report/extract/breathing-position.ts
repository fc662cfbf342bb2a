import { regex, wordsOf } from '../pattern.js';
import { BREATHING_FAILS, BREATHING_POSITIONS, POSITION_REACH } from '../vocabulary/breathing-position-cues.js';
import { SYMPTOMS, type SymptomTerm } from './lexicon-symptoms.js';
import type { ClinicalFacts } from './types.js';

/** A symptom named at a stretch of words. */
interface Named {
  term: SymptomTerm;
  index: number;
  end: number;
}

const term = (name: string) => SYMPTOMS.find((s) => s.name === name)!;
const POSITIONS = BREATHING_POSITIONS.map((p) => ({ term: term(p.symptom), re: regex([wordsOf(p.cues)]) }));
const FAILS = regex([wordsOf(BREATHING_FAILS)], 'g');
const BREATHLESS = 'shortness of breath';

/**
 * Breathlessness said with lying flat or waking from sleep ('short of breath when i lie down', 'i wake up
 * gasping'): orthopnea or paroxysmal nocturnal dyspnea, named beside the breathlessness, at the words that
 * say when. Only its own clause is read, so 'i lie down after lunch' said far from it tells nothing.
 */
export function breathingPositions(sentence: string, named: readonly Named[]): Named[] {
  const breath = [
    ...named.filter((m) => m.term.name === BREATHLESS),
    ...[...sentence.matchAll(FAILS)].map((m) => ({ index: m.index, end: m.index + m[0].length })),
  ];
  for (const b of breath) {
    const from = Math.max(0, b.index - POSITION_REACH);
    const near = sentence.slice(from, b.end + POSITION_REACH);
    for (const p of POSITIONS) {
      const cue = p.re.exec(near);
      if (cue && !named.some((m) => m.term === p.term))
        return [{ term: p.term, index: from + cue.index, end: from + cue.index + cue[0].length }];
    }
  }
  return [];
}

/** Breathlessness that comes in bed. */
const IN_BED = new Set(BREATHING_POSITIONS.map((p) => p.symptom));

/**
 * Trouble sleeping told beside breathlessness lying flat or waking gasping is, as often as not, that
 * breathlessness keeping the patient up, not insomnia: the note writes the orthopnea and offers the trouble
 * sleeping as said, for the clinician to write if it is a complaint of its own.
 */
export function holdSleepOfBreathing(facts: ClinicalFacts) {
  if (!facts.symptoms.some((s) => IN_BED.has(s.value))) return;
  const sleep = facts.symptoms.find((s) => s.value === 'insomnia');
  if (!sleep) return;
  // Its denial in another breath ('no, i sleep fine, it's the breathing') is no denial of insomnia to write either.
  facts.symptoms = facts.symptoms.filter((s) => s !== sleep);
  facts.negatedSymptoms = facts.negatedSymptoms.filter((s) => s.value !== 'insomnia');
  facts.held.push({
    value: { section: 'historyOfPresentIllness', text: 'Trouble sleeping' },
    segmentIds: sleep.segmentIds,
  });
}
