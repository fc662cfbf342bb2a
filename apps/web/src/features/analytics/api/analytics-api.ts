import { AnalyticsSchema, type Analytics } from '@asha/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function useAnalytics() {
  return useQuery({
    queryKey: ['analytics'],
    queryFn: ({ signal }): Promise<Analytics> => apiRequest('/analytics', { schema: AnalyticsSchema, signal }),
  });
}
