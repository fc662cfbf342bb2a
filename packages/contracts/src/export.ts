import { z } from 'zod';
import { IsoDateTimeSchema } from './common.js';
import { FhirProfileSchema } from './fhir-profile.js';
import { PatientLanguageSchema } from './language.js';
import { NoteTypeIdSchema } from './note-type-choice.js';

/**
 * How a note leaves Asha Scribe: plain text for pasting into a record, Markdown, a printable PDF,
 * or a FHIR R4 document Bundle. Each is made from the note's current version (the clinician's
 * edits and signature), never from the pipeline's AI draft.
 */
export const NOTE_EXPORT_FORMATS = {
  text: { label: 'Plain text', extension: 'txt', contentType: 'text/plain; charset=utf-8' },
  markdown: { label: 'Markdown', extension: 'md', contentType: 'text/markdown; charset=utf-8' },
  pdf: { label: 'PDF', extension: 'pdf', contentType: 'application/pdf' },
  fhir: { label: 'FHIR R4 document', extension: 'fhir.json', contentType: 'application/fhir+json; charset=utf-8' },
} as const;
export type NoteExportFormat = keyof typeof NOTE_EXPORT_FORMATS;
const FORMATS = Object.keys(NOTE_EXPORT_FORMATS) as [NoteExportFormat, ...NoteExportFormat[]];

/** Paper the PDFs are laid out on. */
export const PaperSizeSchema = z.enum(['a4', 'letter'], { error: "paper must be 'a4' or 'letter'." });
export type PaperSize = z.infer<typeof PaperSizeSchema>;

const FORMAT_MESSAGE = `format must be one of: ${FORMATS.join(', ')}.`;

/** GET /api/conversations/:id/export?format=…&paper=…&type=… (type: the note in that note type; without it, the full consultation note) */
export const NoteExportQuerySchema = z.object({
  format: z.enum(FORMATS, { error: FORMAT_MESSAGE }),
  paper: PaperSizeSchema.optional(),
  type: NoteTypeIdSchema.optional(),
  /** FHIR only: `abdm` for India's OP consultation record; without it, the default document */
  profile: FhirProfileSchema.optional(),
});
export type NoteExportQuery = z.infer<typeof NoteExportQuerySchema>;

/** What a clinician is told when a consultation has no report to export yet. */
export const NO_REPORT_TO_EXPORT =
  'This consultation has no report to export yet. Wait until it is ready (or retry it if it failed), then export again.';

/**
 * The after-visit summary for the patient, in plain words: what was found, what to do, the
 * medicines and how to take them, when to come back, and the warning signs to come back sooner.
 * `headings` are in the copy's language, so the page reads in one language throughout.
 */
export const PatientCopyContentSchema = z.object({
  headings: z.object({
    title: z.string(),
    found: z.string(),
    whatToDo: z.string(),
    medicines: z.string(),
    comeBack: z.string(),
    warningSigns: z.string(),
  }),
  found: z.array(z.string()),
  whatToDo: z.array(z.string()),
  medicines: z.array(z.object({ name: z.string(), how: z.string() })),
  comeBack: z.string().nullable(),
  warningSigns: z.array(z.string()),
});
export type PatientCopyContent = z.infer<typeof PatientCopyContentSchema>;

/** The parts of a patient's copy, in the order it is printed (the keys of its headings). */
export const PatientCopySectionSchema = z.enum(['found', 'whatToDo', 'medicines', 'comeBack', 'warningSigns']);
export type PatientCopySection = z.infer<typeof PatientCopySectionSchema>;
export const PATIENT_COPY_SECTIONS = PatientCopySectionSchema.options;

/**
 * How the copy came to be in its language: `none`, plain English built from the note (English was
 * asked for, or no built-in phrases exist for the language); `partial`, built from the note with
 * the built-in phrase tables of the language, its free sentences left in English and marked;
 * `full`, the whole copy translated by a language model.
 */
export const PatientCopyTranslationSchema = z.enum(['none', 'partial', 'full']);
export type PatientCopyTranslation = z.infer<typeof PatientCopyTranslationSchema>;

/** GET /api/conversations/:id/patient-copy — the copy and how it was written. */
export const PatientCopySchema = z.object({
  language: PatientLanguageSchema,
  /** the language asked for (the patient's preferred one, else the consultation's) */
  requestedLanguage: PatientLanguageSchema,
  /** the whole copy written by a language model in `language` (translation is `full`) */
  translated: z.boolean(),
  translation: PatientCopyTranslationSchema,
  /** the sections with lines left in English in a copy in another language (partial), in print order */
  englishSections: z.array(PatientCopySectionSchema),
  /** why the copy is not in the language asked for, in words for the clinician; null when it is */
  notice: z.string().nullable(),
  engine: z.string(),
  noteVersion: z.number().int().positive(),
  signed: z.boolean(),
  content: PatientCopyContentSchema,
});
export type PatientCopy = z.infer<typeof PatientCopySchema>;

export const PatientCopyQuerySchema = z.object({
  language: PatientLanguageSchema.optional(),
  format: z.enum(['json', 'pdf'], { error: "format must be 'json' or 'pdf'." }).default('json'),
  paper: PaperSizeSchema.optional(),
});
export type PatientCopyQuery = z.infer<typeof PatientCopyQuerySchema>;

/** A send to the record system either posts the document Bundle or a transaction of its resources. */
export const FhirSendModeSchema = z.enum(['document', 'transaction']);
export type FhirSendMode = z.infer<typeof FhirSendModeSchema>;

/** One issue of the FHIR server's OperationOutcome, as the clinician is shown it. */
export const FhirIssueSchema = z.object({
  severity: z.string(),
  code: z.string(),
  diagnostics: z.string().nullable(),
});
export type FhirIssue = z.infer<typeof FhirIssueSchema>;

/**
 * One "Send to record": `sending` while the server is being asked, then `sent` with the id the
 * server gave the document, or `failed` with what it said (its OperationOutcome's issues, or why it
 * could not be reached). A failed send can be tried again with a new click.
 */
export const FhirSendSchema = z.object({
  id: z.string(),
  noteVersion: z.number().int().positive(),
  signed: z.boolean(),
  mode: FhirSendModeSchema,
  status: z.enum(['sending', 'sent', 'failed']),
  attempts: z.number().int().nonnegative(),
  /** the id (and version) the server gave what it stored, e.g. `Bundle/123/_history/1` */
  serverId: z.string().nullable(),
  httpStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  issues: z.array(FhirIssueSchema),
  createdAt: IsoDateTimeSchema,
  finishedAt: IsoDateTimeSchema.nullable(),
});
export type FhirSend = z.infer<typeof FhirSendSchema>;

/** GET /api/conversations/:id/fhir-sends — whether a record system is configured, and the sends so far (newest first). */
export const FhirSendsSchema = z.object({
  configured: z.boolean(),
  /** the FHIR server's address without credentials, to show where the note goes */
  target: z.string().nullable(),
  mode: FhirSendModeSchema,
  /** the shape of what is sent (FHIR_PROFILE); absent: the default document */
  profile: FhirProfileSchema.optional(),
  sends: z.array(FhirSendSchema),
});
export type FhirSends = z.infer<typeof FhirSendsSchema>;

/** What a clinician is told when no record system is configured. */
export const FHIR_NOT_CONFIGURED =
  'No record system is configured: set FHIR_BASE_URL (and FHIR_TOKEN if it needs one) on the server to send notes to it.';
