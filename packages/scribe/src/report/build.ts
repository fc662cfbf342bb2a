import { sitedName } from './extract/symptom-sites.js';
import { NO_KNOWN_ALLERGIES, type Evidence, type PatientReport } from '@asha/contracts';
import { emptyReport } from './empty.js';
import { display } from './extract/text.js';
import { writeAbbreviations } from './extract/written-case.js';
import type { ClinicalFacts, Found, VitalKey } from './extract/index.js';
import { chiefComplaint, hpiSentences, summarySentences, type Sentence } from './narrative.js';
import { reviewOfSystems } from './ros.js';

type Put = (path: string, found: Found<unknown> | null | undefined, ids?: string[]) => void;

/** Prose from sentences; each sentence's evidence is kept under `<field>.<n>`, the n-th sentence of the field. */
function prose(path: string, sentences: Sentence[], put: Put): string | null {
  sentences.forEach((s, i) => put(`${path}.${i}`, null, s.segmentIds));
  return sentences.length ? sentences.map((s) => s.text).join(' ') : null;
}

/** Writes each item found into `into`, as `write` words it, keeping its evidence under `<path>.<n>`. */
function writeEach<T, U>(put: Put, path: string, found: Found<T>[], into: U[], write: (v: T) => U) {
  found.forEach((x, i) => {
    into.push(write(x.value));
    put(`${path}.${i}`, x);
  });
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
  // The symptoms of today beside the complaint: one the patient says is over is told in the narrative as resolved,
  // never listed here as though current.
  const over = new Set(f.resolvedSymptoms.map((s) => s.value));
  writeEach(
    put,
    'historyOfPresentIllness.associatedSymptoms',
    f.symptoms.filter((s) => s.value !== cc?.value.toLowerCase() && !over.has(s.value)),
    hpi.associatedSymptoms,
    (v) => sitedName(f, v),
  );
  hpi.narrative = prose('historyOfPresentIllness.narrative', hpiSentences(f), put);
  writeEach(put, 'pastMedicalHistory.conditions', f.conditions, r.pastMedicalHistory.conditions, (v) => v);
  writeEach(put, 'medications.current', f.medications, r.medications.current, (v) => ({ ...v }));
  writeEach(put, 'allergies', f.allergies, r.allergies, (v) => ({ ...v }));
  // Allergies asked about and denied, with none named, are recorded: a note that is silent on them leaves
  // the clinician to ask again before prescribing.
  if (!f.allergies.length && f.noKnownAllergies)
    writeEach(put, 'allergies', [f.noKnownAllergies], r.allergies, () => ({
      substance: NO_KNOWN_ALLERGIES,
      reaction: null,
    }));
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
  writeEach(put, 'results', f.results, r.results, (v) => v.replace(/\.$/, ''));
  buildPlan(f, r, put);
  r.visitSummary = prose('visitSummary', summarySentences(f), put);
  const { metadata, ...said } = r;
  return { report: { metadata, ...writeAbbreviations(said) }, evidence };
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
  writeEach(put, 'assessment', f.assessment, r.assessment, (v) => ({
    diagnosis: display(v.diagnosis),
    certainty: v.certainty,
    rationale: v.rationale ? display(v.rationale) : null,
  }));
  writeEach(put, 'plan.investigations', f.investigations, r.plan.investigations, (v) => v);
  writeEach(put, 'plan.procedures', f.procedures, r.plan.procedures, (v) => v);
  writeEach(put, 'plan.referrals', f.referrals, r.plan.referrals, (v) => v);
  writeEach(put, 'plan.medications', f.planMedications, r.plan.medications, (v) => ({ ...v }));
  writeEach(put, 'plan.lifestyleRecommendations', f.lifestyle, r.plan.lifestyleRecommendations, display);
  r.plan.followUp.timeline = f.followUp?.value ?? null;
  put('plan.followUp.timeline', f.followUp);
}
