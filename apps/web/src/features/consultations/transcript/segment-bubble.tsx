import { SPEAKER_ROLES, type SpeakerRole, type TranscriptCorrection, type TranscriptSegment } from '@asha/contracts';
import { AlertTriangle, Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { formatDuration } from '../lib/format';
import { BUBBLE } from './bubble-look';

const chip =
  'rounded px-1.5 py-0.5 text-[11px] font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-default';

/** Who spoke a segment, set with one click: Doctor, Patient or Other speaker. */
function SpeakerChoice({
  segment,
  n,
  disabled,
  onCorrect,
}: {
  segment: TranscriptSegment;
  n: number;
  disabled: boolean;
  onCorrect(c: TranscriptCorrection): void;
}) {
  return (
    <div role="radiogroup" aria-label={`Speaker of segment ${n}`} className="flex flex-wrap gap-0.5">
      {SPEAKER_ROLES.map((role: SpeakerRole) => {
        const on = segment.role === role;
        return (
          <button
            key={role}
            type="button"
            role="radio"
            aria-checked={on}
            disabled={disabled}
            onClick={() => !on && onCorrect({ op: 'role', segmentId: segment.id, role })}
            className={cn(
              chip,
              on ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:bg-background/60',
            )}
          >
            {BUBBLE[role].label}
          </button>
        );
      })}
    </div>
  );
}

interface BubbleProps {
  segment: TranscriptSegment;
  /** 1-based position, as the history names it */
  n: number;
  highlighted: boolean;
  busy: boolean;
  onCorrect(c: TranscriptCorrection): void;
}

/**
 * One segment as a chat bubble that can be corrected: its speaker, its English words; the words as
 * heard stand beside the English when they differ. Evidence a clinician follows is highlighted.
 */
export function SegmentBubble({ segment: s, n, highlighted, busy, onCorrect }: BubbleProps) {
  const look = BUBBLE[s.role];
  const [editing, setEditing] = useState<string | null>(null);
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [highlighted]);
  const bilingual = s.text.trim() !== s.english.trim() && s.language !== 'en';
  const save = () => {
    if (editing !== null && editing.trim() && editing.trim() !== s.english)
      onCorrect({ op: 'text', segmentId: s.id, english: editing.trim() });
    setEditing(null);
  };
  return (
    <li ref={ref} className={cn('flex', look.row)} data-segment-id={s.id}>
      <div
        data-testid="transcript-bubble"
        data-highlighted={highlighted || undefined}
        className={cn(
          'w-full max-w-[85%] rounded-lg px-3 py-2 text-sm',
          look.bubble,
          highlighted && 'ring-2 ring-amber-500 ring-offset-1',
        )}
      >
        <div className="mb-1 flex flex-wrap items-center gap-x-2 gap-y-1">
          <SpeakerChoice segment={s} n={n} disabled={busy} onCorrect={onCorrect} />
          {s.end > 0 && <span className="text-[11px] text-muted-foreground">{formatDuration(s.start)}</span>}
          {s.uncertain && (
            <span
              className="inline-flex items-center gap-0.5 text-[11px] text-amber-800"
              title="The voice and the words disagree about who spoke"
            >
              <AlertTriangle className="size-3" aria-hidden /> speaker uncertain
            </span>
          )}
          {editing === null && (
            <button
              type="button"
              disabled={busy}
              onClick={() => setEditing(s.english)}
              className="ml-auto inline-flex items-center gap-0.5 rounded px-1 text-[11px] text-muted-foreground hover:bg-background/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={`Correct the text of segment ${n}`}
            >
              <Pencil className="size-3" aria-hidden /> Edit
            </button>
          )}
        </div>
        {editing !== null ? (
          <form
            className="space-y-1.5"
            onSubmit={(e) => {
              e.preventDefault();
              save();
            }}
          >
            <label htmlFor={`segment-${s.id}-english`} className="sr-only">{`English text of segment ${n}`}</label>
            <Textarea
              id={`segment-${s.id}-english`}
              autoFocus
              value={editing}
              className="min-h-16 bg-background"
              onChange={(e) => setEditing(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Escape') setEditing(null);
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) save();
              }}
            />
            <div className="flex gap-1.5">
              <Button type="submit" size="sm" className="h-7">
                Save text
              </Button>
              <Button type="button" size="sm" variant="ghost" className="h-7" onClick={() => setEditing(null)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : bilingual ? (
          <div className="grid gap-2 sm:grid-cols-2">
            <p className="whitespace-pre-wrap" lang={s.language}>
              <span className="block text-[11px] font-semibold text-muted-foreground uppercase">{s.language}</span>
              {s.text}
            </p>
            <p className="whitespace-pre-wrap">
              <span className="block text-[11px] font-semibold text-muted-foreground uppercase">English</span>
              {s.english}
            </p>
          </div>
        ) : (
          <p className="whitespace-pre-wrap">{s.english}</p>
        )}
      </div>
    </li>
  );
}
