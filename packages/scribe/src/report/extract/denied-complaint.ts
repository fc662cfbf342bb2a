import { symptomMentions } from './symptoms.js';
import type { ClinicalFacts } from './types.js';

/** A problem that says the symptom is gone ('nausea, resolved') claims nothing present. */
const GONE = /\b(?:resolved|gone|denies|no longer)\b/;
/** The symptoms a text names, by their lexicon names. */
const named = (text: string) => symptomMentions(text).map((m) => m.term.name);

/**
 * A chief complaint or a problem named only by symptoms the reading found denied, and never found
 * present ('CHIEF COMPLAINT Diarrhea' after 'any diarrhea?' 'no'), is the most dangerous wrong line a
 * note can hold. Whatever path wrote it, it is held back for the clinician rather than written.
 */
export function holdDeniedComplaints(facts: ClinicalFacts) {
  const present = new Set(facts.symptoms.map((s) => s.value));
  const denied = new Set(facts.negatedSymptoms.map((s) => s.value));
  const deniedOnly = (text: string) => {
    const names = named(text);
    return !GONE.test(text) && names.length > 0 && names.every((n) => denied.has(n) && !present.has(n));
  };
  if (facts.reason && deniedOnly(facts.reason.value)) {
    facts.held.push({
      value: { section: 'chiefComplaint', text: facts.reason.value },
      segmentIds: [...facts.reason.segmentIds],
    });
    facts.reason = null;
  }
  const problems = facts.assessment.filter((a) => a.value.certainty === null && deniedOnly(a.value.diagnosis));
  facts.assessment = facts.assessment.filter((a) => !problems.includes(a));
  for (const p of problems)
    facts.held.push({ value: { section: 'assessment', text: p.value.diagnosis }, segmentIds: [...p.segmentIds] });
}
