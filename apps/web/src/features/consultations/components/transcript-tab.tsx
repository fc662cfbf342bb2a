import type { Conversation } from '@asha/contracts';
import { cn } from '@/lib/utils';
import { useConversationText } from '../hooks/use-conversation-text';
import { parseTranscript } from '../lib/transcript';

/** Spec §2 Transcript tab: chat bubbles from 'Doctor:' / 'Patient:' lines under 'Conversation Transcript'. */
export function TranscriptTab({ conversation: c }: { conversation: Conversation }) {
  const { text, isLoading, error } = useConversationText(c.conversationId, 'transcript', c.transcriptUrl);
  if (!c.transcriptUrl) return <p className="p-4 text-sm text-muted-foreground">No transcript available</p>;
  if (isLoading) return <p className="p-4 text-sm text-muted-foreground">Loading transcript...</p>;
  if (error) return <p role="alert" className="p-4 text-sm text-destructive">{error}</p>;
  const bubbles = parseTranscript(text ?? '');
  if (bubbles.length === 0) return <p className="p-4 text-sm text-muted-foreground">No transcript available</p>;
  return (
    <div className="space-y-3 p-2">
      <h3 className="text-base font-semibold">Conversation Transcript</h3>
      <ol className="space-y-2">
        {bubbles.map((b, i) => {
          const doctor = b.speaker === 'Doctor';
          return (
            <li key={i} className={cn('flex', doctor ? 'justify-start' : 'justify-end')}>
              <div
                data-testid="transcript-bubble"
                className={cn('max-w-[80%] rounded-lg px-3 py-2 text-sm', doctor ? 'bg-primary/10' : 'bg-muted')}
              >
                <p className="mb-0.5 text-xs font-semibold text-muted-foreground">{b.speaker}</p>
                <p className="whitespace-pre-wrap">{b.text}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
