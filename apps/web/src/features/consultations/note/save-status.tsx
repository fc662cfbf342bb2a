import { AlertCircle, Check, Loader2 } from 'lucide-react';
import { createPortal } from 'react-dom';
import type { SaveState } from './use-note-draft';

const button =
  'ml-1 rounded border border-destructive/40 bg-background px-1.5 py-0.5 text-xs font-medium hover:bg-destructive/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
const inline = 'flex min-h-6 flex-wrap items-center gap-1 text-xs';
const floating =
  'fixed inset-x-4 bottom-4 z-50 mx-auto flex w-fit max-w-xl flex-wrap items-center gap-1 rounded-md border border-destructive/40 bg-background px-3 py-2 text-xs text-destructive shadow-lg';

/**
 * 'Unsaved changes' while typing, 'Saving…', 'Saved', or 'Not saved: why' with what to do about it
 * (Retry, or Reload after a conflict). An edit that did not save is said at the foot of the window,
 * not only in the toolbar: the clinician is usually far down the note when the network drops.
 */
export function SaveStatus({ state, onRetry, onReload }: { state: SaveState; onRetry(): void; onReload(): void }) {
  const failed = state.kind === 'error' || state.kind === 'conflict';
  const line = (
    <p
      role={failed ? 'alert' : 'status'}
      aria-live={failed ? 'assertive' : 'polite'}
      className={failed ? floating : inline}
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
      {failed && (
        <>
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
        </>
      )}
    </p>
  );
  // A fixed element inside the note's cards would be placed against their container, not the window.
  return failed ? createPortal(line, document.body) : line;
}
