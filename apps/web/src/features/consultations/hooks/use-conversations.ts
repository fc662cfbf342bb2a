import type { Conversation } from '@asha/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { listConversations } from '../api/conversations-api';
import { isSettled, STATUS_POLL_MS } from '../lib/status';

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
 * Spec §7 call 8 with 'Load More' paging. While any entry is still in the pipeline the list is
 * re-read every few seconds, so each entry's stage is live (issue #5, beyond the spec).
 */
export function useConversations(patientId: string): ConversationsState {
  const q = useInfiniteQuery({
    queryKey: conversationsQueryKey(patientId),
    queryFn: ({ pageParam, signal }) => listConversations(patientId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextToken ?? undefined,
    refetchInterval: (query) => {
      const pages = query.state.data?.pages ?? [];
      return pages.some((p) => p.items.some((c) => !isSettled(c))) ? STATUS_POLL_MS : false;
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
