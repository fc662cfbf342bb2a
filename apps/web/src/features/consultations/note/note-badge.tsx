import type { Conversation, NoteSummary } from '@asha/contracts';
import { Loader2, Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { STATUS_LABEL } from './note-format';

/** A regeneration queued or running: the timeline shows its stage and keeps polling until it is done. */
export const regenerationUnderWay = (c: Pick<Conversation, 'note'>) =>
  c.note?.regeneration?.state === 'queued' || c.note?.regeneration?.state === 'running';

/** Draft, Edited or Signed: where the clinician's note of a consultation stands. */
export function NoteBadge({ note }: { note: NoteSummary }) {
  return (
    <Badge variant={note.status === 'signed' ? 'default' : 'outline'} className="gap-1" data-testid="note-badge">
      {note.status === 'signed' && <Lock className="size-3" aria-hidden />}
      {STATUS_LABEL[note.status]}
    </Badge>
  );
}

/** The report stage re-running on a corrected transcript, or why it failed. */
export function RegenerationStage({ note }: { note: NoteSummary }) {
  const r = note.regeneration;
  if (!r) return null;
  if (r.state === 'failed')
    return (
      <p className="mt-2 text-xs text-destructive" data-testid="regeneration-stage">
        Regeneration failed: {r.error}
      </p>
    );
  return (
    <p className="mt-2 flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="regeneration-stage">
      <Loader2 aria-hidden className="size-3 animate-spin" />
      {r.state === 'queued' ? 'Report regeneration queued…' : 'Regenerating report…'}
    </p>
  );
}
