import type { CoreContext } from '../../context.js';
import { CHANNELS, createPgListener } from '../../lib/notifications.js';
import { settleEnded } from './sweep.js';

/**
 * A session's outcome is announced the moment its consultation is processed, not at the next sweep:
 * the database announces every change of a consultation's status, and a processed one (ready or
 * failed) settles its session here. Every worker process listens; settling is once per session
 * whichever comes first, and the sweep still catches anything missed while the connection was down.
 */
export function startSettlingOnReady(ctx: CoreContext): () => Promise<void> {
  const listener = createPgListener(ctx.database, ctx.logger);
  const settle = (conversationId?: string) =>
    void settleEnded(ctx, conversationId).catch((err: Error) =>
      ctx.logger.error({ err: err.message }, 'scribe session not settled; the sweep will try again'),
    );
  listener.on(CHANNELS.events, (payload) => {
    let e: { type?: unknown; conversationId?: unknown; status?: unknown };
    try {
      e = JSON.parse(payload) as typeof e;
    } catch {
      return;
    }
    if (
      e.type === 'conversation' &&
      typeof e.conversationId === 'string' &&
      (e.status === 'ready' || e.status === 'failed')
    )
      settle(e.conversationId);
  });
  listener.onReconnect(() => settle());
  return () => listener.close();
}
