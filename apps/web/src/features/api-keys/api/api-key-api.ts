import { ApiKeyStatusSchema, type ApiKeyStatus } from '@asha/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const key = ['settings', 'api-key'] as const;

export function useApiKeyStatus() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }): Promise<ApiKeyStatus> =>
      apiRequest('/settings/api-key', { schema: ApiKeyStatusSchema, signal }),
  });
}

/** The key goes to the server only; it is never put in the browser's storage. */
export function useSaveApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (apiKey: string) =>
      apiRequest('/settings/api-key', { method: 'PUT', body: { apiKey }, schema: ApiKeyStatusSchema }),
    onSuccess: (status) => qc.setQueryData(key, status),
  });
}

export function useDeleteApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/settings/api-key', { method: 'DELETE', schema: ApiKeyStatusSchema }),
    onSuccess: (status) => qc.setQueryData(key, status),
  });
}
