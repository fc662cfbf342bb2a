import { and, eq, isNull } from 'drizzle-orm';
import type { CoreContext } from '../../context.js';
import { conversations, scribeSessions } from '../../db/schema/index.js';
import { outcomeOf, settle } from './outcome.js';
import { expireSessions } from './sessions.service.js';
import { pruneDeliveries } from './webhooks/deliveries.service.js';

/**
 * Sessions change state without anyone asking: their time runs out, or their consultation is
 * processed. The sweep expires the due ones and settles the processed ones, so each event is
 * announced even for a session nobody polls. Settling is once per session, whichever process or
 * read comes first. The log of webhook deliveries past its keeping time goes too.
 */
export async function sweepSessions(ctx: CoreContext): Promise<{ expired: number; settled: number; pruned: number }> {
  const expired = await expireSessions(ctx);
  const settled = await settleEnded(ctx);
  return { expired: expired.length, settled, pruned: await pruneDeliveries(ctx) };
}

/** Settles the ended sessions whose consultation is processed: all of them, or the one of `conversationId`. */
export async function settleEnded(ctx: CoreContext, conversationId?: string): Promise<number> {
  const ended = await ctx.database.db
    .select({ s: scribeSessions, c: conversations })
    .from(scribeSessions)
    .leftJoin(conversations, eq(conversations.id, scribeSessions.conversationId))
    .where(
      and(
        eq(scribeSessions.status, 'ended'),
        isNull(scribeSessions.outcome),
        conversationId ? eq(scribeSessions.conversationId, conversationId) : undefined,
      ),
    )
    .limit(500);
  let settled = 0;
  for (const { s, c } of ended) {
    const outcome = await outcomeOf(ctx.database.db, s, c ?? undefined);
    if (!outcome) continue;
    await settle(ctx, s, outcome);
    settled += 1;
  }
  return settled;
}

/** Runs the sweep every `intervalMs` in a worker; returns a stop function for shutdown. */
export function startSessionSweep(ctx: CoreContext, intervalMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepSessions(ctx)
      .catch((err: Error) => ctx.logger.error({ err: err.message }, 'scribe session sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
