import { REPORT_FIELDS, type PatientReport, type ReportFlag, type ReportSection } from '@asha/contracts';

const sentence = (before: string | null, added: string) => (before ? `${before.replace(/\s*$/, '')} ${added}` : added);

/** 'paracetamol 500 mg three times a day' → name 'paracetamol', dose '500 mg three times a day'. */
export function splitDose(text: string): { name: string; dose: string | null } {
  const m = /^(.*?)\s+(\d.*)$/.exec(text.trim());
  return m ? { name: m[1]!, dose: m[2]! } : { name: text.trim(), dose: null };
}

/** 'Heart rate 88 bpm' → the heart rate field and '88 bpm', by the vitals' labels in the contract. */
function vitalOf(text: string): { key: keyof PatientReport['physicalExam']['vitals']; value: string } | null {
  const vitals = REPORT_FIELDS.filter((f) => f.section === 'vitals');
  const field = vitals.find((f) => text.toLowerCase().startsWith(f.label.toLowerCase()));
  if (!field) return null;
  return {
    key: field.key.split('.').at(-1) as keyof PatientReport['physicalExam']['vitals'],
    value: text.slice(field.label.length).trim(),
  };
}

type Add = (r: PatientReport, text: string, flag: ReportFlag) => PatientReport;

/**
 * Where an omitted fact goes when the clinician adds it to the note in one click, by the section the
 * flag names. Every section has a place, so a new section fails to compile until it has one.
 */
const ADD: Record<ReportSection, Add> = {
  patientInfo: (r, text) => ({ ...r, patientInfo: { ...r.patientInfo, age: r.patientInfo.age ?? text } }),
  visitSummary: (r, text) => ({ ...r, visitSummary: sentence(r.visitSummary, text) }),
  chiefComplaint: (r, text) => ({ ...r, chiefComplaint: r.chiefComplaint ? `${r.chiefComplaint}; ${text}` : text }),
  historyOfPresentIllness: (r, text) => ({
    ...r,
    historyOfPresentIllness: {
      ...r.historyOfPresentIllness,
      associatedSymptoms: [...r.historyOfPresentIllness.associatedSymptoms, text],
    },
  }),
  pastMedicalHistory: (r, text) => ({
    ...r,
    pastMedicalHistory: { conditions: [...r.pastMedicalHistory.conditions, text] },
  }),
  medications: (r, text) => {
    const { name, dose } = splitDose(text);
    return { ...r, medications: { current: [...r.medications.current, { name, dosage: dose, indication: null }] } };
  },
  allergies: (r, text) => {
    const [substance, reaction] = text.split(/\s*→\s*/);
    return { ...r, allergies: [...r.allergies, { substance: substance ?? text, reaction: reaction ?? null }] };
  },
  familyHistory: (r, text) => ({
    ...r,
    familyHistory: { ...r.familyHistory, family: [...(r.familyHistory.family ?? []), text] },
  }),
  socialHistory: (r, text) => ({
    ...r,
    socialHistory: { ...r.socialHistory, other: sentence(r.socialHistory.other, text) },
  }),
  reviewOfSystems: (r, text) => ({
    ...r,
    reviewOfSystems: [...r.reviewOfSystems, { system: 'General', findings: text }],
  }),
  vitals: (r, text) => {
    const vital = vitalOf(text);
    if (!vital) return r;
    return {
      ...r,
      physicalExam: { ...r.physicalExam, vitals: { ...r.physicalExam.vitals, [vital.key]: vital.value } },
    };
  },
  physicalExam: (r, text) => ({
    ...r,
    physicalExam: { ...r.physicalExam, generalAppearance: sentence(r.physicalExam.generalAppearance, text) },
  }),
  results: (r, text) => ({ ...r, results: [...r.results, text] }),
  assessment: (r, text) => ({
    ...r,
    assessment: [...r.assessment, { diagnosis: text, certainty: null, rationale: null }],
  }),
  // No offer names the free text (its sentences are a model's); were one to, it is added as the visit summary is.
  noteText: (r, text) => ({ ...r, visitSummary: sentence(r.visitSummary, text) }),
  plan: (r, text, flag) =>
    flag.claim === 'followUp'
      ? { ...r, plan: { ...r.plan, followUp: { ...r.plan.followUp, timeline: text } } }
      : { ...r, plan: { ...r.plan, investigations: [...r.plan.investigations, text] } },
};

/** The note with an omitted fact added where its section keeps such facts. */
export function addOmission(r: PatientReport, flag: ReportFlag): PatientReport {
  return ADD[flag.section](r, flag.text, flag);
}
