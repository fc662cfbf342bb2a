import { ModelDownloadSchema, ReportModelOfferSchema, type ReportModelOffer } from '@asha/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const key = ['models', 'report-offer'] as const;

/** The report model offered to this clinician; polled every second while it downloads (the card's progress). */
export function useReportModelOffer() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }): Promise<ReportModelOffer> =>
      apiRequest('/models/report-offer', { schema: ReportModelOfferSchema, signal }),
    refetchInterval: (q) => (q.state.data?.offer?.download ? 1000 : false),
  });
}

/** Starts the offered model's download (the Models page's own download, so that page shows its progress). */
export function useAcceptReportModel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest(`/models/${encodeURIComponent(name)}/download`, { method: 'POST', schema: ModelDownloadSchema }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['models'] }),
  });
}

export function useDismissReportModel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/models/report-offer/dismiss', { method: 'POST' }),
    onSuccess: () => qc.setQueryData<ReportModelOffer>(key, (d) => (d ? { ...d, offer: null } : d)),
  });
}
