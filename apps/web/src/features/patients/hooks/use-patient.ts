import type { Patient } from '@asha/contracts';
import { useQuery } from '@tanstack/react-query';
import { getPatient } from '../api/patients-api';
import { SAMPLE_PATIENT, SAMPLE_PATIENT_DELAY_MS, SAMPLE_PATIENT_ID, sleep } from '../lib/sample-patient';

export interface UsePatientResult {
  patient: Patient | null;
  isLoading: boolean;
  /** Patient detail: server error field, else status text, else 'Failed to load patient'. */
  error: string | null;
  isRefreshing: boolean;
  refresh(): void;
}

export const patientQueryKey = (patientId: string) => ['patient', patientId] as const;

/** Patient detail: `test-patient` yields the sample after 300 ms without any server call. */
export async function loadPatient(patientId: string, signal?: AbortSignal): Promise<Patient> {
  if (patientId === SAMPLE_PATIENT_ID) {
    await sleep(SAMPLE_PATIENT_DELAY_MS);
    return SAMPLE_PATIENT;
  }
  return getPatient(patientId, signal);
}

export function usePatient(patientId: string): UsePatientResult {
  const q = useQuery({
    queryKey: patientQueryKey(patientId),
    queryFn: ({ signal }) => loadPatient(patientId, signal),
    enabled: patientId.length > 0,
  });
  return {
    patient: q.data ?? null,
    isLoading: q.isPending && q.fetchStatus !== 'idle',
    error: q.error ? q.error.message || 'Failed to load patient' : null,
    isRefreshing: q.isFetching && !q.isPending,
    refresh: () => void q.refetch(),
  };
}
