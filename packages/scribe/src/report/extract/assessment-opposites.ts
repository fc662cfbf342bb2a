import { OPPOSITE_CONDITIONS } from './assessment-opposite-cues.js';
import { holdAssessment } from './assessment-held.js';
import type { ClinicalFacts } from './types.js';

/**
 * Two opposite conditions in one assessment ('hypothyroidism' and 'hyperthyroidism'): the one the
 * clinician named in fewer turns is taken as misspoken and offered as said, not written; named as often,
 * neither is sure, so both are offered. Nothing said is lost, and the note never holds both.
 */
export function holdOpposites(facts: ClinicalFacts) {
  for (const [a, b] of OPPOSITE_CONDITIONS) {
    const [x, y] = [a, b].map((name) => facts.assessment.find((d) => d.value.diagnosis === name));
    if (!x || !y) continue;
    const held =
      x.segmentIds.length === y.segmentIds.length ? [x, y] : [x.segmentIds.length < y.segmentIds.length ? x : y];
    holdAssessment(facts, held);
  }
}
