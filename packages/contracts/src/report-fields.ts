import { sectionOfPath, type PatientReport, type ReportSection, type Vitals } from './report.js';

/**
 * The fields of a report a clinician edits, the history compares and regeneration keeps when edited
 * by hand: a text, a whole list, or a map of lists (family history). Every field of PatientReport but
 * its metadata has a label here; a field added to the contract and not here fails to compile.
 */
type Labels<T> = T extends readonly unknown[]
  ? string
  : T extends object
    ? string extends keyof T
      ? string
      : { [K in keyof T]-?: Labels<T[K]> }
    : string;

const LABELS = {
  patientInfo: { name: 'Patient name', age: 'Age', gender: 'Sex', dateOfBirth: 'Date of birth' },
  visitSummary: 'Visit summary',
  chiefComplaint: 'Chief complaint',
  historyOfPresentIllness: {
    onset: 'Onset',
    duration: 'Duration',
    course: 'Course',
    narrative: 'History narrative',
    associatedSymptoms: 'Associated symptoms',
  },
  pastMedicalHistory: { conditions: 'Conditions' },
  medications: { current: 'Current medications' },
  allergies: 'Allergies',
  familyHistory: 'Family history',
  socialHistory: {
    tobacco: 'Tobacco',
    alcohol: 'Alcohol',
    substances: 'Substances',
    occupation: 'Occupation',
    livingSituation: 'Living situation',
    other: 'Social history (other)',
  },
  reviewOfSystems: 'Review of systems',
  physicalExam: {
    vitals: {
      bloodPressure: 'Blood pressure',
      heartRate: 'Heart rate',
      temperature: 'Temperature',
      respiratoryRate: 'Respiratory rate',
      oxygenSaturation: 'Oxygen saturation',
      weight: 'Weight',
    },
    generalAppearance: 'General appearance',
    cardiovascular: 'Cardiovascular',
    respiratory: 'Respiratory',
    extremities: 'Extremities',
  },
  results: 'Results',
  assessment: 'Assessment & diagnosis',
  plan: {
    investigations: 'Investigations',
    procedures: 'Procedures',
    referrals: 'Referrals',
    medications: 'Plan medications',
    lifestyleRecommendations: 'Lifestyle recommendations',
    followUp: { timeline: 'Follow-up', notes: 'Follow-up notes' },
  },
  noteText: 'Note text',
} satisfies Labels<Omit<PatientReport, 'metadata'>>;

/** `text`: one string or null; `list`: an ordered list of items; `map`: a key → list (family history, note text). */
/**
 * Each vital's short label, as the note's vitals line, the viewer and the editor show it, in the order shown: a vital
 * added to the report and not here fails to compile.
 */
export const VITAL_SHORT_LABELS: Readonly<Record<keyof Vitals, string>> = {
  bloodPressure: 'BP',
  heartRate: 'HR',
  temperature: 'Temp',
  respiratoryRate: 'RR',
  oxygenSaturation: 'SpO2',
  weight: 'Weight',
};

export type ReportFieldKind = 'text' | 'list' | 'map';

export interface ReportField {
  /** the path in PatientReport, e.g. `medications.current` or `physicalExam.vitals.heartRate` */
  key: string;
  label: string;
  section: ReportSection;
  kind: ReportFieldKind;
}

const MAP_FIELDS = new Set(['familyHistory', 'noteText']);
const LIST_FIELDS = new Set([
  'historyOfPresentIllness.associatedSymptoms',
  'pastMedicalHistory.conditions',
  'medications.current',
  'allergies',
  'reviewOfSystems',
  'results',
  'assessment',
  'plan.investigations',
  'plan.procedures',
  'plan.referrals',
  'plan.medications',
  'plan.lifestyleRecommendations',
]);

function flatten(labels: object, prefix: string): ReportField[] {
  return Object.entries(labels).flatMap(([k, v]): ReportField[] => {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v !== 'string') return flatten(v as object, key);
    const kind: ReportFieldKind = MAP_FIELDS.has(key) ? 'map' : LIST_FIELDS.has(key) ? 'list' : 'text';
    return [{ key, label: v, section: sectionOfPath(key)!, kind }];
  });
}

/** Every field of a report in the order a note reads. */
export const REPORT_FIELDS: readonly ReportField[] = flatten(LABELS, '');
const BY_KEY = new Map(REPORT_FIELDS.map((f) => [f.key, f]));

export function reportField(key: string): ReportField | undefined {
  return BY_KEY.get(key);
}

/** The field a path is in: `medications.current.2.dosage` → the `medications.current` field. */
export function fieldOfPath(path: string): ReportField | undefined {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n--) {
    const f = BY_KEY.get(parts.slice(0, n).join('.'));
    if (f) return f;
  }
  return undefined;
}

export function getField(report: PatientReport, key: string): unknown {
  let v: unknown = report;
  for (const part of key.split('.')) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[part] : undefined;
  return v;
}

/** A copy of `report` with one field replaced. */
export function setField(report: PatientReport, key: string, value: unknown): PatientReport {
  const out = structuredClone(report) as unknown as Record<string, unknown>;
  const parts = key.split('.');
  let target = out;
  for (const part of parts.slice(0, -1)) target = target[part] as Record<string, unknown>;
  target[parts.at(-1)!] = structuredClone(value);
  return out as unknown as PatientReport;
}

/** Order-insensitive for object keys, so a re-serialised report compares equal to itself. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  }
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

export interface FieldChange {
  field: ReportField;
  before: unknown;
  after: unknown;
}

/** The fields that differ between two versions of a report, in note order. */
export function diffReports(before: PatientReport, after: PatientReport): FieldChange[] {
  return REPORT_FIELDS.flatMap((field) => {
    const a = getField(before, field.key);
    const b = getField(after, field.key);
    return sameValue(a, b) ? [] : [{ field, before: a, after: b }];
  });
}
