import { cn } from '@/lib/utils';

/**
 * A part of the page still loading. It is announced to screen readers, and marked busy: the
 * product tour waits while anything on the page is busy before it gives up on a step's target.
 */
export function Loading({ className }: { className?: string }) {
  return (
    <p role="status" aria-busy="true" className={cn('text-sm text-muted-foreground', className)}>
      Loading…
    </p>
  );
}
