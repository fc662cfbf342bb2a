import { z } from 'zod';
import { IsoDateTimeSchema, NextTokenSchema, SortOrderSchema, pageOf } from './common.js';

/** Spec §3 Patient. `pk`/`sk` of the old storage are not exposed: their meaning is not shown. */
export const PatientSchema = z.object({
  patientId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  gender: z.string().nullable(),
  dob: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type Patient = z.infer<typeof PatientSchema>;

export const PATIENT_PAGE_SIZES = [10, 20, 50] as const;

/** Spec §7 call 6 query. */
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

/** Spec §7 call 7. */
export const GetPatientResponseSchema = z.object({ patient: PatientSchema });
export type GetPatientResponse = z.infer<typeof GetPatientResponseSchema>;

const optionalTrimmed = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** Spec §3 create-patient payload, §5 validation, §7 call 9. */
export const CreatePatientRequestSchema = z.object({
  name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(200),
  email: optionalTrimmed(320).pipe(z.email('Email address is not valid.').optional()),
  phone: optionalTrimmed(40),
  gender: optionalTrimmed(40),
  dob: optionalTrimmed(10).pipe(
    z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be YYYY-MM-DD.').optional(),
  ),
  notes: optionalTrimmed(5000),
  role: z.literal('patient', { error: "role must be 'patient'" }),
});
export type CreatePatientRequest = z.input<typeof CreatePatientRequestSchema>;

export const CreatePatientResponseSchema = z.object({ patient: PatientSchema });
export type CreatePatientResponse = z.infer<typeof CreatePatientResponseSchema>;
