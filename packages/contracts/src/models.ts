import { z } from 'zod';

/**
 * What a model file is for: `speech` (whisper.cpp, recognition and translation), `report` (a GGUF
 * instruct model that writes the report), `speaker` (voice embeddings that tell speakers apart).
 * The catalogue, the models folder, the API and the Models page all speak of these three.
 */
export const ModelKindSchema = z.enum(['speech', 'report', 'speaker']);
export type ModelKind = z.infer<typeof ModelKindSchema>;

/** A model name as the catalogue and the API spell it: letters, digits, '.', '_' and '-'. */
export const ModelNameSchema = z
  .string()
  .min(1, 'Model name is required.')
  .max(120, 'Model name is too long (at most 120 characters).')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Model name may hold only letters, digits, ".", "_" and "-".');

/** A download under way in the server process, or the reason the last one stopped. */
export const ModelDownloadSchema = z.object({
  state: z.enum(['downloading', 'verifying', 'failed']),
  receivedBytes: z.number().int().nonnegative(),
  totalBytes: z.number().int().positive().nullable(),
  error: z.string().nullable(),
});
export type ModelDownload = z.infer<typeof ModelDownloadSchema>;

/** One row of the Models page: a catalogued model, or a file the clinic put in the models folder itself. */
export const ModelSummarySchema = z.object({
  name: z.string(),
  kind: ModelKindSchema,
  title: z.string(),
  /** Download size; for a file not in the catalogue, its size on disk. */
  bytes: z.number().int().nonnegative(),
  licence: z.string().nullable(),
  /** Memory the model needs to run, when the catalogue knows it. */
  ramBytes: z.number().int().positive().nullable(),
  /** false when this machine has less memory than the model needs. */
  fitsMemory: z.boolean(),
  /** Whether the catalogue's checksum was verified against a published source (see the catalogue). */
  checksum: z.enum(['sha1', 'sha256', 'md5']).nullable(),
  catalogued: z.boolean(),
  installed: z.boolean(),
  /** Bytes of an unfinished download kept on disk; Download resumes from there. */
  partialBytes: z.number().int().nonnegative(),
  inUse: z.boolean(),
  isDefault: z.boolean(),
  download: ModelDownloadSchema.nullable(),
});
export type ModelSummary = z.infer<typeof ModelSummarySchema>;

/** GET /api/models: every model, and what the signed-in clinician's consultations use right now. */
export const ModelsResponseSchema = z.object({
  models: z.array(ModelSummarySchema),
  engines: z.object({
    /** e.g. 'whisper:small-q5_1', 'openai (your key)'; null when no speech engine is usable. */
    speech: z.string().nullable(),
    /** e.g. 'llama:qwen2-1.5b-instruct-q4_0', 'built-in writer'. */
    report: z.string(),
  }),
  /** The default speech model while it downloads and no speech engine is usable yet: consultations wait for it. */
  waitingFor: z
    .object({ name: z.string(), receivedBytes: z.number().int(), totalBytes: z.number().int().nullable() })
    .nullable(),
});
export type ModelsResponse = z.infer<typeof ModelsResponseSchema>;

/**
 * GET /api/models/report-offer: the report model this machine's memory can hold, offered to the
 * clinician until they dismiss it or one is installed (never downloaded without their click).
 */
export const ReportModelOfferSchema = z.object({
  /** null: nothing to offer (a model writes already, one is installed, the offer was dismissed, or none fits) */
  offer: z
    .object({
      name: z.string(),
      title: z.string(),
      bytes: z.number().int().positive(),
      ramBytes: z.number().int().positive(),
      licence: z.string(),
      download: ModelDownloadSchema.nullable(),
    })
    .nullable(),
  /** true when no catalogued report model fits this machine's memory: the built-in writer writes notes */
  cannotHold: z.boolean(),
});
export type ReportModelOffer = z.infer<typeof ReportModelOfferSchema>;
