import { placeSymptoms } from './symptom-sites.js';
import type { Transcript } from '@asha/contracts';
import { extractAllergies } from './allergies.js';
import { companionText } from './companion.js';
import { extractAssessment } from './assessment.js';
import { locateDiagnoses } from './located-diagnosis.js';
import { extractHistory } from './history.js';
import { extractMedications } from './medications.js';
import { kindsTaken, layClassAdherence } from './medication-lay-class.js';
import { reconcileMedications } from './medication-reconcile.js';
import { gateMedications } from './medication-gate.js';
import { extractPlan } from './plan.js';
import { extractExam } from './exam.js';
import { extractExamReplies } from './exam-replies.js';
import { extractPatient } from './patient.js';
import { extractReason } from './reason.js';
import { reasonOfToday, resolvedSymptoms } from './resolved.js';
import { episodeSymptoms } from './episode-symptoms.js';
import { labelsReversed, reversedRole } from './reversed.js';
import { extractResults } from './results.js';
import { extractShownResults } from './results-shown.js';
import { extractPendingResults } from './results-pending.js';
import { gateResults } from './results-gate.js';
import { extractSocial } from './social.js';
import { extractStory } from './story.js';
import { extractSymptoms } from './symptoms.js';
import { oneLinePerTest } from './plan-tests.js';
import { normalise } from './text.js';
import { runOnAnswers } from '../reading/run-on-answers.js';
import { extractTiming } from './timing.js';
import type { ClinicalFacts, Seg } from './types.js';
import { extractVitals } from './vitals.js';
import { holdHomeReadings } from './home-readings.js';
import { holdDeniedComplaints } from './denied-complaint.js';
import { holdOppositeConditions } from './history-opposites.js';
import { holdUnsureSymptoms } from './current-symptoms.js';
import { holdSpokenForm } from '../language/gate.js';
import { gatePlan } from './plan-gate.js';
import { gateAssessment } from './assessment-gate.js';
import { todayFirst } from './assessment-order.js';

export type { ClinicalFacts, Found, Held, Seg, VitalKey } from './types.js';
export { normalise, tokens } from './text.js';
export { readVital, readings as vitalReadings, VITAL_KEYS } from './vital-readers.js';
export { symptomMentions } from './symptoms.js';
export { drugMentions } from './drug-mentions.js';
export { allergenMentions, allergensStated, withoutTreatedAllergy } from './allergies.js';
export { conditionsIn } from './history.js';
export { SYMPTOMS } from './lexicon-symptoms.js';

export function segsOf(t: Transcript): Seg[] {
  const read = t.segments.map((s) => ({ s, raw: s.english || s.text, text: normalise(s.english || s.text) }));
  const reversed = labelsReversed(read.map(({ s, text }) => ({ role: s.role, text })));
  const segs = read.map(({ s, raw, text }): Seg => {
    const role = reversed && !s.roleConfirmed ? reversedRole(s.role) : s.role;
    return {
      id: s.id,
      role,
      raw,
      text: role === 'Other' ? companionText(text) : text,
      ...(s.roleConfirmed ? { confirmed: true } : {}),
    };
  });
  // A patient's 'no' the recogniser ran into the end of the clinician's questions is read as the patient's,
  // as the checker reads it (reading/run-on-answers.ts).
  return runOnAnswers(segs);
}

function emptyFacts(): ClinicalFacts {
  return {
    vitals: {},
    medications: [],
    allergies: [],
    noKnownAllergies: null,
    familyHistory: [],
    symptoms: [],
    resolvedSymptoms: [],
    episodeSymptoms: [],
    symptomCourses: [],
    symptomSites: [],
    negatedSymptoms: [],
    symptomReadings: [],
    onset: null,
    duration: null,
    conditions: [],
    assessment: [],
    investigations: [],
    procedures: [],
    results: [],
    referrals: [],
    planMedications: [],
    adherence: [],
    lifestyle: [],
    followUp: null,
    age: null,
    reason: null,
    story: [],
    sex: null,
    social: {},
    exam: {},
    held: [],
  };
}

/**
 * The deterministic clinical extractor: every fact the transcript states, each with
 * the segments it comes from. It writes the no-model report and checks the model's (verify.ts).
 */
export function extractFacts(t: Transcript): ClinicalFacts {
  const segs = segsOf(t);
  const facts = emptyFacts();
  holdHomeReadings(segs, facts);
  extractVitals(segs, facts);
  extractSymptoms(segs, facts);
  extractAllergies(segs, facts);
  extractMedications(segs, facts);
  layClassAdherence(segs, facts);
  kindsTaken(segs, facts);
  extractHistory(segs, facts);
  extractReason(segs, facts);
  extractAssessment(segs, facts);
  // A condition offered as possibly past that is today's diagnosis is the assessment's, not offered again.
  facts.held = facts.held.filter(
    (h) =>
      h.value.section !== 'pastMedicalHistory' ||
      !facts.assessment.some((a) => a.value.diagnosis.toLowerCase().includes(h.value.text)),
  );
  locateDiagnoses(segs, facts);
  extractPatient(segs, facts);
  extractTiming(segs, facts);
  extractStory(segs, facts);
  extractPlan(segs, facts);
  extractResults(segs, facts);
  extractShownResults(segs, facts);
  extractPendingResults(segs, facts);
  gateResults(segs, facts);
  extractSocial(segs, facts);
  extractExam(segs, facts);
  extractExamReplies(segs, facts);
  // A substance named as an allergy in a reply ('penicillin, I get hives') is not a medication taken.
  const allergic = new Set(facts.allergies.map((a) => a.value.substance));
  facts.medications = facts.medications.filter((m) => !allergic.has(m.value.name) || m.value.dosage);
  reconcileMedications(segs, facts);
  // 'diabetes' beside 'type 2 diabetes': the more specific condition only.
  facts.conditions = facts.conditions.filter(
    (c) => !facts.conditions.some((o) => o !== c && o.value.includes(c.value)),
  );
  holdOppositeConditions(facts);
  facts.investigations = oneLinePerTest(facts.investigations);
  // A condition the patient has is not also a symptom in the report (depression, anxiety).
  facts.symptoms = facts.symptoms.filter((s) => !facts.conditions.some((c) => c.value === s.value));
  // An allergy's reaction ('penicillin gives me a rash') is not a symptom of this visit unless said elsewhere.
  facts.symptoms = facts.symptoms.filter(
    (s) =>
      !facts.allergies.some(
        (a) => a.value.reaction?.includes(s.value) && s.segmentIds.every((id) => a.segmentIds.includes(id)),
      ),
  );
  holdDeniedComplaints(facts);
  facts.resolvedSymptoms = resolvedSymptoms(segs, facts);
  facts.episodeSymptoms = episodeSymptoms(segs, facts);
  reasonOfToday(facts);
  // Plan orders that contradict each other as written are offered, not written (plan-gate.ts).
  gatePlan(facts);
  // A medicine is written only where its name and its one status today are sure; any other is offered.
  gateMedications(segs, facts);
  // A symptom is written as current only when every reading of it agrees; else it is offered.
  holdUnsureSymptoms(segs, facts);
  placeSymptoms(segs, facts);
  // Last: a statement in spoken form leaves the note and is offered as "said, not in the note".
  holdSpokenForm(facts);
  // Then the assessment's gate: a problem line is written only in a problem's shape, the patient's, not denied.
  gateAssessment(facts, segs);
  // Today's problems before the standing ones the past history holds.
  todayFirst(facts);
  return facts;
}
