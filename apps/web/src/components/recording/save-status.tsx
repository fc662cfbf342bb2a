import { AlertTriangle, CheckCircle2, Loader2, WifiOff } from 'lucide-react';
import type { SaveState } from '@/lib/recording/live/live-uploader';
import { cn } from '@/lib/utils';

/**
 * The last second or two are always on their way (a chunk leaves every second): up to this much
 * still being sent counts as keeping up.
 */
const IN_FLIGHT_MS = 2_500;

/** Words for whether everything recorded has reached the server. */
export function saveStatusText(s: SaveState): string {
  const behind = Math.max(1, Math.round(('behindMs' in s ? s.behindMs : 0) / 1000));
  if (s.kind === 'offline') return 'Offline: audio kept on this device';
  if (s.kind === 'failed') return `Not saved: ${s.message}`;
  if (s.kind === 'saving' && s.behindMs > IN_FLIGHT_MS) return `Saving… ${behind} s behind`;
  return 'All audio saved';
}

/** "All audio saved" / "Saving… N s behind" / "Offline: audio kept on this device", with an icon. */
export function SaveStatus({ save, className }: { save: SaveState; className?: string }) {
  const text = saveStatusText(save);
  const Icon =
    save.kind === 'offline'
      ? WifiOff
      : save.kind === 'failed'
        ? AlertTriangle
        : text.startsWith('Saving')
          ? Loader2
          : CheckCircle2;
  return (
    <span
      role="status"
      data-testid="save-status"
      className={cn(
        'inline-flex items-center gap-1.5 text-xs',
        save.kind === 'offline'
          ? 'text-amber-700'
          : save.kind === 'failed'
            ? 'text-destructive'
            : 'text-muted-foreground',
        className,
      )}
    >
      <Icon aria-hidden className={cn('size-3.5 shrink-0', Icon === Loader2 && 'animate-spin')} />
      {text}
    </span>
  );
}
