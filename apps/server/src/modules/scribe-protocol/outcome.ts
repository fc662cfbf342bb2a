import { and, eq, isNull } from 'drizzle-orm';
import type { CoreContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { scribeSessions, type conversations } from '../../db/schema/index.js';
import { withTransaction } from '../../lib/transaction.js';
import { onSessionEvent } from './events.js';
import type { SessionRow } from './sessions.service.js';
import { templateSource } from './templates.js';

export type Outcome = 'completed' | 'partial' | 'failed';
type ConversationRow = typeof conversations.$inferSelect;

export const missingFiles = (s: SessionRow) => s.audioFilesSent !== null && s.audioFilesSent > s.audioFiles.length;

/**
 * An ended session's outcome from its consultation: failed when processing failed or the
 * consultation was deleted; partial when a requested template is not available to the session's
 * clinician or fewer files arrived than were sent; completed otherwise; null while it is still being
 * processed.
 */
export async function outcomeOf(db: Db, s: SessionRow, conv: ConversationRow | undefined): Promise<Outcome | null> {
  if (!conv || conv.deletedAt || conv.status === 'failed') return 'failed';
  if (conv.status !== 'ready') return null;
  const sources = await Promise.all(s.templates.map((id) => templateSource(db, s.clinicianId, id)));
  return sources.some((t) => !t) || missingFiles(s) ? 'partial' : 'completed';
}

/** The first time an outcome is known it is kept and announced, once (a later read finds it settled). */
export async function settle(ctx: CoreContext, s: SessionRow, outcome: Outcome): Promise<void> {
  if (s.outcome) return;
  await withTransaction(ctx.database, async (tx) => {
    const [r] = await tx.db
      .update(scribeSessions)
      .set({ outcome, settledAt: new Date() })
      .where(and(eq(scribeSessions.id, s.id), isNull(scribeSessions.outcome)))
      .returning();
    if (r)
      await onSessionEvent(
        ctx,
        { keyId: r.keyId, sessionId: r.id, event: `session.${outcome}`, occurredAt: r.settledAt! },
        tx.client,
      );
  });
}
