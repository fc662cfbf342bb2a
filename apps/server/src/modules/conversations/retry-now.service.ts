import type { Conversation } from '@asha/contracts';
import type { AppContext } from '../../context.js';
import { conflict } from '../../lib/http-errors.js';
import { ownConversation, type ConversationRow } from '../../lib/ownership.js';
import { withTransaction, type Tx } from '../../lib/transaction.js';
import { QUEUES } from '../../queue/boss.js';
import { enqueuePipeline } from '../../queue/enqueue.js';
import { getConversation } from './conversations.service.js';

/**
 * 'Retry now' on a consultation waiting for its engine: its next try starts at once instead of at
 * the time shown. The waiting job is cancelled and the same job queued now (a job sent is taken by
 * an idle worker at once); a try already under way is left to finish. The count of tries goes on.
 */
export async function retryNow(
  ctx: AppContext,
  clinicianId: string,
  conversationId: string,
  recordIn: (tx: Tx, row: ConversationRow) => Promise<void>,
): Promise<Conversation> {
  const row = await ownConversation(ctx.database.db, clinicianId, conversationId);
  if (!row.retryNextAt || row.status === 'ready' || row.status === 'failed')
    throw conflict('This consultation is not waiting to try again: it is being processed or has finished.');
  const { rows } = await ctx.database.pool.query<{ id: string }>(
    `select id from pgboss.job where name = $1 and singleton_key = $2 and state in ('created', 'retry')`,
    [QUEUES.pipeline, conversationId],
  );
  if (rows.length > 0)
    await ctx.boss.cancel(
      QUEUES.pipeline,
      rows.map((r) => r.id),
    );
  await withTransaction(ctx.database, async (tx) => {
    await tx.client.query(
      `update conversations set retry_next_at = now(), updated_at = now() where id = $1 and retry_next_at is not null`,
      [conversationId],
    );
    await enqueuePipeline(ctx, conversationId, tx.client);
    await recordIn(tx, row);
  });
  return getConversation(ctx, clinicianId, conversationId);
}
