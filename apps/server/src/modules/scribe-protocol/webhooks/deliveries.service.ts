import { and, asc, desc, eq, inArray, lt, ne } from 'drizzle-orm';
import type { WebhookDelivery } from '@asha/contracts';
import type { CoreContext } from '../../../context.js';
import { protocolWebhookAttempts, protocolWebhookDeliveries } from '../../../db/schema/index.js';
import { deliveryPublicId, webhookPublicId } from './ids.js';
import { ownWebhook } from './webhooks.service.js';

export const DELIVERIES_PAGE = 50;

/** The key's webhook's latest deliveries, newest first, each with every try and what came of it. */
export async function listDeliveries(
  ctx: CoreContext,
  keyId: string,
  publicWebhookId: string,
): Promise<WebhookDelivery[]> {
  const webhook = await ownWebhook(ctx, keyId, publicWebhookId);
  const db = ctx.database.db;
  const rows = await db
    .select()
    .from(protocolWebhookDeliveries)
    .where(and(eq(protocolWebhookDeliveries.webhookId, webhook.id), eq(protocolWebhookDeliveries.keyId, keyId)))
    .orderBy(desc(protocolWebhookDeliveries.createdAt))
    .limit(DELIVERIES_PAGE);
  const tries = rows.length
    ? await db
        .select()
        .from(protocolWebhookAttempts)
        .where(
          inArray(
            protocolWebhookAttempts.deliveryId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(protocolWebhookAttempts.attempt))
    : [];
  return rows.map((r) => ({
    delivery_id: deliveryPublicId(r.id),
    webhook_id: webhookPublicId(webhook.id),
    event: r.event,
    session_id: r.sessionId,
    status: r.status,
    attempts: tries
      .filter((a) => a.deliveryId === r.id)
      .map((a) => ({
        attempt: a.attempt,
        started_at: a.startedAt.toISOString(),
        duration_ms: a.durationMs,
        http_status: a.httpStatus,
        error: a.error,
      })),
    next_attempt_at: r.nextAttemptAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    finished_at: r.finishedAt?.toISOString() ?? null,
  }));
}

/**
 * Finished deliveries older than WEBHOOK_LOG_DAYS go, with their tries; one still waiting stays
 * however old, so nothing a record system has not heard of is lost. Answers how many went.
 */
export async function pruneDeliveries(ctx: CoreContext, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ctx.config.WEBHOOK_LOG_DAYS * 86_400_000);
  const gone = await ctx.database.db
    .delete(protocolWebhookDeliveries)
    .where(and(ne(protocolWebhookDeliveries.status, 'pending'), lt(protocolWebhookDeliveries.finishedAt, before)))
    .returning({ id: protocolWebhookDeliveries.id });
  return gone.length;
}
