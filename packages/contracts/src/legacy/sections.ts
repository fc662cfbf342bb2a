import { AssessmentItemSchema, MedicationActionSchema, SocialHistorySchema, type PatientReport } from '../report.js';
import { firstText, isObj, itemList, measure, obj, text, textList, type Obj } from './values.js';

type ReportMetadata = PatientReport['metadata'];
type SocialHistory = PatientReport['socialHistory'];

/** The writer named in the metadata of a report stored without one. */
export const UNKNOWN_ENGINE = 'an earlier writer';

/** Builds every section of a PatientReport from a lenient source object; what is missing or of a wrong type is empty. */
export function readPatientReport(src: Obj): PatientReport {
  const hpi = obj(src.historyOfPresentIllness);
  const exam = obj(src.physicalExam);
  const patient = obj(src.patientInfo);
  return {
    metadata: readMetadata(obj(src.metadata)),
    patientInfo: {
      name: text(patient.name),
      age: measure(patient.age),
      gender: firstText(patient, 'gender', 'sex'),
      dateOfBirth: text(patient.dateOfBirth),
    },
    chiefComplaint: text(src.chiefComplaint),
    historyOfPresentIllness: {
      onset: text(hpi.onset),
      duration: text(hpi.duration),
      course: text(hpi.course),
      narrative: text(hpi.narrative) ?? text(src.historyOfPresentIllness),
      associatedSymptoms: textList(hpi.associatedSymptoms),
    },
    pastMedicalHistory: {
      conditions: textList(isObj(src.pastMedicalHistory) ? src.pastMedicalHistory.conditions : src.pastMedicalHistory),
    },
    medications: { current: readMedications(src.medications) },
    allergies: itemList(
      src.allergies,
      (o) => {
        const substance = firstText(o, 'substance', 'allergen', 'name');
        return substance ? { substance, reaction: firstText(o, 'reaction') } : null;
      },
      (t) => ({ substance: t, reaction: null }),
    ),
    familyHistory: readFamilyHistory(src.familyHistory),
    socialHistory: readSocialHistory(src.socialHistory),
    reviewOfSystems: readReviewOfSystems(src.reviewOfSystems),
    physicalExam: {
      vitals: readVitals(obj(exam.vitals ?? src.vitals)),
      generalAppearance: text(exam.generalAppearance),
      cardiovascular: text(exam.cardiovascular),
      respiratory: text(exam.respiratory),
      extremities: text(exam.extremities),
    },
    results: textList(src.results),
    assessment: itemList(
      src.assessment,
      (o) => {
        const diagnosis = firstText(o, 'diagnosis', 'condition', 'name');
        return diagnosis
          ? { diagnosis, certainty: readCertainty(o.certainty), rationale: firstText(o, 'rationale') }
          : null;
      },
      (t) => ({ diagnosis: t, certainty: null, rationale: null }),
    ),
    plan: readPlan(obj(src.plan)),
    visitSummary: text(src.visitSummary),
    ...readNoteText(src.noteText),
  };
}

/** A note type's free text (section id → sentences), kept when a report holds some; absent otherwise. */
function readNoteText(v: unknown): Pick<PatientReport, 'noteText'> {
  if (!isObj(v)) return {};
  const entries = Object.entries(v).map(([id, sentences]) => [id, textList(sentences)] as const);
  const kept = entries.filter(([, sentences]) => sentences.length > 0);
  return kept.length ? { noteText: Object.fromEntries(kept) } : {};
}

function readMetadata(m: Obj): ReportMetadata {
  return {
    generatedAt: text(m.generatedAt) ?? '',
    engine: text(m.engine) ?? UNKNOWN_ENGINE,
    sourceLanguages: textList(m.sourceLanguages),
    reportLanguage: 'en',
  };
}

/** A certainty in the vocabulary in any case ('Probable'); any other word reads as none. */
function readCertainty(v: unknown): PatientReport['assessment'][number]['certainty'] {
  const parsed = AssessmentItemSchema.shape.certainty.safeParse(text(v)?.toLowerCase() ?? null);
  return parsed.success ? parsed.data : null;
}

function readMedications(v: unknown): PatientReport['medications']['current'] {
  // Stored either as { current: [...] } or as the list itself.
  const list = isObj(v) ? v.current : v;
  return itemList(
    list,
    (o) => {
      const name = firstText(o, 'name', 'medication', 'drug');
      return name ? { name, dosage: firstText(o, 'dosage', 'dose'), indication: firstText(o, 'indication') } : null;
    },
    (t) => ({ name: t, dosage: null, indication: null }),
  );
}

function readVitals(v: Obj): PatientReport['physicalExam']['vitals'] {
  const pick = (...keys: string[]) => keys.map((k) => measure(v[k])).find((t) => t !== null) ?? null;
  return {
    bloodPressure: pick('bloodPressure', 'bp'),
    heartRate: pick('heartRate', 'hr', 'pulse'),
    temperature: pick('temperature', 'temp'),
    respiratoryRate: pick('respiratoryRate', 'rr'),
    oxygenSaturation: pick('oxygenSaturation', 'spo2', 'SpO2'),
    weight: pick('weight'),
  };
}

/** Relation → conditions in the stored order; a bare list is the family's as a whole. */
function readFamilyHistory(v: unknown): PatientReport['familyHistory'] {
  if (Array.isArray(v) || typeof v === 'string') {
    const list = textList(v);
    return list.length ? { Family: list } : {};
  }
  if (!isObj(v)) return {};
  return Object.fromEntries(Object.entries(v).map(([relation, conditions]) => [relation, textList(conditions)]));
}

const SOCIAL_FIELDS = SocialHistorySchema.keyof().options;

/**
 * The contract's social-history fields; a free-text history, and fields outside them ('exercise: daily
 * walks'), are kept under `other` so nothing stored is lost.
 */
function readSocialHistory(v: unknown): SocialHistory {
  const out = Object.fromEntries(SOCIAL_FIELDS.map((k) => [k, null])) as SocialHistory;
  const free = text(v);
  if (free) return { ...out, other: free };
  const others: string[] = [];
  for (const [key, value] of Object.entries(obj(v))) {
    const joined = textList(value).join(', ');
    if (!joined) continue;
    if ((SOCIAL_FIELDS as readonly string[]).includes(key) && key !== 'other') out[key as keyof SocialHistory] = joined;
    else others.push(key === 'other' ? joined : `${key}: ${joined}`);
  }
  return { ...out, other: others.length ? others.join('; ') : null };
}

function readReviewOfSystems(v: unknown): PatientReport['reviewOfSystems'] {
  if (isObj(v)) {
    return Object.entries(v).flatMap(([system, findings]) => {
      const joined = textList(findings).join(', ');
      return joined ? [{ system, findings: joined }] : [];
    });
  }
  return itemList(
    v,
    (o) => {
      const findings = textList(o.findings).join(', ');
      return findings ? { system: firstText(o, 'system') ?? 'General', findings } : null;
    },
    (t) => ({ system: 'General', findings: t }),
  );
}

function readPlan(p: Obj): PatientReport['plan'] {
  const followUp = p.followUp;
  return {
    investigations: textList(p.investigations),
    procedures: textList(p.procedures),
    referrals: textList(p.referrals),
    medications: itemList(
      p.medications,
      (o) => {
        const name = firstText(o, 'name', 'medication', 'drug');
        const action = MedicationActionSchema.safeParse(text(o.action)?.toLowerCase());
        return name
          ? { name, instructions: firstText(o, 'instructions', 'dosage'), action: action.success ? action.data : null }
          : null;
      },
      (t) => ({ name: t, instructions: null, action: null }),
    ),
    lifestyleRecommendations: textList(p.lifestyleRecommendations),
    followUp: isObj(followUp)
      ? { timeline: text(followUp.timeline), notes: text(followUp.notes) }
      : { timeline: text(followUp), notes: null },
  };
}
