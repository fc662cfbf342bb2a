import { CONDITIONS } from './lexicon-conditions.js';
import { findTerm, termMatcher } from './text.js';

const CONDITION_PATTERNS = CONDITIONS.map((c) => ({ name: c.name, res: c.variants.map(termMatcher) }));

/** A condition named in a text: its name and where it is. */
export type ConditionMention = { name: string; index: number; end: number };

/** The conditions of the lexicon a text names, the most specific name at each position. */
export function conditionsIn(sentence: string): ConditionMention[] {
  const lower = sentence.toLowerCase();
  const found = CONDITION_PATTERNS.flatMap(({ name, res }) => {
    for (const term of res) {
      const m = findTerm(term, sentence, lower);
      if (m) return [{ name, index: m.index, end: m.index + m[0].length }];
    }
    return [];
  });
  // 'type 2 diabetes' also matches 'diabetes' → keep the most specific name at a position.
  return found
    .filter(
      (f) => !found.some((o) => o !== f && o.index <= f.index && o.end >= f.end && o.end - o.index > f.end - f.index),
    )
    .sort((a, b) => a.index - b.index);
}
