import { DRUGS } from './lexicon-drugs.js';
import { isNegated } from './negation.js';
import { sentences, termPattern } from './text.js';
import { addFound, type ClinicalFacts, type Seg } from './types.js';
import { clinicianSays } from './voice.js';

const DRUG_PATTERNS = DRUGS.map((name) => ({ name, re: termPattern(name) }));
const DOSE = /\b(\d+(?:\.\d+)?)\s*(mg|milligrams?|mcg|micrograms?|units?|ml|milliliters?|grams?|puffs?|tablets?|pills?)\b/;
const FREQUENCY =
  /\b(once|twice|three times|four times|1 time|2 times|3 times)\s+(?:a|per|each)\s+(day|week|night)|\b(daily|nightly|at night|at bedtime|every morning|in the morning|as needed|every \d+ hours|bid|tid|qid|prn)\b/;
const INDICATION = /\bfor (?:my |your |his |her |the |their )?([a-z][a-z' -]{2,30}?)(?=[,.?!]|$|\s(?:and|but|which|that|so|because|every|once|twice|daily)\b)/;
/** Words that make a drug mention a new prescription rather than something already taken. */
const PLAN = /\b(start|starting|prescribe|prescribing|prescription|put you on|i'll send|i will send|going to give|give you|switch|increase|increasing|decrease|bump|refill|try you on|add)\b/;
const STOPPED = /\b(stopped|quit|no longer|not taking|don't take|didn't take|ran out|discontinue|off of)\b/;
/** 'I take X 20 mg' for drugs missing from the lexicon. */
const TAKE = /\b(?:i take|i'm taking|i am taking|i'm on|i am on|i use|taking|she takes|he takes)\b/;
const NAMED_DOSE = /\b([a-z]{4,20})\s+(\d+(?:\.\d+)?\s*(?:mg|milligrams?|mcg|units?))\b/g;
const NOT_DRUGS = new Set(['take', 'taking', 'also', 'with', 'plus', 'about', 'like', 'some', 'that', 'this', 'them', 'those', 'only', 'just', 'half', 'every', 'medication', 'medicine', 'pills']);

function dosageNear(after: string): string | null {
  const window = after.slice(0, 60);
  const dose = DOSE.exec(window);
  const freq = FREQUENCY.exec(window);
  const parts = [dose ? `${dose[1]} ${dose[2]!.replace(/^milligrams?$/, 'mg').replace(/^micrograms?$/, 'mcg')}` : null, freq?.[0] ?? null];
  const text = parts.filter(Boolean).join(' ');
  return text || null;
}

function indicationNear(after: string): string | null {
  const m = INDICATION.exec(after.slice(0, 60));
  const v = m?.[1]?.trim();
  return v && !/^(a|the|\d+|about|now|years?|months?|weeks?|days?)\b/.test(v) ? v : null;
}

function mergeMed<T extends { dosage: string | null; indication: string | null }>(a: T, b: T): T {
  return { ...a, dosage: a.dosage ?? b.dosage, indication: a.indication ?? b.indication };
}

function mentions(sentence: string): { name: string; index: number; end: number }[] {
  const out = DRUG_PATTERNS.flatMap(({ name, re }) => {
    const m = re.exec(sentence);
    return m ? [{ name, index: m.index, end: m.index + m[0].length }] : [];
  });
  const take = TAKE.exec(sentence);
  if (!take) return out;
  for (const m of sentence.slice(take.index).matchAll(NAMED_DOSE)) {
    const name = m[1]!;
    if (NOT_DRUGS.has(name) || out.some((o) => o.name === name || o.name.includes(name))) continue;
    const index = take.index + m.index;
    out.push({ name, index, end: index + name.length });
  }
  return out;
}

/** Current medications with dose and indication, and new ones the clinician prescribes (issue #8 item 2). */
export function extractMedications(segs: Seg[], facts: ClinicalFacts) {
  for (const seg of segs) {
    for (const sentence of sentences(seg.text)) {
      if (/allerg/.test(sentence)) continue;
      for (const m of mentions(sentence)) {
        if (isNegated(sentence, m.index, m.end) || STOPPED.test(sentence)) continue;
        const after = sentence.slice(m.end);
        const dosage = dosageNear(after);
        const planned = clinicianSays(seg, sentence) && PLAN.test(sentence) && !sentence.endsWith('?');
        if (planned) {
          addFound(facts.planMedications, { name: m.name, instructions: dosage }, [seg.id], (v) => v.name, (a, b) => ({ ...a, instructions: a.instructions ?? b.instructions }));
          continue;
        }
        const med = { name: m.name, dosage, indication: indicationNear(after) };
        addFound(facts.medications, med, [seg.id], (v) => v.name, mergeMed);
      }
    }
  }
}

export { mentions as drugMentions };
