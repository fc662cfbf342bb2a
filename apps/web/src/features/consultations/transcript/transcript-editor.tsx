import type { TranscriptCorrection } from '@asha/contracts';
import { Merge } from 'lucide-react';
import { Fragment } from 'react';
import { segmentMatches, useCorrectTranscript, useTranscriptVersion } from './use-transcript-version';
import { SegmentBubble } from './segment-bubble';

/**
 * The Transcript tab of a consultation with a note: the latest corrected transcript as chat bubbles,
 * each correctable (speaker, English words), neighbours mergeable. Corrections are transcript
 * versions; the report changes only when it is regenerated from them.
 */
export function TranscriptEditor({
  conversationId,
  highlight,
  reportTranscriptVersion,
}: {
  conversationId: string;
  highlight: string[];
  reportTranscriptVersion: number;
}) {
  const q = useTranscriptVersion(conversationId, true);
  const correct = useCorrectTranscript(conversationId);
  if (q.isPending) return <p className="p-4 text-sm text-muted-foreground">Loading transcript...</p>;
  if (q.error)
    return (
      <p role="alert" className="p-4 text-sm text-destructive">
        {q.error.message || 'Failed to load transcript'}
      </p>
    );
  const { version, transcript, change, authorName } = q.data;
  const segments = transcript.segments;
  const onCorrect = (correction: TranscriptCorrection) => correct.mutate({ baseVersion: version, correction });
  return (
    <div className="space-y-3 p-2">
      <div>
        <h3 className="text-base font-semibold">Conversation Transcript</h3>
        <p className="text-xs text-muted-foreground" data-testid="transcript-version">
          {version === 1
            ? 'As transcribed'
            : `Corrected (version ${version}, last: ${change ?? 'correction'}${authorName ? ` by ${authorName}` : ''})`}
          {version > reportTranscriptVersion && ' · the report does not use these corrections until it is regenerated'}
        </p>
      </div>
      {segments.length === 0 && <p className="text-sm text-muted-foreground">No transcript available</p>}
      <ol className="space-y-2">
        {segments.map((s, i) => (
          <Fragment key={s.id}>
            <SegmentBubble
              segment={s}
              n={i + 1}
              highlighted={highlight.some((id) => segmentMatches(s, id))}
              busy={correct.isPending}
              onCorrect={onCorrect}
            />
            {i < segments.length - 1 && (
              <li className="flex justify-center">
                <button
                  type="button"
                  disabled={correct.isPending}
                  onClick={() => onCorrect({ op: 'merge', segmentId: s.id, nextSegmentId: segments[i + 1]!.id })}
                  className="inline-flex items-center gap-1 rounded px-1.5 text-[11px] text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={`Merge segments ${i + 1} and ${i + 2}`}
                >
                  <Merge className="size-3" aria-hidden /> merge
                </button>
              </li>
            )}
          </Fragment>
        ))}
      </ol>
    </div>
  );
}
