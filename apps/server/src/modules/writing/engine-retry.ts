import type { ConsultationRetry, EngineRole } from '@asha/contracts';
import { LlmError, SpeechEngineError } from '@asha/scribe';
import type { CoreContext } from '../../context.js';
import type { conversations } from '../../db/schema/index.js';

/**
 * The waits between tries of a consultation whose speech or report engine failed (a 5xx, 429, a
 * timeout, no connection): short first, so a blip costs seconds, and 80 s in all, so a service
 * that stays down is reported, with what to do, well within two minutes of the first failure.
 */
export const ENGINE_RETRY_SEC = [5, 10, 15, 20, 30] as const;
/** Tries in all: the first and one after each wait. */
export const ENGINE_ATTEMPTS = ENGINE_RETRY_SEC.length + 1;

export interface EngineFailure {
  engine: EngineRole;
  /** in words, e.g. 'Speech service not answering (500)' */
  reason: string;
}

/** A remote engine that may come back (transient); null for every other failure. */
export function engineFailureOf(e: Error): EngineFailure | null {
  if (e instanceof SpeechEngineError && e.transient)
    return { engine: 'speech', reason: `Speech service ${e.status ? `not answering (${e.status})` : 'not reachable'}` };
  if (e instanceof LlmError && e.transient) {
    const status = /\b([45]\d\d)\b/.exec(e.message)?.[1];
    return { engine: 'report', reason: `Language model ${status ? `not answering (${status})` : 'not reachable'}` };
  }
  return null;
}

/** What a clinic can do when an engine stays down. */
export function remedyFor(engine: EngineRole, target: string | null): string {
  const at = target ? ` at ${target}` : '';
  return engine === 'speech'
    ? `Check the speech service${at}, or install a local speech model on the Models page.`
    : `Check the language model service${at}, or choose a local report model on the Models page.`;
}

/** The consultation's error once no try is left: what failed, how often, and what to do. */
export function gaveUpReason(e: Error, engine: EngineRole, target: string | null): string {
  return `${e.message} Gave up after ${ENGINE_ATTEMPTS} attempts. ${remedyFor(engine, target)}`;
}

type Row = typeof conversations.$inferSelect;

/** The `retry` of a consultation's status: present while it waits for (or makes) another try. */
export function retryOf(r: Row): ConsultationRetry | null {
  if (!r.retryEngine || !r.retryAttempt || !r.retryReason) return null;
  if (r.status === 'ready' || r.status === 'failed') return null;
  return {
    engine: r.retryEngine,
    reason: r.retryReason,
    attempt: r.retryAttempt,
    attempts: ENGINE_ATTEMPTS,
    nextAttemptAt: r.retryNextAt?.toISOString() ?? null,
  };
}

/** Records a failed try and when the next one starts; returns the wait in seconds. */
export async function scheduleRetry(ctx: CoreContext, id: string, f: EngineFailure, attempt: number): Promise<number> {
  const waitSec = ENGINE_RETRY_SEC[Math.min(attempt, ENGINE_RETRY_SEC.length) - 1]!;
  await ctx.database.pool.query(
    `update conversations
        set retry_engine = $2, retry_reason = $3, retry_attempt = $4,
            retry_next_at = now() + make_interval(secs => $5), updated_at = now()
      where id = $1`,
    [id, f.engine, f.reason, attempt, waitSec],
  );
  return waitSec;
}
