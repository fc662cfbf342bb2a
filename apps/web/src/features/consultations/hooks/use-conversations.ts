import type { Conversation } from '@asha/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useEventsConnected, useServerEvents } from '@/lib/events/server-events';
import { listConversations } from '../api/conversations-api';
import { SAMPLE_PATIENT_ID } from '../lib/sample';
import { isSettled, STATUS_POLL_MS } from '../lib/status';
import { regenerationUnderWay } from '../note/note-badge';

export const conversationsQueryKey = (patientId: string) => ['conversations', patientId] as const;

export interface ConversationsState {
  items: Conversation[];
  isLoading: boolean;
  error: string | null;
  hasMore: boolean;
  isLoadingMore: boolean;
  isRefreshing: boolean;
  loadMore(): void;
  refresh(): void;
}

/**
 * GET /patients/{patientId}/conversations with 'Load More' paging. Each entry's stage is live: the list is read again when
 * the server announces a change to one of this patient's consultations (server-sent events, in
 * every open tab), and only while that stream is down, every few seconds while any entry is still
 * in the pipeline (and always while one waits to try its engine again).
 */
export function useConversations(patientId: string): ConversationsState {
  const queryClient = useQueryClient();
  const pushed = useEventsConnected();
  // The sample patient lives in the web app alone: nothing is asked of the server for it.
  const sample = patientId === SAMPLE_PATIENT_ID;
  useServerEvents((e) => {
    if ((e.type === 'conversation' && e.patientId === patientId) || e.type === 'ready') {
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey(patientId) });
    }
  }, !sample);
  const q = useInfiniteQuery({
    queryKey: conversationsQueryKey(patientId),
    queryFn: ({ pageParam, signal }) => listConversations(patientId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextToken ?? undefined,
    refetchInterval: (query) => {
      if (sample) return false;
      const pages = query.state.data?.pages ?? [];
      // A consultation waiting for its engine is read again every few seconds even while events flow:
      // its next try must not depend on one announcement arriving.
      if (pages.some((p) => p.items.some((c) => c.retry))) return STATUS_POLL_MS;
      if (pushed) return false;
      return pages.some((p) => p.items.some((c) => !isSettled(c) || regenerationUnderWay(c))) ? STATUS_POLL_MS : false;
    },
  });
  const items = useMemo(() => q.data?.pages.flatMap((p) => p.items) ?? [], [q.data]);
  return {
    items,
    isLoading: q.isPending,
    error: q.error ? q.error.message || 'Failed to load conversations' : null,
    hasMore: q.hasNextPage,
    isLoadingMore: q.isFetchingNextPage,
    isRefreshing: q.isFetching && !q.isPending && !q.isFetchingNextPage,
    loadMore: () => void q.fetchNextPage(),
    refresh: () => void q.refetch(),
  };
}
