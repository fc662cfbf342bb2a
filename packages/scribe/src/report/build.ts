import type { Evidence, PatientReport } from '@asha/contracts';
import { emptyReport } from './empty.js';
import { display } from './extract/text.js';
import type { ClinicalFacts, Found, VitalKey } from './extract/index.js';
import { chiefComplaint, hpiSentences, summarySentences, type Sentence } from './narrative.js';
import { reviewOfSystems } from './ros.js';

type Put = (path: string, found: Found<unknown> | null | undefined, ids?: string[]) => void;

/** Prose from sentences; each sentence's evidence is kept under `<field>.<n>`, the n-th sentence of the field. */
function prose(path: string, sentences: Sentence[], put: Put): string | null {
  sentences.forEach((s, i) => put(`${path}.${i}`, null, s.segmentIds));
  return sentences.length ? sentences.map((s) => s.text).join(' ') : null;
}

/**
 * The no-model report: every field filled from extracted facts only, each item with the segments it
 * rests on. Prose (the history of present illness, the summary) is built sentence by sentence from the
 * facts, never invented.
 */
export function buildReport(f: ClinicalFacts): { report: PatientReport; evidence: Evidence[] } {
  const r = emptyReport();
  const evidence: Evidence[] = [];
  const put: Put = (path, found, ids = found?.segmentIds ?? []) => {
    if (ids.length) evidence.push({ path, segmentIds: [...ids] });
  };
  r.patientInfo.age = f.age?.value ?? null;
  put('patientInfo.age', f.age);
  r.patientInfo.gender = f.sex?.value ?? null;
  put('patientInfo.gender', f.sex);
  const cc = chiefComplaint(f);
  r.chiefComplaint = cc?.value ?? null;
  put('chiefComplaint', cc);
  const hpi = r.historyOfPresentIllness;
  hpi.onset = f.onset?.value ?? null;
  put('historyOfPresentIllness.onset', f.onset);
  hpi.duration = f.duration?.value ?? null;
  put('historyOfPresentIllness.duration', f.duration);
  f.symptoms
    .filter((s) => s.value !== cc?.value.toLowerCase())
    .forEach((s, i) => {
      hpi.associatedSymptoms.push(s.value);
      put(`historyOfPresentIllness.associatedSymptoms.${i}`, s);
    });
  hpi.narrative = prose('historyOfPresentIllness.narrative', hpiSentences(f), put);
  f.conditions.forEach((c, i) => {
    r.pastMedicalHistory.conditions.push(c.value);
    put(`pastMedicalHistory.conditions.${i}`, c);
  });
  f.medications.forEach((m, i) => {
    r.medications.current.push({ ...m.value });
    put(`medications.current.${i}`, m);
  });
  f.allergies.forEach((a, i) => {
    r.allergies.push({ ...a.value });
    put(`allergies.${i}`, a);
  });
  for (const fh of f.familyHistory) {
    const list = (r.familyHistory[fh.value.relation] ??= []);
    put(`familyHistory.${fh.value.relation}.${list.length}`, fh);
    list.push(fh.value.condition);
  }
  for (const key of ['tobacco', 'alcohol', 'substances', 'occupation', 'livingSituation'] as const) {
    r.socialHistory[key] = f.social[key]?.value ?? null;
    put(`socialHistory.${key}`, f.social[key]);
  }
  reviewOfSystems(f).forEach((e, i) => {
    r.reviewOfSystems.push({ system: e.system, findings: e.findings });
    put(`reviewOfSystems.${i}`, null, e.segmentIds);
  });
  buildExam(f, r, put);
  // A result is a line of its own, like a test ordered: without the full stop its reading may end with.
  f.results.forEach((t, i) => {
    r.results.push(t.value.replace(/\.$/, ''));
    put(`results.${i}`, t);
  });
  buildPlan(f, r, put);
  r.visitSummary = prose('visitSummary', summarySentences(f), put);
  return { report: r, evidence };
}

function buildExam(f: ClinicalFacts, r: PatientReport, put: Put) {
  for (const key of Object.keys(f.vitals) as VitalKey[]) {
    r.physicalExam.vitals[key] = f.vitals[key]!.value;
    put(`physicalExam.vitals.${key}`, f.vitals[key]);
  }
  for (const key of ['generalAppearance', 'cardiovascular', 'respiratory', 'extremities'] as const) {
    r.physicalExam[key] = f.exam[key]?.value ?? null;
    put(`physicalExam.${key}`, f.exam[key]);
  }
}

function buildPlan(f: ClinicalFacts, r: PatientReport, put: Put) {
  f.assessment.forEach((a, i) => {
    r.assessment.push({ diagnosis: display(a.value.diagnosis), certainty: a.value.certainty, rationale: null });
    put(`assessment.${i}`, a);
  });
  f.investigations.forEach((t, i) => {
    r.plan.investigations.push(t.value);
    put(`plan.investigations.${i}`, t);
  });
  f.procedures.forEach((t, i) => {
    r.plan.procedures.push(t.value);
    put(`plan.procedures.${i}`, t);
  });
  f.referrals.forEach((t, i) => {
    r.plan.referrals.push(t.value);
    put(`plan.referrals.${i}`, t);
  });
  f.planMedications.forEach((m, i) => {
    r.plan.medications.push({ ...m.value });
    put(`plan.medications.${i}`, m);
  });
  f.lifestyle.forEach((l, i) => {
    r.plan.lifestyleRecommendations.push(display(l.value));
    put(`plan.lifestyleRecommendations.${i}`, l);
  });
  r.plan.followUp.timeline = f.followUp?.value ?? null;
  put('plan.followUp.timeline', f.followUp);
}
