import { MedicationActionSchema } from '@asha/contracts';
import { firstText, isObj, itemList, measure, obj, text, textList, type Obj } from './coerce';
import type { ViewReport } from './view-model';

/** Builds every section of the view model from a lenient source object. */
export function readReport(src: Obj): ViewReport {
  const hpi = obj(src.historyOfPresentIllness);
  const exam = obj(src.physicalExam);
  return {
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
    assessment: itemList(
      src.assessment,
      (o) => {
        const diagnosis = firstText(o, 'diagnosis', 'condition', 'name');
        return diagnosis
          ? { diagnosis, certainty: firstText(o, 'certainty'), rationale: firstText(o, 'rationale') }
          : null;
      },
      (t) => ({ diagnosis: t, certainty: null, rationale: null }),
    ),
    plan: readPlan(obj(src.plan)),
    visitSummary: text(src.visitSummary),
  };
}

function readMedications(v: unknown): ViewReport['medications']['current'] {
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

function readVitals(v: Obj): ViewReport['physicalExam']['vitals'] {
  const pick = (...keys: string[]) => keys.map((k) => measure(v[k])).find((t) => t !== null) ?? null;
  return {
    bloodPressure: pick('bloodPressure', 'bp'),
    heartRate: pick('heartRate', 'hr', 'pulse'),
    temperature: pick('temperature', 'temp'),
    respiratoryRate: pick('respiratoryRate', 'rr'),
    weight: pick('weight'),
  };
}

function readFamilyHistory(v: unknown): ViewReport['familyHistory'] {
  if (Array.isArray(v) || typeof v === 'string') {
    const list = textList(v);
    return list.length ? [['Family', list]] : [];
  }
  if (!isObj(v)) return [];
  return Object.entries(v).map(([relation, conditions]) => [relation, textList(conditions)]);
}

function readSocialHistory(v: unknown): ViewReport['socialHistory'] {
  const t = text(v);
  if (t) return [['summary', t]];
  if (!isObj(v)) return [];
  return Object.entries(v).flatMap(([key, value]): [string, string][] => {
    const joined = textList(value).join(', ');
    return joined ? [[key, joined]] : [];
  });
}

function readReviewOfSystems(v: unknown): ViewReport['reviewOfSystems'] {
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

function readPlan(p: Obj): ViewReport['plan'] {
  const followUp = p.followUp;
  return {
    investigations: textList(p.investigations),
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
