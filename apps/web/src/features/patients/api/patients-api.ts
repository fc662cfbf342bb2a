import {
  CreatePatientResponseSchema,
  ListPatientsResponseSchema,
  type CreatePatientRequest,
  type ListPatientsResponse,
  type Patient,
  type SortOrder,
} from '@asha/contracts';
import { apiRequest } from '@/lib/api-client';
import { normalizePatientPayload } from '../lib/patient-payload';

/** Spec §7 call 6. */
export function listPatients(q: { limit: number; order: SortOrder; nextToken?: string }, signal?: AbortSignal): Promise<ListPatientsResponse> {
  return apiRequest('/patients', { query: q, schema: ListPatientsResponseSchema, signal });
}

/** Spec §7 call 7: the answer may be `{patient}` or the patient itself. */
export async function getPatient(patientId: string, signal?: AbortSignal): Promise<Patient> {
  const raw = await apiRequest(`/patients/${encodeURIComponent(patientId)}`, { signal });
  return normalizePatientPayload(raw);
}

/** Spec §7 call 9. */
export async function createPatient(body: CreatePatientRequest): Promise<Patient> {
  const res = await apiRequest('/users', { method: 'POST', body, schema: CreatePatientResponseSchema });
  return res.patient;
}
