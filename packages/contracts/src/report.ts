import { z } from 'zod';

/**
 * The patient report of spec §3, every field. This is the shape the pipeline writes and
 * the JSON-schema the language-model engines are held to, so every property is present
 * (null or empty where the consultation said nothing) — strict structured output needs that.
 * The viewer reads older or foreign payloads leniently (see normalizeReport in the web app).
 */
const text = z.string().nullable();

export const VitalsSchema = z.object({
  bloodPressure: text,
  heartRate: text,
  temperature: text,
  respiratoryRate: text,
  weight: text,
});

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
export const AssessmentItemSchema = z.object({
  diagnosis: z.string(),
  certainty: z.enum(['confirmed', 'probable', 'possible', 'ruled out']).nullable(),
  rationale: text,
});
export const PlanMedicationSchema = z.object({ name: z.string(), instructions: text });

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
  assessment: z.array(AssessmentItemSchema),
  plan: z.object({
    investigations: z.array(z.string()),
    medications: z.array(PlanMedicationSchema),
    lifestyleRecommendations: z.array(z.string()),
    followUp: z.object({ timeline: text, notes: text }),
  }),
  visitSummary: text,
});
export type PatientReport = z.infer<typeof PatientReportSchema>;

/**
 * Where a report item comes from: a JSON path into patientReport (e.g. `medications.current.0`)
 * and the transcript segment ids it rests on (issue #8, evidence).
 */
export const EvidenceSchema = z.object({
  path: z.string(),
  segmentIds: z.array(z.string()),
});
export type Evidence = z.infer<typeof EvidenceSchema>;

/** Verification flags (issue #8): an item without support, or a transcript fact missing from the report. */
export const ReportFlagSchema = z.object({
  kind: z.enum(['unsupported', 'omitted']),
  /** report section the flag concerns, e.g. `medications`, `vitals`, `allergies`, `symptoms` */
  section: z.string(),
  /** the report path for unsupported items; absent for omissions */
  path: z.string().optional(),
  text: z.string(),
  segmentIds: z.array(z.string()),
});
export type ReportFlag = z.infer<typeof ReportFlagSchema>;

/** What the pipeline stores as `<base>.json` beside the audio. */
export const StoredReportSchema = z.object({
  patientReport: PatientReportSchema,
  evidence: z.array(EvidenceSchema),
  flags: z.array(ReportFlagSchema),
});
export type StoredReport = z.infer<typeof StoredReportSchema>;
