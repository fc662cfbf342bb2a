import { z } from 'zod';
import { IsoDateTimeSchema, NextTokenSchema, SortOrderSchema, pageOf } from './common.js';
import { AbhaNumberSchema } from './abha.js';
import { PatientLanguageSchema } from './language.js';
import { optionalText, requiredText } from './text-field.js';

/** Patient. `pk`/`sk` of the old storage are not exposed: their meaning is not shown. */
export const PatientSchema = z.object({
  patientId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  gender: z.string().nullable(),
  dob: z.string().nullable(),
  notes: z.string().nullable(),
  /** The language the patient's copy of a note is written in; null: the consultation's own language. */
  preferredLanguage: PatientLanguageSchema.nullable(),
  /** India's health ID (ABHA number) as 'xx-xxxx-xxxx-xxxx'; null or absent when not known. */
  abhaNumber: z.string().nullable().optional(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type Patient = z.infer<typeof PatientSchema>;

export const PATIENT_PAGE_SIZES = [10, 20, 50] as const;

/** GET /patients query. */
export const ListPatientsQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (PATIENT_PAGE_SIZES as readonly number[]).includes(n), 'limit must be 10, 20 or 50')
    .default(20),
  order: SortOrderSchema.default('desc'),
  nextToken: NextTokenSchema.optional(),
});
export type ListPatientsQuery = z.infer<typeof ListPatientsQuerySchema>;

export const ListPatientsResponseSchema = pageOf(PatientSchema);
export type ListPatientsResponse = z.infer<typeof ListPatientsResponseSchema>;

/** GET /patients/{patientId}. */
export const GetPatientResponseSchema = z.object({ patient: PatientSchema });
export type GetPatientResponse = z.infer<typeof GetPatientResponseSchema>;

/** The longest text each patient field holds; the add-patient form limits its inputs to these. */
export const PATIENT_LIMITS = { name: 200, email: 320, phone: 40, gender: 40, notes: 5000, abhaNumber: 20 } as const;

const DOB_MESSAGE = 'Date of birth must be a date in the past, written YYYY-MM-DD.';

/** A real calendar day (no 31 February), not in the future; blank reads as not given. */
const DateOfBirthSchema = z
  .string({ error: DOB_MESSAGE })
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || isPastDay(v), DOB_MESSAGE);

function isPastDay(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const day = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v) && day.getTime() <= Date.now();
}

/** Create-patient payload of POST /users, with the form's validation rules. */
export const CreatePatientRequestSchema = z.object({
  name: requiredText('Name', PATIENT_LIMITS.name),
  email: optionalText('Email address', PATIENT_LIMITS.email).pipe(z.email('Email address is not valid.').optional()),
  phone: optionalText('Phone number', PATIENT_LIMITS.phone),
  gender: optionalText('Gender', PATIENT_LIMITS.gender),
  dob: DateOfBirthSchema,
  notes: optionalText('The note', PATIENT_LIMITS.notes),
  preferredLanguage: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    PatientLanguageSchema.optional(),
  ),
  abhaNumber: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    AbhaNumberSchema.optional(),
  ),
  role: z.literal('patient', { error: "role must be 'patient'" }),
});
export type CreatePatientRequest = z.input<typeof CreatePatientRequestSchema>;

export const CreatePatientResponseSchema = z.object({ patient: PatientSchema });
export type CreatePatientResponse = z.infer<typeof CreatePatientResponseSchema>;

/** A field of a correction: absent leaves it as it is; null or blank clears it; text is checked as on create. */
function correction<T extends z.ZodTypeAny>(field: T) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.union([z.null(), field]).optional(),
  );
}

/** PATCH /api/patients/{id}: correct a patient's details; the name can be changed, not removed. */
export const UpdatePatientRequestSchema = z
  .object({
    name: requiredText('Name', PATIENT_LIMITS.name).optional(),
    email: correction(CreatePatientRequestSchema.shape.email),
    phone: correction(CreatePatientRequestSchema.shape.phone),
    gender: correction(CreatePatientRequestSchema.shape.gender),
    dob: correction(CreatePatientRequestSchema.shape.dob),
    notes: correction(CreatePatientRequestSchema.shape.notes),
    preferredLanguage: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      PatientLanguageSchema.nullable().optional(),
    ),
    // Not `correction`: a union would hide the ABHA message behind 'Invalid input'.
    abhaNumber: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      AbhaNumberSchema.nullable().optional(),
    ),
  })
  .refine((o) => Object.values(o).some((v) => v !== undefined), 'Nothing to change: send at least one field.');
export type UpdatePatientRequest = z.input<typeof UpdatePatientRequestSchema>;

/** A deleted patient or consultation can be restored until `undoUntil`; then its records and files are removed for good. */
export const DeletedResponseSchema = z.object({ undoUntil: IsoDateTimeSchema });
export type DeletedResponse = z.infer<typeof DeletedResponseSchema>;

/**
 * A create may carry this header: the same key from the same clinician always means the same
 * patient, so a retried or double-sent request returns the patient the first one made.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
const IDEMPOTENCY_KEY_MESSAGE = 'Idempotency-Key must be 1 to 200 visible ASCII characters.';
export const IdempotencyKeySchema = z
  .string({ error: IDEMPOTENCY_KEY_MESSAGE })
  .regex(/^[\x21-\x7e]{1,200}$/, IDEMPOTENCY_KEY_MESSAGE)
  .optional();
