import { AudioDecodeError, LlmError, NoSpeechError, NoSpeechModelError, SpeechEngineError } from '@asha/scribe';
import type { Attempt } from './types.js';

/**
 * Which failures no retry can fix: a recording that cannot be decoded or holds
 * no speech, no speech model, a refused key, a bad request. Timeouts, 429s, 5xx, a crashed speech
 * worker and infrastructure errors are transient: pg-boss retries them with backoff.
 */
export function isPermanent(e: Error): boolean {
  if (e instanceof AudioDecodeError || e instanceof NoSpeechError || e instanceof NoSpeechModelError) return true;
  if (e instanceof SpeechEngineError || e instanceof LlmError) return !e.transient;
  return false;
}

/** The conversation's `error`, shown by the web app: the clear reason, never a stack. */
export function failureReason(e: Error, attempt: Attempt): string {
  if (isPermanent(e)) return e.message;
  const tries = attempt.retryCount + 1;
  const why =
    e instanceof SpeechEngineError || e instanceof LlmError
      ? e.message
      : 'Processing failed because of a server error.';
  return `${why} Gave up after ${tries} attempt${tries === 1 ? '' : 's'}.`;
}
