import type { Conversation } from '@asha/contracts';
import { cn } from '@/lib/utils';
import { useConversationText } from '../hooks/use-conversation-text';
import { parseTranscript } from '../lib/transcript';
import { BUBBLE } from '../transcript/bubble-look';
import { useNoteSession } from '../note/note-session';
import { TranscriptEditor } from '../transcript/transcript-editor';

/**
 * The Transcript tab. A consultation with a note and a timed transcript shows it correctable
 * (TranscriptEditor); otherwise the stored text's 'Doctor:'/'Patient:'/'Other:' lines as bubbles.
 */
export function TranscriptTab({
  conversation: c,
  highlight = [],
}: {
  conversation: Conversation;
  highlight?: string[];
}) {
  const session = useNoteSession();
  if (session.state === 'ready' && session.note.transcriptVersion > 0) {
    return (
      <TranscriptEditor
        conversationId={c.conversationId}
        highlight={highlight}
        reportTranscriptVersion={session.note.current.transcriptVersion}
      />
    );
  }
  if (session.state === 'loading') return <p className="p-4 text-sm text-muted-foreground">Loading transcript...</p>;
  return <TextTranscript conversation={c} />;
}

function TextTranscript({ conversation: c }: { conversation: Conversation }) {
  const { text, isLoading, error } = useConversationText(c.conversationId, 'transcript', c.transcriptUrl);
  if (!c.transcriptUrl) return <p className="p-4 text-sm text-muted-foreground">No transcript available</p>;
  if (isLoading) return <p className="p-4 text-sm text-muted-foreground">Loading transcript...</p>;
  if (error)
    return (
      <p role="alert" className="p-4 text-sm text-destructive">
        {error}
      </p>
    );
  const bubbles = parseTranscript(text ?? '');
  if (bubbles.length === 0) return <p className="p-4 text-sm text-muted-foreground">No transcript available</p>;
  return (
    <div className="space-y-3 p-2">
      <h3 className="text-base font-semibold">Conversation Transcript</h3>
      <ol className="space-y-2">
        {bubbles.map((b, i) => {
          const look = BUBBLE[b.speaker];
          return (
            <li key={i} className={cn('flex', look.row)}>
              <div
                data-testid="transcript-bubble"
                className={cn('max-w-[80%] rounded-lg px-3 py-2 text-sm', look.bubble)}
              >
                <p className="mb-0.5 text-xs font-semibold text-muted-foreground">{look.label}</p>
                <p className="whitespace-pre-wrap">{b.text}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
