import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { mergeFiles } from '../lib/files';
import { fetchReportFiles, fetchReportJson } from './reports-api';

/** Every loaded page of the clinician's stored files, merged into report records. */
export function useReportFiles() {
  const query = useInfiniteQuery({
    queryKey: ['reports-browser', 'files'],
    queryFn: ({ pageParam }) => fetchReportFiles(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextToken ?? undefined,
  });
  // A recording and its JSON may sit on different pages: merge across everything loaded.
  const records = useMemo(() => mergeFiles(query.data?.pages.flatMap((p) => p.items) ?? []), [query.data]);
  return { ...query, records };
}

/** The selected record's report JSON. A new selection starts from an empty text. */
export function useReportJson(url: string | undefined) {
  return useQuery({
    queryKey: ['reports-browser', 'json', url],
    queryFn: ({ signal }) => fetchReportJson(url!, signal),
    enabled: !!url,
    // Signed links expire; a failed fetch is shown, not retried three times.
    retry: false,
  });
}
