import { DRUG_ENDINGS } from '../claims/drug-endings.js';
import { NOT_DRUG_BEFORE_DOSE } from '../vocabulary/dose-lead-words.js';
import { DRUGS } from './lexicon-drugs.js';
import { notTaken } from './medication-standing.js';
import { findTerm, termMatcher } from './text.js';

const DRUG_PATTERNS = DRUGS.map((name) => ({ name, term: termMatcher(name) }));
/** 'I take X 20 mg' for drugs missing from the lexicon. */
const TAKE = /\b(?:i take|i'm taking|i am taking|i'm on|i am on|i use|taking|she takes|he takes)\b/;
const NAMED_DOSE = /\b([a-z]{4,20})\s+(\d+(?:\.\d+)?\s*(?:mg|milligrams?|mcg|units?))\b/g;
/**
 * Words before a dose that name no drug: lead words ('dose', 'about'), and a drug-name ending alone, the
 * tail of a name speech recognition split ('the lice in a pril 10 mg'), which is no medicine to write.
 */
const NOT_DRUGS = new Set([...NOT_DRUG_BEFORE_DOSE, ...DRUG_ENDINGS]);

/**
 * The drugs a sentence names, in the order said: the lexicon's, and an unknown name said with a dose after a
 * verb of taking ('i take lipitrol 20 mg'). One drug inside another's name is the longer one; a drug named as a
 * result or a condition ('potassium level', 'nicotine dependence') is none.
 */
export function drugMentions(sentence: string): { name: string; index: number; end: number }[] {
  const lower = sentence.toLowerCase();
  const out = DRUG_PATTERNS.flatMap(({ name, term }) => {
    const m = findTerm(term, sentence, lower);
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
  // 'nicotine' inside 'nicotine patch' is the one drug, under the longer name.
  const inside = (a: (typeof out)[number], b: (typeof out)[number]) =>
    a !== b && b.index <= a.index && b.end >= a.end && b.end - b.index > a.end - a.index;
  return out.filter((m) => !out.some((o) => inside(m, o)) && !notTaken(sentence, m)).sort((a, b) => a.index - b.index);
}
