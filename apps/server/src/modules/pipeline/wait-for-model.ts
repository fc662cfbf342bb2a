import type { CoreContext } from '../../context.js';
import { enqueuePipeline } from '../../queue/enqueue.js';

/** How often a consultation waiting for its speech model looks again. */
export const WAIT_FOR_MODEL_SEC = 5;

/**
 * Puts a consultation back in line until its speech model has arrived: status 'uploaded' (the
 * timeline shows it as in progress, the dashboard shows the download), and the same job again a
 * few seconds later. This job ends; no worker is held while the model downloads.
 */
export async function waitForSpeechModel(ctx: CoreContext, conversationId: string): Promise<void> {
  await ctx.database.pool.query(
    `update conversations set status = 'uploaded', error = null, updated_at = now() where id = $1 and status = 'transcribing'`,
    [conversationId],
  );
  await enqueuePipeline(ctx, conversationId, undefined, WAIT_FOR_MODEL_SEC);
}
