import type { PatientReport, ReportFlag } from '@asha/contracts';
import { normalise, readVital, SYMPTOMS, type ClinicalFacts, type VitalKey } from './extract/index.js';
import { display, termPattern } from './extract/text.js';
import { reportItems } from './items.js';
import { VITAL_NAMES } from './vocabulary/vital-names.js';

function numbersOf(text: string | null): string {
  return (normalise(text ?? '').match(/\d+(?:\.\d+)?/g) ?? []).join('/');
}

/** Everything the report says, in one normalised text, for 'is this fact anywhere in it' checks. */
function reportText(r: PatientReport): string {
  return normalise(
    reportItems(r)
      .map((i) => i.text)
      .concat(r.assessment.map((a) => a.rationale ?? ''))
      .join(' . '),
  );
}

/**
 * What the consultation states and the report lacks: each vital, medication, allergy or symptom the
 * extractor found that the report does not name, flagged as possibly omitted with what was said.
 */
export function omissions(facts: ClinicalFacts, r: PatientReport): ReportFlag[] {
  const flags: ReportFlag[] = [];
  const all = reportText(r);
  for (const [key, found] of Object.entries(facts.vitals) as [VitalKey, { value: string; segmentIds: string[] }][]) {
    const stated = r.physicalExam.vitals[key];
    const same =
      stated && numbersOf(readVital(key, `${VITAL_NAMES[key]} ${stated}`) ?? stated) === numbersOf(found.value);
    if (!same)
      flags.push({
        kind: 'omitted',
        section: 'vitals',
        text: `${display(VITAL_NAMES[key])} ${found.value}`,
        segmentIds: found.segmentIds,
      });
  }
  const meds = normalise(
    [...r.medications.current.map((m) => m.name), ...r.plan.medications.map((m) => m.name)].join(' . '),
  );
  for (const m of [...facts.medications, ...facts.planMedications]) {
    if (termPattern(m.value.name).test(meds)) continue;
    const dose = 'dosage' in m.value ? m.value.dosage : m.value.instructions;
    flags.push({
      kind: 'omitted',
      section: 'medications',
      text: [m.value.name, dose].filter(Boolean).join(' '),
      segmentIds: m.segmentIds,
    });
  }
  const allergies = normalise(r.allergies.map((a) => a.substance).join(' . '));
  for (const a of facts.allergies) {
    if (termPattern(a.value.substance).test(allergies)) continue;
    flags.push({
      kind: 'omitted',
      section: 'allergies',
      text: [a.value.substance, a.value.reaction].filter(Boolean).join(' → '),
      segmentIds: a.segmentIds,
    });
  }
  for (const s of facts.symptoms) {
    const variants = SYMPTOMS.find((x) => x.name === s.value)?.variants ?? [s.value];
    if (variants.some((v) => termPattern(v).test(all))) continue;
    flags.push({ kind: 'omitted', section: 'historyOfPresentIllness', text: s.value, segmentIds: s.segmentIds });
  }
  return flags.map((f) => ({ ...f, reason: `${f.text} was said in the consultation but is not in the report` }));
}
