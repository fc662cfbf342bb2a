import { EngineStatusSchema, type EngineStatus } from '@asha/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Engines down lately; looked at every few seconds so an outage shows, and clears, soon after it starts or ends. */
export function useEngineStatus(intervalMs = 5_000) {
  return useQuery({
    queryKey: ['engine-status'],
    queryFn: ({ signal }): Promise<EngineStatus> =>
      apiRequest('/engine-status', { schema: EngineStatusSchema, signal }),
    refetchInterval: intervalMs,
  });
}
