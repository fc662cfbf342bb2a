import { Mic, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { StoredRecording } from '@/lib/recording/live/chunk-store';
import { formatElapsed } from '@/lib/recording/use-media-recorder';

/**
 * Recordings a reload, a crash or a closed tab left unfinished in this browser: each can be
 * resumed (the recording goes on) or finished with what was recorded.
 */
export function InterruptedRecordings({
  recordings,
  busy,
  onResume,
  onFinish,
}: {
  recordings: StoredRecording[];
  busy: boolean;
  onResume(r: StoredRecording): void;
  onFinish(r: StoredRecording): void;
}) {
  if (recordings.length === 0) return null;
  return (
    <ul className="w-full space-y-2" aria-label="Unfinished recordings">
      {recordings.map((r) => (
        <li
          key={r.id}
          role="alert"
          className="flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <p className="min-w-0 flex-1 basis-64">
            The recording from{' '}
            {new Date(r.startedAt).toLocaleString(undefined, { weekday: 'short', hour: '2-digit', minute: '2-digit' })}{' '}
            was interrupted after <span className="font-mono tabular-nums">{formatElapsed(r.recordedMs)}</span>. Its
            audio is kept.
          </p>
          <span className="flex flex-wrap gap-2">
            <Button size="sm" disabled={busy} onClick={() => onResume(r)}>
              <Mic /> Resume recording
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => onFinish(r)}>
              <Send /> Finish with what was recorded
            </Button>
          </span>
        </li>
      ))}
    </ul>
  );
}
