import type { Patient, SortOrder } from '@asha/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { listPatients } from '../api/patients-api';

export const patientsQueryKey = ['patients'] as const;

export interface PatientsListState {
  patients: Patient[];
  hasMore: boolean;
  isLoading: boolean;
  isRefreshing: boolean;
  isLoadingMore: boolean;
  /** 'Please sign in.', the server error field or status text, else 'Failed to load patients'. */
  error: string | null;
  loadMore(): void;
  refresh(): void;
}

/**
 * Lists: changing order or page size starts a fresh list (a new query key); paging
 * appends with the next token; Refresh resets to the first page.
 */
export function usePatientsList(order: SortOrder, limit: number): PatientsListState {
  const queryClient = useQueryClient();
  const queryKey = [...patientsQueryKey, { order, limit }];
  const q = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => listPatients({ order, limit, nextToken: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextToken ?? undefined,
  });
  return {
    patients: q.data?.pages.flatMap((p) => p.items) ?? [],
    hasMore: q.hasNextPage,
    isLoading: q.isPending,
    isRefreshing: q.isFetching && !q.isFetchingNextPage,
    isLoadingMore: q.isFetchingNextPage,
    error: q.error ? q.error.message || 'Failed to load patients' : null,
    loadMore: () => void q.fetchNextPage(),
    refresh: () => void queryClient.resetQueries({ queryKey }),
  };
}
