import type { ConsultationRetry } from '@asha/contracts';

/**
 * What a consultation waiting for its engine says: why, and the wait before the next try, or that
 * the next try is under way. `secondsLeft` is the countdown to `nextAttemptAt`.
 */
export function retryMessage(retry: ConsultationRetry, secondsLeft: number | null): string {
  const next = retry.attempt + 1;
  const wait = secondsLeft ? `next try in ${secondsLeft} s` : 'trying again now';
  return `${retry.reason} — ${wait} (attempt ${next} of ${retry.attempts}). The recording is kept.`;
}
