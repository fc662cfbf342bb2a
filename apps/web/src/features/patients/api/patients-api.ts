import {
  CreatePatientResponseSchema,
  DeletedResponseSchema,
  GetPatientResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  ListPatientsResponseSchema,
  type CreatePatientRequest,
  type DeletedResponse,
  type ListPatientsResponse,
  type Patient,
  type SortOrder,
  type UpdatePatientRequest,
} from '@asha/contracts';
import { apiRequest } from '@/lib/api-client';
import { normalizePatientPayload } from '../lib/patient-payload';

/** GET /patients. */
export function listPatients(
  q: { limit: number; order: SortOrder; nextToken?: string },
  signal?: AbortSignal,
): Promise<ListPatientsResponse> {
  return apiRequest('/patients', { query: q, schema: ListPatientsResponseSchema, signal });
}

/** GET /patients/{patientId}: the answer may be `{patient}` or the patient itself. */
export async function getPatient(patientId: string, signal?: AbortSignal): Promise<Patient> {
  const raw = await apiRequest(`/patients/${encodeURIComponent(patientId)}`, { signal });
  return normalizePatientPayload(raw);
}

/** POST /users. The same idempotency key for a retry of one submission never makes a second patient. */
export async function createPatient(body: CreatePatientRequest, idempotencyKey: string): Promise<Patient> {
  const headers = { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey };
  const res = await apiRequest('/users', { method: 'POST', body, headers, schema: CreatePatientResponseSchema });
  return res.patient;
}

/** Corrects a patient's details: absent fields stay, null clears one. */
export async function updatePatient(patientId: string, body: UpdatePatientRequest): Promise<Patient> {
  const res = await apiRequest(`/patients/${encodeURIComponent(patientId)}`, {
    method: 'PATCH',
    body,
    schema: GetPatientResponseSchema,
  });
  return res.patient;
}

/** Deletes a patient with every consultation and file of theirs; it can be undone until `undoUntil`. */
export function deletePatient(patientId: string): Promise<DeletedResponse> {
  return apiRequest(`/patients/${encodeURIComponent(patientId)}`, { method: 'DELETE', schema: DeletedResponseSchema });
}

export async function restorePatient(patientId: string): Promise<Patient> {
  const res = await apiRequest(`/patients/${encodeURIComponent(patientId)}/restore`, {
    method: 'POST',
    schema: GetPatientResponseSchema,
  });
  return res.patient;
}
