import { VITAL_SHORT_LABELS, type PatientReport, type ReportSection, type Vitals } from '@asha/contracts';

/** One checkable statement of a report: where it is, which section it belongs to, what it says. */
export interface ReportItem {
  path: string;
  section: ReportSection;
  text: string;
  /** summaries and prose get evidence but are not flagged when loosely worded (see verify.ts) */
  prose?: boolean;
}

function push(out: ReportItem[], path: string, section: ReportSection, text: string | null | undefined, prose = false) {
  if (text && text.trim()) out.push({ path, section, text: text.trim(), ...(prose ? { prose } : {}) });
}

/** Every statement of a report that rests on the transcript (patient details come from the patient record). */
export function reportItems(r: PatientReport): ReportItem[] {
  const out: ReportItem[] = [];
  push(out, 'patientInfo.age', 'patientInfo', r.patientInfo.age);
  push(out, 'patientInfo.gender', 'patientInfo', r.patientInfo.gender);
  push(out, 'chiefComplaint', 'chiefComplaint', r.chiefComplaint);
  const hpi = r.historyOfPresentIllness;
  push(out, 'historyOfPresentIllness.onset', 'historyOfPresentIllness', hpi.onset);
  push(out, 'historyOfPresentIllness.duration', 'historyOfPresentIllness', hpi.duration);
  push(out, 'historyOfPresentIllness.course', 'historyOfPresentIllness', hpi.course, true);
  push(out, 'historyOfPresentIllness.narrative', 'historyOfPresentIllness', hpi.narrative, true);
  hpi.associatedSymptoms.forEach((s, i) =>
    push(out, `historyOfPresentIllness.associatedSymptoms.${i}`, 'historyOfPresentIllness', s),
  );
  r.pastMedicalHistory.conditions.forEach((c, i) =>
    push(out, `pastMedicalHistory.conditions.${i}`, 'pastMedicalHistory', c),
  );
  r.medications.current.forEach((m, i) =>
    push(out, `medications.current.${i}`, 'medications', [m.name, m.dosage].filter(Boolean).join(' ')),
  );
  r.allergies.forEach((a, i) => push(out, `allergies.${i}`, 'allergies', a.substance));
  for (const [relation, conditions] of Object.entries(r.familyHistory)) {
    conditions.forEach((c, i) => push(out, `familyHistory.${relation}.${i}`, 'familyHistory', c));
  }
  for (const [key, value] of Object.entries(r.socialHistory))
    push(out, `socialHistory.${key}`, 'socialHistory', value, true);
  r.reviewOfSystems.forEach((e, i) => push(out, `reviewOfSystems.${i}`, 'reviewOfSystems', e.findings, true));
  for (const [key, label] of Object.entries(VITAL_SHORT_LABELS)) {
    const value = r.physicalExam.vitals[key as keyof Vitals];
    push(out, `physicalExam.vitals.${key}`, 'vitals', value ? `${label} ${value}` : null);
  }
  for (const key of ['generalAppearance', 'cardiovascular', 'respiratory', 'extremities'] as const) {
    push(out, `physicalExam.${key}`, 'physicalExam', r.physicalExam[key], true);
  }
  r.results.forEach((t, i) => push(out, `results.${i}`, 'results', t));
  // A diagnosis ruled out states that the patient does not have it ('it's not a stroke'): it is checked as such.
  r.assessment.forEach((a, i) =>
    push(out, `assessment.${i}`, 'assessment', a.certainty === 'ruled out' ? `${a.diagnosis}, ruled out` : a.diagnosis),
  );
  r.plan.investigations.forEach((t, i) => push(out, `plan.investigations.${i}`, 'plan', t));
  r.plan.procedures.forEach((t, i) => push(out, `plan.procedures.${i}`, 'plan', t));
  r.plan.referrals.forEach((t, i) => push(out, `plan.referrals.${i}`, 'plan', t));
  r.plan.medications.forEach((m, i) =>
    push(out, `plan.medications.${i}`, 'plan', [m.name, m.instructions].filter(Boolean).join(' ')),
  );
  r.plan.lifestyleRecommendations.forEach((l, i) => push(out, `plan.lifestyleRecommendations.${i}`, 'plan', l, true));
  push(out, 'plan.followUp.timeline', 'plan', r.plan.followUp.timeline);
  push(out, 'plan.followUp.notes', 'plan', r.plan.followUp.notes, true);
  push(out, 'visitSummary', 'visitSummary', r.visitSummary, true);
  // A model's free text: each sentence its own statement, so each carries its own evidence and flag.
  for (const [id, sentences] of Object.entries(r.noteText ?? {}))
    sentences.forEach((s, i) => push(out, `noteText.${id}.${i}`, 'noteText', s, true));
  return out;
}
