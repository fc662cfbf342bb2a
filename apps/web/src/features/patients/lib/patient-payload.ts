import { PatientSchema, type Patient } from '@asha/contracts';

export class EmptyPatientPayloadError extends Error {
  constructor() {
    super('Empty patient payload');
  }
}

/** Wrapped in 'patient' or bare; a patient without patientId counts as empty. */
export function normalizePatientPayload(raw: unknown): Patient {
  const obj = raw && typeof raw === 'object' && 'patient' in raw ? (raw as { patient: unknown }).patient : raw;
  if (!obj || typeof obj !== 'object' || !(obj as { patientId?: unknown }).patientId)
    throw new EmptyPatientPayloadError();
  const parsed = PatientSchema.safeParse(obj);
  if (!parsed.success) throw new EmptyPatientPayloadError();
  return parsed.data;
}
