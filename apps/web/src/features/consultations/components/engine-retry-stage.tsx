import type { ConsultationRetry } from '@asha/contracts';
import { AlertTriangle, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSecondsUntil } from '@/lib/use-seconds-until';
import { retryMessage } from '../lib/retry-message';

/** A consultation whose engine failed: why, the countdown to the next try, and 'Retry now' to make it at once. */
export function EngineRetryStage({
  retry,
  onRetryNow,
  retrying,
}: {
  retry: ConsultationRetry;
  onRetryNow(): void;
  retrying: boolean;
}) {
  const secondsLeft = useSecondsUntil(retry.nextAttemptAt);
  return (
    <div className="mt-2 space-y-1.5" data-testid="conversation-stage">
      <p role="status" className="flex items-start gap-1.5 text-xs text-amber-800 dark:text-amber-300">
        <AlertTriangle aria-hidden className="mt-0.5 size-3 shrink-0" />
        <span data-testid="engine-retry">{retryMessage(retry, secondsLeft)}</span>
      </p>
      {secondsLeft ? (
        <Button
          size="sm"
          variant="outline"
          className="h-7"
          disabled={retrying}
          onClick={(e) => {
            e.stopPropagation();
            onRetryNow();
          }}
          onKeyDown={(e) => e.stopPropagation()}
        >
          <RotateCcw /> Retry now
        </Button>
      ) : null}
    </div>
  );
}
