import { lt, sql } from 'drizzle-orm';
import type { CoreContext } from '../../context.js';
import { revokedSessions } from '../../db/schema/index.js';
import { purgeDeleted } from './purge.js';
import { applyAudioRetention, cleanUpUploads } from './retention.js';

/** Deletions are purged soon after their undo window; retention and upload cleanup are slower chores. */
export const PURGE_INTERVAL_MS = 10_000;
export const CHORES_INTERVAL_MS = 5 * 60_000;

/** One round of every chore; exported for tests, which run it instead of waiting. */
export async function runHousekeeping(ctx: CoreContext, o: { chores: boolean }): Promise<void> {
  await purgeDeleted(ctx);
  if (!o.chores) return;
  await applyAudioRetention(ctx);
  await cleanUpUploads(ctx);
  await ctx.database.db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, sql`now()`));
}

/** Runs in the worker (inline or its own process); the returned function stops it and waits for a round under way. */
export function startHousekeeping(ctx: CoreContext): () => Promise<void> {
  let current: Promise<void> | null = null;
  let lastChores = 0;
  const tick = () => {
    if (current) return;
    const chores = Date.now() - lastChores >= CHORES_INTERVAL_MS;
    if (chores) lastChores = Date.now();
    current = runHousekeeping(ctx, { chores })
      .catch((err: unknown) => ctx.logger.error({ err }, 'housekeeping failed; it will run again'))
      .finally(() => {
        current = null;
      });
  };
  const timer = setInterval(tick, PURGE_INTERVAL_MS);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
