import { useQuery } from '@tanstack/react-query';
import { fetchConversationText } from '../api/conversations-api';

/**
 * The transcript or report text behind a signed URL. Signed URLs change on
 * every list read, so the cache is keyed by conversation and kind, not by URL.
 */
export function useConversationText(
  conversationId: string | null,
  kind: 'report' | 'transcript',
  url: string | undefined,
) {
  const fallback = kind === 'report' ? 'Failed to load report' : 'Failed to load transcript';
  const q = useQuery({
    queryKey: ['conversation-text', conversationId, kind],
    queryFn: ({ signal }) => fetchConversationText(url!, fallback, signal),
    enabled: !!conversationId && !!url,
    staleTime: Infinity,
    retry: 1,
    retryDelay: 300,
  });
  return {
    text: q.data ?? null,
    isLoading: q.isPending && q.fetchStatus !== 'idle',
    error: q.error ? q.error.message || fallback : null,
  };
}
