import type { ProvisionalLine, SpeakerRole } from '@asha/contracts';
import { useEffect, useRef } from 'react';
import type { LiveTranscriptView } from '@/lib/recording/live/use-live-transcript';
import { cn } from '@/lib/utils';

const ROLE_CLASS: Record<SpeakerRole, string> = {
  Doctor: 'text-primary',
  Patient: 'text-emerald-700',
  Other: 'text-amber-700',
};

/**
 * The transcript as the consultation goes on, under the recorder: who spoke (as far as can be told
 * yet), what they said and, for another language, the English. A line heard from a short piece of
 * speech still going on is shown provisional (muted, italic, marked for screen readers) until its
 * stretch of speech is recognised whole and the settled line takes its place. It follows the speech
 * down unless the clinician has scrolled up to read, and says when recognition is catching up.
 */
export function LiveTranscript({ view, recording }: { view: LiveTranscriptView; recording: boolean }) {
  const box = useRef<HTMLOListElement>(null);
  const pinned = useRef(true);
  useEffect(() => {
    const el = box.current;
    if (el && pinned.current) el.scrollTop = el.scrollHeight;
  }, [view.lines.length, view.provisional.length]);
  const status = view.note
    ? view.note
    : view.waitingSec >= 1
      ? `Catching up: ${Math.round(view.waitingSec)} s of speech waiting to be transcribed`
      : view.lines.length === 0 && view.provisional.length === 0
        ? recording
          ? 'Listening… lines appear as each person speaks.'
          : 'Nothing transcribed yet.'
        : null;
  return (
    <section
      aria-label="Live transcript"
      className="w-full rounded-md border bg-muted/30"
      data-testid="live-transcript"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-b px-3 py-2">
        <h3 className="text-sm font-semibold">Live transcript</h3>
        {status && (
          <p
            className={cn('text-xs', view.waitingSec >= 1 || view.note ? 'text-amber-700' : 'text-muted-foreground')}
            data-testid="live-transcript-status"
          >
            {status}
          </p>
        )}
      </header>
      <ol
        ref={box}
        aria-live="polite"
        className="max-h-64 space-y-2 overflow-y-auto px-3 py-2 text-sm"
        onScroll={(e) => {
          const el = e.currentTarget;
          pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
        }}
      >
        {view.lines.map((l) => (
          <li key={l.index} data-testid="live-line" className="min-w-0">
            <Line line={l} />
          </li>
        ))}
        {view.provisional.map((l) => (
          <li
            key={`p${l.start}`}
            data-testid="live-line"
            data-provisional="true"
            title="Provisional: may still change"
            className="min-w-0 border-l-2 border-dashed border-muted-foreground/50 pl-2 italic text-muted-foreground"
          >
            <span className="sr-only">Provisional: </span>
            <Line line={l} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function Line({ line }: { line: ProvisionalLine }) {
  return (
    <>
      <span className={cn('mr-1.5 text-xs font-semibold not-italic', ROLE_CLASS[line.role])}>{line.role}</span>
      <span className="break-words">{line.text}</span>
      {line.language !== 'en' && line.english && line.english !== line.text && (
        <span className="mt-0.5 block break-words text-xs text-muted-foreground" lang="en">
          {line.english}
        </span>
      )}
    </>
  );
}
