import type { Conversation } from '@asha/contracts';
import { Loader2, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ConversationsState } from '../hooks/use-conversations';
import { TimelineEntry } from './timeline-entry';
import { Loading } from '@/components/loading';

export interface ConsultationsTimelineProps {
  list: ConversationsState;
  selectedId: string | null;
  onSelect(c: Conversation): void;
  generating: boolean;
  onRetry(c: Conversation): void;
  retryingId: string | null;
  onDelete?: (c: Conversation) => void;
}

/** Consultations timeline (inside the patient view). */
export function ConsultationsTimeline({
  list,
  selectedId,
  onSelect,
  generating,
  onRetry,
  retryingId,
  onDelete,
}: ConsultationsTimelineProps) {
  return (
    <section data-tour="consultations-timeline" aria-label="Consultations" className="flex h-full min-h-0 flex-col">
      <header className="flex items-center justify-between gap-2 border-b p-3">
        <h2 className="text-lg font-semibold">Consultations</h2>
        <Button variant="outline" size="sm" onClick={list.refresh} disabled={list.isRefreshing || list.isLoading}>
          <RefreshCw className={list.isRefreshing ? 'animate-spin' : undefined} /> Refresh
        </Button>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        {generating && <GeneratingPlaceholder />}
        <Body
          list={list}
          selectedId={selectedId}
          onSelect={onSelect}
          onRetry={onRetry}
          retryingId={retryingId}
          onDelete={onDelete}
        />
      </div>
    </section>
  );
}

function Body({
  list,
  selectedId,
  onSelect,
  onRetry,
  retryingId,
  onDelete,
}: Omit<ConsultationsTimelineProps, 'generating'>) {
  if (list.isLoading) return <Loading />;
  if (list.error)
    return (
      <p role="alert" className="text-sm text-destructive">
        {list.error}
      </p>
    );
  if (list.items.length === 0)
    return <p className="py-6 text-center text-sm text-muted-foreground">No conversations yet</p>;
  return (
    <>
      <ul className="space-y-2">
        {list.items.map((c) => (
          <TimelineEntry
            key={c.conversationId}
            conversation={c}
            selected={c.conversationId === selectedId}
            onSelect={() => onSelect(c)}
            onRetry={() => onRetry(c)}
            retrying={retryingId === c.conversationId}
            onDelete={onDelete && (() => onDelete(c))}
          />
        ))}
      </ul>
      {list.hasMore && (
        <Button variant="outline" className="mt-3 w-full" onClick={list.loadMore} disabled={list.isLoadingMore}>
          {list.isLoadingMore ? 'Loading...' : 'Load More'}
        </Button>
      )}
    </>
  );
}

/** The dashed placeholder while a report is being generated. */
function GeneratingPlaceholder() {
  return (
    <div
      data-testid="generating-placeholder"
      className="mb-2 flex items-center gap-2 rounded-md border-2 border-dashed border-primary/40 p-3 text-sm text-muted-foreground"
    >
      <Loader2 aria-hidden className="size-4 animate-spin" />
      Generating Report...
    </div>
  );
}
