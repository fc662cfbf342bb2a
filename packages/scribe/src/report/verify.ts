import type { PatientReport, ReportFlag, Transcript } from '@asha/contracts';
import { extractFacts, normalise, readVital, segsOf, SYMPTOMS, type VitalKey } from './extract/index.js';
import { reportItems } from './items.js';
import { findSupport } from './support.js';
import { termPattern } from './extract/text.js';

const VITAL_NAMES: Record<VitalKey, string> = {
  bloodPressure: 'Blood pressure', heartRate: 'Heart rate', temperature: 'Temperature', respiratoryRate: 'Respiratory rate', weight: 'Weight',
};
const VITAL_PHRASE: Record<VitalKey, string> = {
  bloodPressure: 'blood pressure', heartRate: 'heart rate', temperature: 'temperature', respiratoryRate: 'respiratory rate', weight: 'weight',
};

function numbersOf(text: string | null): string {
  return (normalise(text ?? '').match(/\d+(?:\.\d+)?/g) ?? []).join('/');
}

/** Everything the report says, in one normalised text, for 'is this fact anywhere in it' checks. */
function reportText(r: PatientReport): string {
  return normalise(reportItems(r).map((i) => i.text).concat(r.assessment.map((a) => a.rationale ?? '')).join(' . '));
}

function omissions(t: Transcript, r: PatientReport): ReportFlag[] {
  const facts = extractFacts(t);
  const flags: ReportFlag[] = [];
  const all = reportText(r);
  for (const [key, found] of Object.entries(facts.vitals) as [VitalKey, { value: string; segmentIds: string[] }][]) {
    const stated = r.physicalExam.vitals[key];
    const same = stated && (numbersOf(readVital(key, `${VITAL_PHRASE[key]} ${stated}`) ?? stated) === numbersOf(found.value));
    if (!same) flags.push({ kind: 'omitted', section: 'vitals', text: `${VITAL_NAMES[key]} ${found.value}`, segmentIds: found.segmentIds });
  }
  const meds = normalise([...r.medications.current.map((m) => m.name), ...r.plan.medications.map((m) => m.name)].join(' . '));
  for (const m of [...facts.medications, ...facts.planMedications]) {
    if (termPattern(m.value.name).test(meds)) continue;
    const dose = 'dosage' in m.value ? m.value.dosage : m.value.instructions;
    flags.push({ kind: 'omitted', section: 'medications', text: [m.value.name, dose].filter(Boolean).join(' '), segmentIds: m.segmentIds });
  }
  const allergies = normalise(r.allergies.map((a) => a.substance).join(' . '));
  for (const a of facts.allergies) {
    if (termPattern(a.value.substance).test(allergies)) continue;
    flags.push({ kind: 'omitted', section: 'allergies', text: [a.value.substance, a.value.reaction].filter(Boolean).join(' → '), segmentIds: a.segmentIds });
  }
  for (const s of facts.symptoms) {
    const variants = SYMPTOMS.find((x) => x.name === s.value)?.variants ?? [s.value];
    if (variants.some((v) => termPattern(v).test(all))) continue;
    flags.push({ kind: 'omitted', section: 'symptoms', text: s.value, segmentIds: s.segmentIds });
  }
  return flags;
}

/**
 * Verification (issue #8 item 4): each report item with no support in the transcript is flagged as
 * possibly invented; each vital, medication, allergy or symptom the extractor finds in the transcript
 * and the report lacks is flagged as possibly omitted.
 */
export function verifyReport(transcript: Transcript, report: PatientReport): ReportFlag[] {
  const segs = segsOf(transcript);
  const unsupported: ReportFlag[] = reportItems(report)
    .filter((item) => findSupport(item.text, segs, { prose: item.prose }).length === 0)
    .map((item) => ({ kind: 'unsupported', section: item.section, path: item.path, text: item.text, segmentIds: [] }));
  return [...unsupported, ...omissions(transcript, report)];
}
