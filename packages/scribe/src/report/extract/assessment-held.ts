import { display } from './text.js';
import type { ClinicalFacts } from './types.js';

/**
 * Takes lines out of the assessment and offers each as said, not written, with its evidence: the clinician
 * adds it back in one click when it was meant, and nothing said is lost.
 */
export function holdAssessment(facts: ClinicalFacts, lines: readonly ClinicalFacts['assessment'][number][]) {
  facts.assessment = facts.assessment.filter((d) => !lines.includes(d));
  for (const d of lines)
    facts.held.push({
      value: { section: 'assessment', text: display(d.value.diagnosis) },
      segmentIds: [...d.segmentIds],
    });
}
