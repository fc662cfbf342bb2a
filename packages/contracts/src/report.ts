import { z } from 'zod';

/**
 * The patient report, every field. This is the shape the pipeline writes and
 * the JSON-schema the language-model engines are held to, so every property is present
 * (null or empty where the consultation said nothing) — strict structured output needs that.
 * Report files written elsewhere or by an earlier version are read leniently by readLegacyReport.
 */
const text = z.string().nullable();

export const VitalsSchema = z.object({
  bloodPressure: text,
  heartRate: text,
  temperature: text,
  respiratoryRate: text,
  /**
   * the oxygen saturation by pulse oximetry, with the oxygen the patient breathed when said ('97% on room air',
   * '92% on 2 L oxygen'); reports stored before it read as none
   */
  oxygenSaturation: text.default(null),
  weight: text,
});
export type Vitals = z.infer<typeof VitalsSchema>;

export const ReportMetadataSchema = z.object({
  generatedAt: z.string(),
  engine: z.string(),
  sourceLanguages: z.array(z.string()),
  reportLanguage: z.literal('en'),
});

export const PatientInfoSchema = z.object({
  name: text,
  age: text,
  gender: text,
  dateOfBirth: text,
});

export const HistoryOfPresentIllnessSchema = z.object({
  onset: text,
  duration: text,
  course: text,
  narrative: text,
  associatedSymptoms: z.array(z.string()),
});

export const MedicationSchema = z.object({ name: z.string(), dosage: text, indication: text });
export const AllergySchema = z.object({ substance: z.string(), reaction: text });
/**
 * The allergies entry that records allergies asked about and denied. Record systems get it as 'no known
 * allergy' (SNOMED CT 716186003), never as an allergy to a substance of that name.
 */
export const NO_KNOWN_ALLERGIES = 'No known allergies';
export const AssessmentItemSchema = z.object({
  diagnosis: z.string(),
  certainty: z.enum(['confirmed', 'probable', 'possible', 'ruled out']).nullable(),
  rationale: text,
});
/**
 * What the plan does with a medicine: start a new one, stop one the patient takes, change its dose or
 * frequency, continue it, or restart one the patient had stopped ('restart your lisinopril'). Null reads as
 * 'start' (reports written before the field existed).
 */
export const MedicationActionSchema = z.enum(['start', 'stop', 'change', 'continue', 'restart']);
export type MedicationAction = z.infer<typeof MedicationActionSchema>;
export const PlanMedicationSchema = z.object({
  name: z.string(),
  instructions: text,
  action: MedicationActionSchema.nullable(),
});
export type Medication = z.infer<typeof MedicationSchema>;
export type Allergy = z.infer<typeof AllergySchema>;
export type AssessmentItem = z.infer<typeof AssessmentItemSchema>;
export type PlanMedication = z.infer<typeof PlanMedicationSchema>;

export const SocialHistorySchema = z.object({
  tobacco: text,
  alcohol: text,
  substances: text,
  occupation: text,
  livingSituation: text,
  other: text,
});

export const ReviewOfSystemsEntrySchema = z.object({ system: z.string(), findings: z.string() });

export const PatientReportSchema = z.object({
  metadata: ReportMetadataSchema,
  patientInfo: PatientInfoSchema,
  chiefComplaint: text,
  historyOfPresentIllness: HistoryOfPresentIllnessSchema,
  pastMedicalHistory: z.object({ conditions: z.array(z.string()) }),
  medications: z.object({ current: z.array(MedicationSchema) }),
  allergies: z.array(AllergySchema),
  /** relation (mother, father, sibling…) → conditions */
  familyHistory: z.record(z.string(), z.array(z.string())),
  socialHistory: SocialHistorySchema,
  reviewOfSystems: z.array(ReviewOfSystemsEntrySchema),
  physicalExam: z.object({
    vitals: VitalsSchema,
    generalAppearance: text,
    cardiovascular: text,
    respiratory: text,
    extremities: text,
  }),
  /**
   * results of tests the clinician reads at the consultation, one a line ('Right knee X-ray: no fracture',
   * 'Hemoglobin 8.2', 'Echo: ejection fraction 55%'); reports stored before it read as none
   */
  results: z.array(z.string()).default([]),
  assessment: z.array(AssessmentItemSchema),
  plan: z.object({
    investigations: z.array(z.string()),
    /**
     * procedures and operations recommended, planned or done at the consultation ('Right foot ORIF
     * recommended', 'Cortisone injection to the left knee today'); reports stored before it read as none
     */
    procedures: z.array(z.string()).default([]),
    /** specialists or services the patient is sent to ('cardiology', 'physical therapy') */
    referrals: z.array(z.string()),
    medications: z.array(PlanMedicationSchema),
    lifestyleRecommendations: z.array(z.string()),
    followUp: z.object({ timeline: text, notes: text }),
  }),
  visitSummary: text,
  /**
   * What a language model wrote for a note type's `free` sections (a referral letter's body, a
   * patient's warning signs): template section id → its sentences, in order. Each sentence is a
   * statement like any other: `noteText.<section id>.<n>` carries its evidence, is checked and is
   * edited by hand. Absent where no model wrote free text (the built-in writer shows the facts as prose).
   */
  noteText: z.record(z.string(), z.array(z.string())).optional(),
});
export type PatientReport = z.infer<typeof PatientReportSchema>;

/**
 * The report's sections: the one vocabulary for what part of a note something concerns. Flags name
 * one, the scribe's report items carry one, the viewer and the editor place cards by it, and the
 * history labels fields by it. Adding or renaming one fails to compile wherever it is not handled.
 */
export const ReportSectionSchema = z.enum([
  'patientInfo',
  'visitSummary',
  'chiefComplaint',
  'historyOfPresentIllness',
  'pastMedicalHistory',
  'medications',
  'allergies',
  'familyHistory',
  'socialHistory',
  'reviewOfSystems',
  'vitals',
  'physicalExam',
  'results',
  'assessment',
  'plan',
  'noteText',
]);
export type ReportSection = z.infer<typeof ReportSectionSchema>;
export const REPORT_SECTIONS = ReportSectionSchema.options;

/** Where each section lives in `PatientReport`: vitals are their own section inside the examination. */
export const SECTION_ROOT = {
  patientInfo: 'patientInfo',
  visitSummary: 'visitSummary',
  chiefComplaint: 'chiefComplaint',
  historyOfPresentIllness: 'historyOfPresentIllness',
  pastMedicalHistory: 'pastMedicalHistory',
  medications: 'medications',
  allergies: 'allergies',
  familyHistory: 'familyHistory',
  socialHistory: 'socialHistory',
  reviewOfSystems: 'reviewOfSystems',
  vitals: 'physicalExam.vitals',
  physicalExam: 'physicalExam',
  results: 'results',
  assessment: 'assessment',
  plan: 'plan',
  noteText: 'noteText',
} as const satisfies Record<ReportSection, Exclude<keyof PatientReport, 'metadata'> | 'physicalExam.vitals'>;

/** Compiles only while every field of the report (but its metadata) is some section's root. */
type Assert<T extends true> = T;
export type EveryReportFieldHasASection = Assert<
  [Exclude<Exclude<keyof PatientReport, 'metadata'>, (typeof SECTION_ROOT)[ReportSection]>] extends [never]
    ? true
    : false
>;

const ROOTS_LONGEST_FIRST = (Object.entries(SECTION_ROOT) as [ReportSection, string][]).sort(
  (a, b) => b[1].length - a[1].length,
);

/** The section a report path is in (`physicalExam.vitals.heartRate` → vitals); null outside the report's sections. */
export function sectionOfPath(path: string): ReportSection | null {
  return ROOTS_LONGEST_FIRST.find(([, root]) => path === root || path.startsWith(`${root}.`))?.[0] ?? null;
}

/**
 * Where a report item comes from: a JSON path into patientReport (e.g. `medications.current.0`)
 * and the transcript segment ids it rests on. For prose (the history's narrative, the visit summary)
 * `<field>.<n>` is the n-th sentence of the field, so each sentence carries its own evidence.
 */
export const EvidenceSchema = z.object({
  path: z.string(),
  segmentIds: z.array(z.string()),
});
export type Evidence = z.infer<typeof EvidenceSchema>;

/**
 * What a flagged statement claims that the consultation does not bear out: a drug, its dose or
 * frequency, a symptom (never mentioned, or denied), the body side, a duration, an allergy, a vital
 * value, a condition, the patient's age or sex, a test ordered, a test's result, the follow-up interval, or a
 * statement the checker can only match word by word.
 */
export const FlagClaimSchema = z.enum([
  'medication',
  'dose',
  'frequency',
  'symptom',
  'negation',
  'laterality',
  'duration',
  'allergy',
  'vital',
  'condition',
  'age',
  'sex',
  'test',
  'result',
  'followUp',
  'statement',
]);
export type FlagClaim = z.infer<typeof FlagClaimSchema>;

/**
 * A verification flag: a report item the consultation does not support (`unsupported`: nothing said
 * it) or says otherwise about (`contradicted`: e.g. the other knee, a denied symptom), an item that
 * cannot be right whatever was said (`implausible`: a dose above the usual adult maximum, a unit the
 * medicine is not dosed in, one medicine listed under two names; shown as "Check dose"), a fact of
 * the consultation missing from the report (`omitted`), or something said that the writer was not
 * sure enough of to put in the note (`said`: shown as "Said, not in the note", added in one click).
 */
export const ReportFlagKindSchema = z.enum(['unsupported', 'contradicted', 'implausible', 'omitted', 'said']);
export type ReportFlagKind = z.infer<typeof ReportFlagKindSchema>;

/**
 * Flags that offer something to add (an omission, or what was said but left out) rather than question
 * an item of the note: they have no path, and signing does not ask about them.
 */
export const OFFERED_FLAG_KINDS: readonly ReportFlagKind[] = ['omitted', 'said'];
export const isOffered = (f: { kind: ReportFlagKind }) => OFFERED_FLAG_KINDS.includes(f.kind);

export const ReportFlagSchema = z.object({
  kind: ReportFlagKindSchema,
  /** the report section the flag concerns: where an omission would go, or the flagged item's section */
  section: ReportSectionSchema,
  /** the report path of the flagged item; absent for offered flags (omitted, said) */
  path: z.string().optional(),
  text: z.string(),
  segmentIds: z.array(z.string()),
  /** which part of the statement is wrong; absent on flags stored before claims were checked */
  claim: FlagClaimSchema.optional(),
  /** why, in words a clinician reads at a glance ("Patient denied chest pain"); absent on older flags */
  reason: z.string().optional(),
});
export type ReportFlag = z.infer<typeof ReportFlagSchema>;

/** What the pipeline stores as `<base>.json` beside the audio. */
export const StoredReportSchema = z.object({
  patientReport: PatientReportSchema,
  evidence: z.array(EvidenceSchema),
  flags: z.array(ReportFlagSchema),
});
export type StoredReport = z.infer<typeof StoredReportSchema>;
