import { ListPatientsResponseSchema, type Patient } from '@asha/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * The patients the recorder screen can upload for (chosen on the screen, not the old
 * product's hard-coded placeholder id). Up to 50 newest; enough for a quick pick.
 */
export function usePatientOptions() {
  return useQuery({
    queryKey: ['recorder-patient-options'],
    queryFn: ({ signal }) =>
      apiRequest('/patients', { query: { limit: 50, order: 'desc' }, schema: ListPatientsResponseSchema, signal }).then(
        (r): Patient[] => r.items,
      ),
  });
}
