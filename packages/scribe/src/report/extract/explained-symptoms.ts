import { conditionsIn } from './history.js';
import { MEDICAL } from './lexicon-diagnosis.js';
import { symptomMentions } from './symptoms.js';
import { display } from './text.js';
import type { ClinicalFacts } from './types.js';

/** A problem named only by a symptom ('Swelling', 'Itchy scalp pain'): no condition or medical word in it. */
const symptomOnly = (problem: string) =>
  symptomMentions(problem).length > 0 && conditionsIn(problem).length === 0 && !MEDICAL.test(problem);

/**
 * Once the clinician has stated a diagnosis that explains the visit, a symptom listed beside it as a
 * problem of its own ('1. Right ankle sprain. 2. Swelling.') reads as a second diagnosis that nobody
 * made. It is held back, offered under the assessment in one click, rather than written.
 */
export function holdExplainedSymptoms(facts: ClinicalFacts, explained: boolean) {
  if (!explained) return;
  const symptoms = facts.assessment.filter((a) => a.value.certainty === null && symptomOnly(a.value.diagnosis));
  facts.assessment = facts.assessment.filter((a) => !symptoms.includes(a));
  for (const s of symptoms)
    facts.held.push({
      value: { section: 'assessment', text: display(s.value.diagnosis) },
      segmentIds: [...s.segmentIds],
    });
}
