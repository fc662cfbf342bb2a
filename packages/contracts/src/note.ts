import { z } from 'zod';
import { IsoDateTimeSchema } from './common.js';
import { EvidenceSchema, isOffered, PatientReportSchema, ReportFlagSchema, type ReportFlag } from './report.js';
import { SpeakerRoleSchema, TranscriptSchema } from './transcript.js';
import { NoteTypeIdSchema } from './note-type-choice.js';

/**
 * The clinician's note of a consultation: the pipeline's report is version 1 (the AI draft, never
 * overwritten); every save, restore, regeneration and amendment adds a version. A note is a Draft
 * while nobody has written in it, Edited once a clinician has, and Signed when its latest version is.
 */
export const NoteStatusSchema = z.enum(['draft', 'edited', 'signed']);
export type NoteStatus = z.infer<typeof NoteStatusSchema>;

/** How a version came about. */
export const NoteVersionKindSchema = z.enum(['ai-draft', 'edit', 'restore', 'regenerated', 'amendment', 'note-type']);
export type NoteVersionKind = z.infer<typeof NoteVersionKindSchema>;

/** The largest edit the API accepts, in bytes of JSON (an answer of 413 above it). */
export const NOTE_EDIT_MAX_BYTES = 256 * 1024;

/** What the clinician decided about a flag: the item is right, it was taken out, or the omission was added. */
export const FlagResolutionActionSchema = z.enum(['keep', 'remove', 'add']);
export const FlagResolutionSchema = z.object({
  /** flagKey() of the flag resolved */
  key: z.string().min(1).max(2000),
  action: FlagResolutionActionSchema,
});
export type FlagResolution = z.infer<typeof FlagResolutionSchema>;

/** A flag's identity across versions: its kind, section and wording (its path moves when items are reordered). */
export function flagKey(f: Pick<ReportFlag, 'kind' | 'section' | 'text'>): string {
  return `${f.kind}|${f.section}|${f.text}`;
}

/** Flagged items (invented, contradicted, or a dose to check) the clinician has neither kept nor removed: signing asks about them. */
export function unresolvedInventions(flags: ReportFlag[], resolutions: FlagResolution[]): ReportFlag[] {
  const resolved = new Set(resolutions.map((r) => r.key));
  return flags.filter((f) => !isOffered(f) && !resolved.has(flagKey(f)));
}

const VersionNumberSchema = z
  .number({ error: 'baseVersion must be the version number the change starts from.' })
  .int()
  .positive();

export const NoteVersionSummarySchema = z.object({
  version: z.number().int().positive(),
  kind: NoteVersionKindSchema,
  /** the clinician who made it; null for the AI */
  authorName: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
  /** keys of the report fields this version changed (REPORT_FIELDS) */
  changed: z.array(z.string()),
  /** why a signed note was amended */
  reason: z.string().nullable(),
  signedAt: IsoDateTimeSchema.nullable(),
  signedBy: z.string().nullable(),
  /** the transcript version the report rests on */
  transcriptVersion: z.number().int().nonnegative(),
  /** the note type this version is shown and exported in (a built-in type's id or a stored template's) */
  noteType: z.string(),
  /** a stored template's version this version was written in (signed: the version it was signed in); null for a built-in type */
  noteTypeVersion: z.number().int().positive().nullable().optional(),
});
export type NoteVersionSummary = z.infer<typeof NoteVersionSummarySchema>;

export const NoteVersionSchema = NoteVersionSummarySchema.extend({
  patientReport: PatientReportSchema,
  evidence: z.array(EvidenceSchema),
  flags: z.array(ReportFlagSchema),
  resolutions: z.array(FlagResolutionSchema),
  /** paths of the items a clinician wrote or changed (no evidence claims them) */
  authored: z.array(z.string()),
  /** keys of the fields edited by hand since the AI wrote them: regeneration keeps these */
  handEdited: z.array(z.string()),
});
export type NoteVersion = z.infer<typeof NoteVersionSchema>;

export const RegenerationSchema = z.object({
  state: z.enum(['queued', 'running', 'failed']),
  error: z.string().nullable(),
});
export type Regeneration = z.infer<typeof RegenerationSchema>;

/** What the timeline shows of a consultation's note. */
export const NoteSummarySchema = z.object({
  status: NoteStatusSchema,
  version: z.number().int().nonnegative(),
  regeneration: RegenerationSchema.nullable(),
});
export type NoteSummary = z.infer<typeof NoteSummarySchema>;

/** GET /api/conversations/:id/note — the current version and the state around it. */
export const NoteSchema = z.object({
  conversationId: z.string(),
  status: NoteStatusSchema,
  current: NoteVersionSchema,
  regeneration: RegenerationSchema.nullable(),
  /** the latest transcript version (0: the consultation has no timed transcript to correct) */
  transcriptVersion: z.number().int().nonnegative(),
});
export type Note = z.infer<typeof NoteSchema>;

export const NoteHistorySchema = z.object({ versions: z.array(NoteVersionSummarySchema) });
export type NoteHistory = z.infer<typeof NoteHistorySchema>;

export const SaveNoteBodySchema = z.object({
  baseVersion: VersionNumberSchema,
  patientReport: PatientReportSchema,
  resolutions: z.array(FlagResolutionSchema).max(2000).default([]),
});
export type SaveNoteBody = z.input<typeof SaveNoteBodySchema>;

export const SignNoteBodySchema = z.object({
  baseVersion: VersionNumberSchema,
  /** sign although flagged items are unresolved (the clinician confirmed it) */
  confirmUnresolved: z.boolean().default(false),
});
export type SignNoteBody = z.input<typeof SignNoteBodySchema>;

export const AmendNoteBodySchema = z.object({
  baseVersion: VersionNumberSchema,
  reason: z
    .string({ error: 'Give the reason for the amendment.' })
    .trim()
    .min(1, 'Give the reason for the amendment.')
    .max(1000, 'Keep the reason under 1000 characters.'),
  /** the amendment may put the note in another type */
  noteType: NoteTypeIdSchema.optional(),
});
export type AmendNoteBody = z.input<typeof AmendNoteBodySchema>;

export const RestoreNoteBodySchema = z.object({
  baseVersion: VersionNumberSchema,
  fromVersion: z.number({ error: 'fromVersion must be the number of the version to restore.' }).int().positive(),
});
export type RestoreNoteBody = z.input<typeof RestoreNoteBodySchema>;

/** Showing the note in another type makes a new version in that type; the report and its edits stay. */
export const ChooseNoteTypeBodySchema = z.object({ baseVersion: VersionNumberSchema, noteType: NoteTypeIdSchema });
export type ChooseNoteTypeBody = z.input<typeof ChooseNoteTypeBodySchema>;

export const RegenerateNoteBodySchema = z.object({ baseVersion: VersionNumberSchema });
export type RegenerateNoteBody = z.input<typeof RegenerateNoteBodySchema>;

/** One correction of the transcript: who spoke a segment, its English words, or one segment merged into the next. */
export const TranscriptCorrectionSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('role'), segmentId: z.string().min(1), role: SpeakerRoleSchema }),
  z.object({
    op: z.literal('text'),
    segmentId: z.string().min(1),
    english: z
      .string()
      .trim()
      .min(1, 'The corrected text cannot be empty.')
      .max(20_000, 'Keep a segment under 20,000 characters.'),
  }),
  z.object({ op: z.literal('merge'), segmentId: z.string().min(1), nextSegmentId: z.string().min(1) }),
]);
export type TranscriptCorrection = z.infer<typeof TranscriptCorrectionSchema>;

export const CorrectTranscriptBodySchema = z.object({
  baseVersion: VersionNumberSchema,
  correction: TranscriptCorrectionSchema,
});
export type CorrectTranscriptBody = z.input<typeof CorrectTranscriptBodySchema>;

/** GET /api/conversations/:id/transcript — the latest corrected transcript (version 1: the pipeline's). */
export const TranscriptVersionSchema = z.object({
  version: z.number().int().positive(),
  authorName: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
  /** what this version changed, in words ('Segment 3: Patient → Doctor') */
  change: z.string().nullable(),
  transcript: TranscriptSchema,
});
export type TranscriptVersion = z.infer<typeof TranscriptVersionSchema>;
