import { z } from 'zod';
import { PATIENT_LIMITS } from './patient.js';
import { hasControlCharacters } from './text-field.js';

/**
 * The scribe–EMR protocol's requests, in the protocol's own field names (snake_case): a record
 * system's session of one consultation. Where the published draft disagrees with itself the more
 * liberal reading is accepted (a language as one code or a list; upload_type optional).
 */
export const PROTOCOL_VERSION = '0.1';
/** The one model this service offers: the engines it is configured with. */
export const PROTOCOL_MODEL_ID = 'pro';
export const PROTOCOL_ADDITIONAL_DATA_MAX_BYTES = 4096;
export const PROTOCOL_TEMPLATES_MAX = 10;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(1, `${label} must not be empty.`)
    .max(max, `${label} is too long (at most ${max} characters).`)
    .refine((v) => !hasControlCharacters(v), `${label} must not contain control characters.`);

const languageCode = z
  .string({ error: 'A language must be a two-letter ISO 639-1 code such as "hi".' })
  .regex(/^[A-Za-z]{2}$/, 'A language must be a two-letter ISO 639-1 code such as "hi".')
  .transform((v) => v.toLowerCase());

/** One code or a list of codes (the draft shows both); always read as a list. */
const languageList = z
  .union([
    languageCode,
    z.array(languageCode).min(1, 'Give at least one language code.').max(5, 'Give at most 5 languages.'),
  ])
  .transform((v) => (Array.isArray(v) ? v : [v]));

export const ProtocolTemplateIdSchema = z
  .string({ error: 'Each template must be a template id from GET /templates.' })
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/,
    'A template id is letters, digits, - and _ (at most 64), as GET /templates lists them.',
  );

const BIRTH_DATE_MESSAGE = 'patient.birth_date must be a real date in the past, written YYYY-MM-DD.';

function isPastDay(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const day = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v) && day.getTime() <= Date.now();
}

const BODY_MESSAGE = 'The request body must be a JSON object.';

/**
 * The patient the consultation is of, by the record system's own id. The first session naming an
 * id needs the patient's name, to add them; later sessions find them by the id alone.
 */
export const ProtocolPatientSchema = z.object(
  {
    id: text('patient.id', 128),
    name: text('patient.name', PATIENT_LIMITS.name).optional(),
    birth_date: z.string({ error: BIRTH_DATE_MESSAGE }).refine(isPastDay, BIRTH_DATE_MESSAGE).optional(),
    gender: text('patient.gender', PATIENT_LIMITS.gender).optional(),
  },
  {
    error: (i) =>
      i.input === undefined
        ? 'patient is required: { "id": <your patient id>, "name": ... }.'
        : 'patient must be an object.',
  },
);
export type ProtocolPatient = z.infer<typeof ProtocolPatientSchema>;

export const CreateProtocolSessionSchema = z.object(
  {
    templates: z
      .array(ProtocolTemplateIdSchema, { error: 'templates must be a list of template ids from GET /templates.' })
      .min(1, 'templates must name at least one template (GET /templates lists them).')
      .max(PROTOCOL_TEMPLATES_MAX, `templates may name at most ${PROTOCOL_TEMPLATES_MAX} templates.`),
    model: z.string({ error: 'model must be text.' }).optional(),
    language_hint: languageList.optional(),
    transcript_language: languageList.optional(),
    upload_type: z
      .enum(['single', 'chunked', 'stream'], { error: 'upload_type must be "single" or "chunked".' })
      .default('chunked'),
    communication_protocol: z
      .enum(['http', 'websocket', 'rpc'], { error: 'communication_protocol must be "http".' })
      .optional(),
    additional_data: z
      .record(z.string(), z.unknown(), { error: 'additional_data must be a JSON object.' })
      .refine(
        (v) => new TextEncoder().encode(JSON.stringify(v)).length <= PROTOCOL_ADDITIONAL_DATA_MAX_BYTES,
        `additional_data is too large (at most ${PROTOCOL_ADDITIONAL_DATA_MAX_BYTES} bytes as JSON).`,
      )
      .optional(),
    patient: ProtocolPatientSchema,
    /** For a clinic-wide key: the clinician whose consultation it is, by their sign-in email. */
    clinician: z
      .object(
        { email: z.email('clinician.email is not a valid email address.') },
        { error: 'clinician must be an object.' },
      )
      .optional(),
  },
  { error: BODY_MESSAGE },
);
export type CreateProtocolSession = z.infer<typeof CreateProtocolSessionSchema>;

export const EndProtocolSessionSchema = z.object(
  {
    audio_files_sent: z
      .number({ error: 'audio_files_sent must be the number of audio files you sent.' })
      .int('audio_files_sent must be a whole number.')
      .min(0, 'audio_files_sent cannot be negative.'),
  },
  { error: BODY_MESSAGE },
);

/** The protocol's error body: a code from its catalogue, a sentence for people, and details. */
export interface ProtocolErrorBody {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

/** A template in GET /templates. */
export interface ProtocolTemplate {
  id: string;
  name: string;
  description: string;
}

/** One requested template's result. */
export type ProtocolTemplateResult =
  | { status: 'success'; data: Record<string, unknown> }
  | { status: 'processing' }
  | { status: 'failed'; error: { code: string; message: string } };
