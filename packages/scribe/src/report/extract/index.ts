import type { Transcript } from '@asha/contracts';
import { extractAllergies } from './allergies.js';
import { extractAssessment, extractHistory } from './history.js';
import { extractMedications } from './medications.js';
import { extractPlan } from './plan.js';
import { extractSocialAndExam } from './social.js';
import { extractSymptoms } from './symptoms.js';
import { normalise } from './text.js';
import { extractTiming } from './timing.js';
import type { ClinicalFacts, Seg } from './types.js';
import { extractVitals } from './vitals.js';

export type { ClinicalFacts, Found, Seg, VitalKey } from './types.js';
export { normalise, tokens } from './text.js';
export { readVital } from './vitals.js';
export { symptomMentions } from './symptoms.js';
export { drugMentions } from './medications.js';
export { allergenMentions } from './allergies.js';
export { conditionsIn } from './history.js';
export { SYMPTOMS } from './lexicon-symptoms.js';

export function segsOf(t: Transcript): Seg[] {
  return t.segments.map((s) => {
    const raw = s.english || s.text;
    return { id: s.id, role: s.role, raw, text: normalise(raw) };
  });
}

function emptyFacts(): ClinicalFacts {
  return {
    vitals: {}, medications: [], allergies: [], noKnownAllergies: null, familyHistory: [], symptoms: [], negatedSymptoms: [],
    onset: null, duration: null, conditions: [], assessment: [], investigations: [], planMedications: [], lifestyle: [],
    followUp: null, age: null, social: {}, exam: {},
  };
}

/**
 * The deterministic clinical extractor (issue #8 item 2): every fact the transcript states, each with
 * the segments it comes from. It writes the no-model report and checks the model's (verify.ts).
 */
export function extractFacts(t: Transcript): ClinicalFacts {
  const segs = segsOf(t);
  const facts = emptyFacts();
  extractVitals(segs, facts);
  extractSymptoms(segs, facts);
  extractAllergies(segs, facts);
  extractMedications(segs, facts);
  extractHistory(segs, facts);
  extractAssessment(segs, facts);
  extractTiming(segs, facts);
  extractPlan(segs, facts);
  extractSocialAndExam(segs, facts);
  // A substance named as an allergy in a reply ('penicillin, I get hives') is not a medication taken.
  const allergic = new Set(facts.allergies.map((a) => a.value.substance));
  facts.medications = facts.medications.filter((m) => !allergic.has(m.value.name) || m.value.dosage);
  // A drug the clinician only names while prescribing it is a new medication, not a current one.
  const roleOf = new Map(segs.map((s) => [s.id, s.role]));
  facts.medications = facts.medications.filter(
    (m) => !facts.planMedications.some((p) => p.value.name === m.value.name) || m.segmentIds.some((id) => roleOf.get(id) === 'Patient'),
  );
  // 'a1c' inside 'hemoglobin a1c': keep the longer test name only.
  facts.investigations = facts.investigations.filter((i) => !facts.investigations.some((o) => o !== i && o.value.includes(i.value)));
  // A condition the patient has is not also a symptom in the report (depression, anxiety).
  facts.symptoms = facts.symptoms.filter((s) => !facts.conditions.some((c) => c.value === s.value));
  // An allergy's reaction ('penicillin gives me a rash') is not a symptom of this visit unless said elsewhere.
  facts.symptoms = facts.symptoms.filter(
    (s) => !facts.allergies.some((a) => a.value.reaction?.includes(s.value) && s.segmentIds.every((id) => a.segmentIds.includes(id))),
  );
  return facts;
}
