import { ModelDownloadSchema, ModelsResponseSchema, type ModelsResponse } from '@asha/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const key = ['models'] as const;

/** Something is moving: a download under way or a consultation waiting for its speech model. */
export function isBusy(data: ModelsResponse | undefined): boolean {
  return !!data && (!!data.waitingFor || data.models.some((m) => m.download && m.download.state !== 'failed'));
}

/**
 * The models and what the clinician's consultations use. Polled every second while a download
 * runs (the progress bar), else every `idleMs` so a download started elsewhere (first start, the
 * command line) shows up.
 */
export function useModels(idleMs = 10_000) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }): Promise<ModelsResponse> => apiRequest('/models', { schema: ModelsResponseSchema, signal }),
    refetchInterval: (q) => (isBusy(q.state.data) ? 1000 : idleMs),
  });
}

function useModelAction(run: (name: string) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => qc.invalidateQueries({ queryKey: key }) });
}

export const useStartDownload = () =>
  useModelAction((name) =>
    apiRequest(`/models/${encodeURIComponent(name)}/download`, { method: 'POST', schema: ModelDownloadSchema }),
  );

export const useCancelDownload = () =>
  useModelAction((name) => apiRequest(`/models/${encodeURIComponent(name)}/download`, { method: 'DELETE' }));

export const useRemoveModel = () =>
  useModelAction((name) => apiRequest(`/models/${encodeURIComponent(name)}`, { method: 'DELETE' }));
