import type { Conversation } from '@asha/contracts';
import { AlertTriangle, FileText, Loader2, MessageSquareText, Music, RotateCcw, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { formatDuration, formatMb, formatOrdinalDate, formatWeekdayTime } from '../lib/format';
import { isSettled, STAGE_LABEL } from '../lib/status';
import { NoteBadge, RegenerationStage } from '../note/note-badge';
import { EngineRetryStage } from './engine-retry-stage';

export interface TimelineEntryProps {
  conversation: Conversation;
  selected: boolean;
  onSelect(): void;
  onRetry(): void;
  retrying: boolean;
  /** Absent for consultations that cannot be deleted (the sample patient's). */
  onDelete?: () => void;
}

/** Consultations timeline entry, plus the live pipeline stage and Retry (Retry now while it waits for its engine). */
export function TimelineEntry({
  conversation: c,
  selected,
  onSelect,
  onRetry,
  retrying,
  onDelete,
}: TimelineEntryProps) {
  return (
    <li>
      <div
        role="button"
        tabIndex={0}
        aria-pressed={selected}
        data-testid="timeline-entry"
        onClick={onSelect}
        onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), onSelect())}
        className={cn(
          'w-full cursor-pointer rounded-md border p-3 text-left transition-colors hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          selected && 'border-primary bg-primary/10 hover:bg-primary/10',
        )}
      >
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-medium">{formatOrdinalDate(c.createdAt)}</p>
            <p className="text-xs text-muted-foreground">{formatWeekdayTime(c.createdAt)}</p>
          </div>
          <span className="flex shrink-0 items-center gap-1 text-xs text-muted-foreground">
            {formatMb(c.sizeBytes)}
            {onDelete && (
              <Button
                size="icon"
                variant="ghost"
                className="size-7 text-muted-foreground hover:text-destructive"
                aria-label={`Delete the consultation of ${formatOrdinalDate(c.createdAt)}, ${formatWeekdayTime(c.createdAt)}`}
                onClick={(e) => {
                  e.stopPropagation();
                  onDelete();
                }}
                onKeyDown={(e) => e.stopPropagation()}
              >
                <Trash2 />
              </Button>
            )}
          </span>
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-1.5 text-xs">
          {c.audioUrl && <Indicator icon={<Music className="size-3" />} label="Audio" />}
          {c.transcriptUrl && <Indicator icon={<MessageSquareText className="size-3" />} label="Transcript" />}
          {c.reportUrl && <Indicator icon={<FileText className="size-3" />} label="Report" />}
          {c.durationSec != null && <span className="text-muted-foreground">{formatDuration(c.durationSec)}</span>}
          {c.language && <span className="uppercase text-muted-foreground">{c.language}</span>}
          {c.note && <NoteBadge note={c.note} />}
        </div>
        <Stage conversation={c} onRetry={onRetry} retrying={retrying} />
        {c.note && <RegenerationStage note={c.note} />}
      </div>
    </li>
  );
}

function Indicator({ icon, label }: { icon: React.ReactNode; label: string }) {
  return (
    <Badge variant="secondary" className="gap-1">
      {icon}
      {label}
    </Badge>
  );
}

function Stage({
  conversation: c,
  onRetry,
  retrying,
}: {
  conversation: Conversation;
  onRetry(): void;
  retrying: boolean;
}) {
  if (c.status === 'ready') return null;
  if (c.retry && c.status !== 'failed')
    return <EngineRetryStage retry={c.retry} onRetryNow={onRetry} retrying={retrying} />;
  if (c.status !== 'failed') {
    return (
      <p className="mt-2 flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="conversation-stage">
        {!isSettled(c) && <Loader2 aria-hidden className="size-3 animate-spin" />}
        {STAGE_LABEL[c.status]}
      </p>
    );
  }
  return (
    <div className="mt-2 space-y-1.5" data-testid="conversation-stage">
      <p className="flex items-start gap-1.5 text-xs text-destructive">
        <AlertTriangle aria-hidden className="mt-0.5 size-3 shrink-0" />
        <span>
          {STAGE_LABEL.failed}
          {c.error ? `: ${c.error}` : ''}
        </span>
      </p>
      <Button
        size="sm"
        variant="outline"
        className="h-7"
        disabled={retrying}
        onClick={(e) => {
          e.stopPropagation();
          onRetry();
        }}
      >
        <RotateCcw /> Retry
      </Button>
    </div>
  );
}
