import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ClampedText } from '@/components/ui/clamped-text';
import { STAGE_LABEL } from '@/lib/conversation-status';
import { cn } from '@/lib/utils';
import { formatModified, formatSize, type ReportRecord } from '../lib/files';

interface FileListProps {
  records: ReportRecord[];
  selected: string | null;
  onSelect: (record: ReportRecord) => void;
  loading: boolean;
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** Patient Reports browser, left pane (360 px on wide screens). */
export function FileList(p: FileListProps) {
  return (
    <aside aria-label="Patient Reports" className="flex min-h-0 flex-col rounded-lg border md:w-[360px] md:shrink-0">
      <div className="flex items-center justify-between border-b px-4 py-3">
        <h1 className="text-base font-semibold">Patient Reports</h1>
        {p.loading && <Badge variant="secondary">Loading…</Badge>}
      </div>
      {p.error && (
        <p role="alert" className="px-4 py-3 text-sm text-destructive">
          {p.error}
        </p>
      )}
      {!p.loading && !p.error && p.records.length === 0 && (
        <p className="px-4 py-6 text-sm text-muted-foreground">No files found.</p>
      )}
      <ul className="max-h-[50vh] overflow-y-auto md:max-h-[calc(100vh-12rem)]">
        {p.records.map((r) => (
          <li key={r.displayName}>
            <FileItem record={r} selected={p.selected === r.displayName} onSelect={() => p.onSelect(r)} />
          </li>
        ))}
      </ul>
      {p.hasMore && (
        <div className="border-t p-3">
          <Button variant="outline" size="sm" className="w-full" disabled={p.loadingMore} onClick={p.onLoadMore}>
            Load more
          </Button>
        </div>
      )}
    </aside>
  );
}

/** One recording: whose it is and when it was recorded first, then its size, files and stage. */
function FileItem({
  record: r,
  selected,
  onSelect,
}: {
  record: ReportRecord;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      aria-current={selected ? 'true' : undefined}
      onClick={onSelect}
      className={cn(
        'w-full border-b px-4 py-3 text-left text-sm hover:bg-muted',
        selected && 'bg-accent text-accent-foreground hover:bg-accent',
      )}
    >
      <ClampedText text={r.patientName} className="font-medium" />
      <span className="mt-0.5 flex justify-between gap-2 text-xs text-muted-foreground">
        <span>Recorded {formatModified(r.recordedAt)}</span>
        <span className="shrink-0">{formatSize(r.size)}</span>
      </span>
      <ClampedText text={r.displayName} className="mt-0.5 font-mono text-[11px] text-muted-foreground" />
      <span className="mt-1.5 flex flex-wrap gap-1.5">
        <Badge variant={r.audioUrl ? 'default' : 'outline'}>{r.audioUrl ? 'Audio' : 'No audio'}</Badge>
        <Badge variant={r.jsonUrl ? 'default' : 'outline'}>{r.jsonUrl ? 'JSON' : 'No JSON'}</Badge>
        {r.status !== 'ready' && (
          <Badge variant={r.status === 'failed' ? 'destructive' : 'secondary'}>{STAGE_LABEL[r.status]}</Badge>
        )}
      </span>
    </button>
  );
}
