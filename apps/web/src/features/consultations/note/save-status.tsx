import { AlertCircle, Check, Loader2 } from 'lucide-react';
import type { SaveState } from './use-note-draft';

const button =
  'ml-1 rounded border border-destructive/40 bg-background px-1.5 py-0.5 text-xs font-medium hover:bg-destructive/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** 'Unsaved changes' while typing, 'Saving…', 'Saved', or 'Not saved: why' with what to do about it (Retry, or Reload after a conflict). */
export function SaveStatus({ state, onRetry, onReload }: { state: SaveState; onRetry(): void; onReload(): void }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className="flex min-h-6 flex-wrap items-center gap-1 text-xs"
      data-testid="save-status"
    >
      {state.kind === 'pending' && <span className="text-muted-foreground">Unsaved changes</span>}
      {state.kind === 'saving' && (
        <span className="flex items-center gap-1 text-muted-foreground">
          <Loader2 className="size-3 animate-spin" aria-hidden /> Saving…
        </span>
      )}
      {state.kind === 'saved' && (
        <span className="flex items-center gap-1 text-muted-foreground">
          <Check className="size-3" aria-hidden /> Saved
        </span>
      )}
      {(state.kind === 'error' || state.kind === 'conflict') && (
        <span className="flex flex-wrap items-center gap-1 text-destructive">
          <AlertCircle className="size-3 shrink-0" aria-hidden />
          Not saved: {state.message}
          {state.kind === 'error' ? (
            <button type="button" className={button} onClick={onRetry}>
              Retry
            </button>
          ) : (
            <button type="button" className={button} onClick={onReload}>
              Reload
            </button>
          )}
        </span>
      )}
    </p>
  );
}
