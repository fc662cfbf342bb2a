import type { ClinicalFacts, Found } from './types.js';

/*
 * The plan's gate, run once when every plan reader has read: an order goes into the note only when it can
 * be followed as written. Orders that cannot stand together are offered as "said, not in the note", in
 * the words they would be added with, so the clinician picks the one meant and nothing said is lost.
 */

/**
 * Pairs of orders that cannot both be followed when neither is given a time that puts one after the other
 * ('stay off that leg but start walking as tolerated'): each is written here exactly as the plan readers
 * write it with no time; with a time ('… for 2 days', '… after 2 days') it is a sequence and is written.
 */
const CONTRADICTING: readonly (readonly [string, string])[] = [
  ['Non-weight-bearing on the affected limb', 'Weight-bearing as tolerated'],
];

function offer(facts: ClinicalFacts, text: string, ids: readonly string[]) {
  const same = facts.held.find((h) => h.value.section === 'plan' && h.value.text === text);
  if (same) same.segmentIds = [...new Set([...same.segmentIds, ...ids])];
  else facts.held.push({ value: { section: 'plan', text }, segmentIds: [...ids] });
}

/** The lines of `list` that `held` keeps back, each offered as a sentence; the rest stay in the note. */
function gate(facts: ClinicalFacts, list: Found<string>[], held: (line: string) => boolean) {
  return list.filter((f) => {
    if (!held(f.value)) return true;
    offer(facts, `${f.value}.`, f.segmentIds);
    return false;
  });
}

/** Offers, rather than writes, both orders of a pair that contradict each other as written. */
export function gatePlan(facts: ClinicalFacts) {
  for (const pair of CONTRADICTING) {
    const both = pair.every((line) => facts.lifestyle.some((l) => l.value === line));
    if (both) facts.lifestyle = gate(facts, facts.lifestyle, (line) => pair.includes(line));
  }
}
