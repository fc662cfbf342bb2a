import { capture, oneOf, regex } from '../pattern.js';
import { answerPolarity } from '../reading/answers.js';
import { DRUGS } from './lexicon-drugs.js';
import { ACTION_RANK, instructionsFor, medicationActions } from './medication-plan.js';
import { isNegated } from '../reading/context.js';
import { termPattern } from './text.js';
import { addFound, type ClinicalFacts, type Seg } from './types.js';
import { replyTo, utterancesOf } from './utterances.js';
import { clinicianSays } from './voice.js';

const DRUG_PATTERNS = DRUGS.map((name) => ({ name, re: termPattern(name) }));
const DOSE =
  /\b(\d+(?:\.\d+)?)\s*(mg|milligrams?|mcg|micrograms?|units?|ml|milliliters?|grams?|puffs?|tablets?|pills?|iu)\b/;
/** How often, as a count: 'twice a day', '3 times per week', 'once daily'. */
const TIMES = ['once', 'twice', 'three times', 'four times', '1 time', '2 times', '3 times', '4 times'];
/** How often, as a word, captured (m[1]): 'daily', 'at bedtime', 'as needed', 'every 6 hours', 'bid'. */
const SCHEDULE = capture([
  'daily',
  'nightly',
  'at night',
  'at bedtime',
  'every morning',
  'in the morning',
  'as needed',
  String.raw`every \d+(?: to \d+)? hours`,
  'bid',
  'tid',
  'qid',
  'prn',
]);
const FREQUENCY = regex([
  oneOf([
    String.raw`\b${oneOf(TIMES)}\s+(?:(?:a|per|each)\s+(?:day|week|night)|daily|weekly|nightly)`,
    String.raw`\b${SCHEDULE}\b`,
  ]),
]);
const INDICATION =
  /\bfor (?:my |your |his |her |the |their )?([a-z][a-z' -]{2,30}?)(?=[,.?!]|$|\s(?:and|but|which|that|so|because|every|once|twice|daily)\b)/;
/** What the patient no longer takes is not a current medication. */
const STOPPED = /\b(stopped|quit|no longer|not taking|don't take|didn't take|ran out|off of)\b/;
/** 'I take X 20 mg' for drugs missing from the lexicon. */
const TAKE = /\b(?:i take|i'm taking|i am taking|i'm on|i am on|i use|taking|she takes|he takes)\b/;
const NAMED_DOSE = /\b([a-z]{4,20})\s+(\d+(?:\.\d+)?\s*(?:mg|milligrams?|mcg|units?))\b/g;
const NOT_DRUGS = new Set([
  'take',
  'taking',
  'also',
  'with',
  'plus',
  'about',
  'like',
  'some',
  'that',
  'this',
  'them',
  'those',
  'only',
  'just',
  'half',
  'every',
  'medication',
  'medicine',
  'pills',
]);

function dosageNear(after: string): string | null {
  const window = after.slice(0, 60);
  const dose = DOSE.exec(window);
  const freq = FREQUENCY.exec(window);
  const parts = [
    dose ? `${dose[1]} ${dose[2]!.replace(/^milligrams?$/, 'mg').replace(/^micrograms?$/, 'mcg')}` : null,
    freq?.[0] ?? null,
  ];
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
  if (take) {
    for (const m of sentence.slice(take.index).matchAll(NAMED_DOSE)) {
      const name = m[1]!;
      if (NOT_DRUGS.has(name) || out.some((o) => o.name === name || o.name.includes(name))) continue;
      const index = take.index + m.index;
      out.push({ name, index, end: index + name.length });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

/**
 * Current medications with dose and indication, and the clinician's plan for medicines: started,
 * stopped, changed (with the new dose and frequency) or continued. A drug the clinician asks about
 * ('are you taking ibuprofen?') is current only when the patient does not say no.
 */
export function extractMedications(segs: Seg[], facts: ClinicalFacts) {
  const all = utterancesOf(segs);
  all.forEach((u, i) => {
    const sentence = u.text;
    if (/allerg/.test(sentence)) return;
    const found = mentions(sentence).filter((m) => !isNegated(sentence, m.index, m.end));
    if (found.length === 0) return;
    const planning = clinicianSays(u.seg, sentence) && !u.question;
    const actions = planning ? medicationActions(sentence, found) : found.map(() => null);
    const reply = u.question ? replyTo(all, i, segs) : null;
    if (reply && answerPolarity(reply.text) === false) return;
    found.forEach((m, k) => {
      // A dose said after the next drug is that drug's dose.
      const after = sentence.slice(m.end, found[k + 1]?.index ?? sentence.length);
      const dosage = dosageNear(after);
      const cue = actions[k];
      if (cue) {
        const med = { name: m.name, instructions: instructionsFor(cue, dosage, after), action: cue.action };
        addFound(
          facts.planMedications,
          med,
          [u.seg.id],
          (v) => v.name,
          (a, b) => {
            const [keep, other] = ACTION_RANK[b.action] > ACTION_RANK[a.action] ? [b, a] : [a, b];
            return {
              ...keep,
              instructions: keep.instructions ?? (keep.action === other.action ? other.instructions : null),
            };
          },
        );
        return;
      }
      if (STOPPED.test(sentence)) return;
      const ids = reply ? [u.seg.id, ...reply.ids] : [u.seg.id];
      addFound(
        facts.medications,
        { name: m.name, dosage, indication: indicationNear(after) },
        ids,
        (v) => v.name,
        mergeMed,
      );
    });
  });
}

export { mentions as drugMentions };
