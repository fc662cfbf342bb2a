import { OPPOSITE_CONDITIONS } from './assessment-opposite-cues.js';
import type { ClinicalFacts } from './types.js';

/**
 * Two opposite conditions in the past history ('hypothyroidism' and 'hyperthyroidism'): one is the other
 * misspoken or misheard, and the history never holds both. When today's assessment names one of them, that
 * one is meant and the other is offered as said; otherwise neither is sure and both are offered.
 */
export function holdOppositeConditions(facts: ClinicalFacts) {
  const assessed = (name: string) => facts.assessment.some((d) => d.value.diagnosis === name);
  for (const pair of OPPOSITE_CONDITIONS) {
    const [x, y] = pair.map((name) => facts.conditions.find((c) => c.value === name));
    if (!x || !y) continue;
    const [a, b] = pair.map(assessed);
    const held = a === b ? [x, y] : [a ? y : x];
    facts.conditions = facts.conditions.filter((c) => !held.includes(c));
    for (const c of held)
      facts.held.push({ value: { section: 'pastMedicalHistory', text: c.value }, segmentIds: [...c.segmentIds] });
  }
}
