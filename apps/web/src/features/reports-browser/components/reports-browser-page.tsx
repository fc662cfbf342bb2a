import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useReportFiles } from '../api/use-report-files';
import type { ReportRecord } from '../lib/files';
import { FileList } from './file-list';
import { PreviewPane } from './preview-pane';

/** Patient Reports browser (route /dashboard/data): two panes, stacked on small screens. */
export function ReportsBrowserPage() {
  const files = useReportFiles();
  const [selectedName, setSelectedName] = useState<string | null>(null);
  const [autoSelected, setAutoSelected] = useState(false);
  const first = files.records[0];

  // The first item is selected automatically after the first load (once only).
  useEffect(() => {
    if (autoSelected || !first) return;
    setAutoSelected(true);
    setSelectedName((current) => current ?? first.displayName);
  }, [autoSelected, first]);

  const selected: ReportRecord | null = files.records.find((r) => r.displayName === selectedName) ?? null;
  // 'Request failed: {status}' (an HTTP answer), else 'Failed to load' (network, malformed page).
  const error = files.error ? (files.error instanceof ApiError ? files.error.message : 'Failed to load') : null;
  return (
    <div className="flex flex-col gap-4 p-4 md:flex-row md:items-start">
      <FileList
        records={files.records}
        selected={selectedName}
        onSelect={(r) => setSelectedName(r.displayName)}
        loading={files.isFetching}
        error={error}
        hasMore={files.hasNextPage}
        loadingMore={files.isFetchingNextPage}
        onLoadMore={() => void files.fetchNextPage()}
      />
      <PreviewPane record={selected} />
    </div>
  );
}
