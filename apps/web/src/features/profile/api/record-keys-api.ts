import { RecordKeyListSchema, RecordKeySummarySchema, type RecordKeyList } from '@asha/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const key = ['record-keys'] as const;

/** The record-system keys that act for the signed-in clinician: their own and the clinic-wide ones. */
export function useRecordKeys() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }): Promise<RecordKeyList> =>
      apiRequest('/record-keys', { schema: RecordKeyListSchema, signal }),
  });
}

export function useRevokeRecordKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/record-keys/${encodeURIComponent(id)}/revoke`, { method: 'POST', schema: RecordKeySummarySchema }),
    onSuccess: (revoked) =>
      qc.setQueryData<RecordKeyList>(key, (list) =>
        list ? { items: list.items.map((k) => (k.id === revoked.id ? revoked : k)) } : list,
      ),
  });
}
