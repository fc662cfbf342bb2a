import type { Evidence, PatientReport } from '@asha/contracts';
import { emptyReport } from './empty.js';
import type { ClinicalFacts, Found, VitalKey } from './extract/index.js';

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function union(...lists: (Found<unknown> | null | undefined)[]): string[] {
  return [...new Set(lists.flatMap((f) => f?.segmentIds ?? []))];
}

function summary(f: ClinicalFacts): string | null {
  const parts: string[] = [];
  if (f.symptoms.length) parts.push(`Reports ${f.symptoms.map((s) => s.value).join(', ')}.`);
  if (f.negatedSymptoms.length) parts.push(`Denies ${f.negatedSymptoms.map((s) => s.value).join(', ')}.`);
  const vitals = Object.values(f.vitals).map((v) => v!.value);
  if (vitals.length) parts.push(`Vitals: ${vitals.join(', ')}.`);
  if (f.assessment.length) parts.push(`Assessment: ${f.assessment.map((a) => a.value.diagnosis).join('; ')}.`);
  if (f.followUp) parts.push(`Follow-up ${f.followUp.value}.`);
  return parts.length ? parts.join(' ') : null;
}

/**
 * The no-model report (issue #8 item 1, 'no model'): every field filled from extracted facts only,
 * each item with the segments it rests on. Prose fields are built from the facts, never invented.
 */
export function buildReport(f: ClinicalFacts): { report: PatientReport; evidence: Evidence[] } {
  const r = emptyReport();
  const evidence: Evidence[] = [];
  const put = (path: string, found: Found<unknown> | null | undefined, ids = found?.segmentIds ?? []) => {
    if (ids.length) evidence.push({ path, segmentIds: [...ids] });
  };
  r.patientInfo.age = f.age?.value ?? null;
  put('patientInfo.age', f.age);
  const chief = f.symptoms[0] ?? null;
  r.chiefComplaint = chief ? cap(chief.value) : null;
  put('chiefComplaint', chief);
  const hpi = r.historyOfPresentIllness;
  hpi.onset = f.onset?.value ?? null;
  put('historyOfPresentIllness.onset', f.onset);
  hpi.duration = f.duration?.value ?? null;
  put('historyOfPresentIllness.duration', f.duration);
  f.symptoms.slice(1).forEach((s, i) => {
    hpi.associatedSymptoms.push(s.value);
    put(`historyOfPresentIllness.associatedSymptoms.${i}`, s);
  });
  if (chief) {
    const timing = [f.duration ? `for ${f.duration.value}` : '', f.onset ? `(onset ${f.onset.value})` : ''].filter(Boolean).join(' ');
    hpi.narrative = `${cap(chief.value)}${timing ? ` ${timing}` : ''}.${hpi.associatedSymptoms.length ? ` Also reports ${hpi.associatedSymptoms.join(', ')}.` : ''}`;
    put('historyOfPresentIllness.narrative', null, union(chief, f.onset, f.duration, ...f.symptoms));
  }
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
  for (const key of ['tobacco', 'alcohol', 'occupation'] as const) {
    r.socialHistory[key] = f.social[key]?.value ?? null;
    put(`socialHistory.${key}`, f.social[key]);
  }
  buildExamAndPlan(f, r, put);
  r.visitSummary = summary(f);
  put('visitSummary', null, union(...f.symptoms, ...f.negatedSymptoms, ...Object.values(f.vitals), ...f.assessment, f.followUp));
  return { report: r, evidence };
}

type Put = (path: string, found: Found<unknown> | null | undefined, ids?: string[]) => void;

function buildExamAndPlan(f: ClinicalFacts, r: PatientReport, put: Put) {
  if (f.negatedSymptoms.length) {
    r.reviewOfSystems.push({ system: 'Pertinent negatives', findings: `Denies ${f.negatedSymptoms.map((s) => s.value).join(', ')}` });
    put('reviewOfSystems.0', null, union(...f.negatedSymptoms));
  }
  for (const key of Object.keys(f.vitals) as VitalKey[]) {
    r.physicalExam.vitals[key] = f.vitals[key]!.value;
    put(`physicalExam.vitals.${key}`, f.vitals[key]);
  }
  for (const key of ['generalAppearance', 'cardiovascular', 'respiratory', 'extremities'] as const) {
    r.physicalExam[key] = f.exam[key]?.value ?? null;
    put(`physicalExam.${key}`, f.exam[key]);
  }
  f.assessment.forEach((a, i) => {
    r.assessment.push({ diagnosis: cap(a.value.diagnosis), certainty: a.value.certainty, rationale: null });
    put(`assessment.${i}`, a);
  });
  f.investigations.forEach((t, i) => {
    r.plan.investigations.push(t.value);
    put(`plan.investigations.${i}`, t);
  });
  f.planMedications.forEach((m, i) => {
    r.plan.medications.push({ ...m.value });
    put(`plan.medications.${i}`, m);
  });
  f.lifestyle.forEach((l, i) => {
    r.plan.lifestyleRecommendations.push(l.value);
    put(`plan.lifestyleRecommendations.${i}`, l);
  });
  r.plan.followUp.timeline = f.followUp?.value ?? null;
  put('plan.followUp.timeline', f.followUp);
}
