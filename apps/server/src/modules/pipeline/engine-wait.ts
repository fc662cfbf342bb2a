import type { CoreContext } from '../../context.js';
import { enqueuePipeline } from '../../queue/enqueue.js';
import {
  ENGINE_ATTEMPTS,
  gaveUpReason,
  markFailed,
  recordEngineFailure,
  scheduleRetry,
  type Conv,
  type EngineFailure,
} from '../writing/index.js';

/**
 * A consultation whose engine failed waits for its next try without holding a worker: its status
 * says why and when (the clinician sees it at once), and the same job is queued again for then. The
 * last try that fails records the reason and what to do. Returns the job's outcome.
 */
export async function waitForEngine(
  ctx: CoreContext,
  conv: Conv,
  e: Error,
  f: EngineFailure & { target: string | null },
  wake?: () => void,
): Promise<'waiting' | 'failed'> {
  const log = ctx.logger.child({ conversationId: conv.id });
  await recordEngineFailure(ctx, f);
  const attempt = (conv.retryAttempt ?? 0) + 1;
  if (attempt >= ENGINE_ATTEMPTS) {
    await markFailed(ctx, conv.id, gaveUpReason(e, f.engine, f.target));
    log.info({ reason: e.message, attempts: attempt }, 'conversation failed: its engine stayed down');
    return 'failed';
  }
  const waitSec = await scheduleRetry(ctx, conv.id, f, attempt);
  await enqueuePipeline(ctx, conv.id, undefined, waitSec);
  // The queue looks for jobs coming due only every few seconds; waking this process's workers when
  // the try is due keeps the schedule the clinician is shown.
  if (wake) setTimeout(wake, waitSec * 1000 + 250).unref();
  log.warn({ err: e.message, engine: f.engine, attempt, waitSec }, 'engine failed; the consultation is tried again');
  return 'waiting';
}
