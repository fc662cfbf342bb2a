import { AccessHistoryResponseSchema, type AccessHistoryResponse } from '@asha/contracts';
import { apiRequest } from '@/lib/api-client';

export const ACCESS_HISTORY_PAGE_SIZE = 20;

/** Who read or changed this patient's data, newest first. */
export function listAccessHistory(
  patientId: string,
  nextToken?: string,
  signal?: AbortSignal,
): Promise<AccessHistoryResponse> {
  return apiRequest(`/patients/${encodeURIComponent(patientId)}/access-history`, {
    query: { limit: ACCESS_HISTORY_PAGE_SIZE, nextToken },
    schema: AccessHistoryResponseSchema,
    signal,
  });
}
