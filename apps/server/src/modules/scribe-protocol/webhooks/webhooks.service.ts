import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { ProtocolWebhook, RegisteredWebhook, RegisterWebhookRequest } from '@asha/contracts';
import type { CoreContext } from '../../../context.js';
import { protocolWebhookDeliveries, protocolWebhooks } from '../../../db/schema/index.js';
import { audit, type AuditOrigin } from '../../../lib/audit.js';
import { withTransaction } from '../../../lib/transaction.js';
import { webhookPublicId, webhookRowId } from './ids.js';
import { encryptWebhookSecret, newWebhookSecret } from './secret-crypto.js';
import { ProtocolError } from '../errors.js';

/** Enough for a record system's environments and a spare; more is a mistake worth saying. */
export const MAX_WEBHOOKS_PER_KEY = 10;

type WebhookRow = typeof protocolWebhooks.$inferSelect;

export function toWebhook(row: WebhookRow): ProtocolWebhook {
  return {
    webhook_id: webhookPublicId(row.id),
    url: row.url,
    events: row.events,
    status: 'active',
    created_at: row.createdAt.toISOString(),
  };
}

/** The id as it was sent, cut short and without control characters, to say which one is missing. */
export function webhookNotFound(publicId: string) {
  // eslint-disable-next-line no-control-regex
  const shown = publicId.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 80);
  return new ProtocolError(404, 'webhook_not_found', `Webhook '${shown}' does not exist.`, { webhook_id: shown });
}

/**
 * Registers a webhook for the key. The secret the record system sent is used, or one is made; it
 * is answered this once and kept only encrypted. The audit trail keeps which key registered it;
 * the address itself is in the webhook's row, which the trail names.
 */
export async function registerWebhook(
  ctx: CoreContext,
  keyId: string,
  req: RegisterWebhookRequest,
  origin: AuditOrigin,
): Promise<RegisteredWebhook> {
  const id = randomUUID();
  const secret = req.secret ?? newWebhookSecret();
  const row = await withTransaction(ctx.database, async (tx) => {
    const { db, client } = tx;
    // One registration of a key at a time, so two at once cannot pass the limit together.
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [`protocol-webhooks:${keyId}`]);
    const [counted] = await db.select({ n: count() }).from(protocolWebhooks).where(eq(protocolWebhooks.keyId, keyId));
    if ((counted?.n ?? 0) >= MAX_WEBHOOKS_PER_KEY)
      throw new ProtocolError(
        422,
        'invalid_request',
        `This key already has ${MAX_WEBHOOKS_PER_KEY} webhooks, the most it may have. Delete one first.`,
      );
    const [inserted] = await db
      .insert(protocolWebhooks)
      .values({
        id,
        keyId,
        url: req.url,
        events: req.events,
        secretCipher: encryptWebhookSecret(ctx.appSecret, id, secret),
      })
      .returning();
    await audit(tx, origin, { action: 'webhook.register', resourceType: 'webhook', resourceId: webhookPublicId(id) });
    return inserted!;
  });
  return { ...toWebhook(row), secret };
}

export async function listWebhooks(ctx: CoreContext, keyId: string): Promise<ProtocolWebhook[]> {
  const rows = await ctx.database.db
    .select()
    .from(protocolWebhooks)
    .where(eq(protocolWebhooks.keyId, keyId))
    .orderBy(desc(protocolWebhooks.createdAt));
  return rows.map(toWebhook);
}

/** The key's own webhook; another key's is answered exactly like a missing one. */
export async function ownWebhook(ctx: CoreContext, keyId: string, publicId: string): Promise<WebhookRow> {
  const id = webhookRowId(publicId);
  const [row] = id
    ? await ctx.database.db
        .select()
        .from(protocolWebhooks)
        .where(and(eq(protocolWebhooks.id, id), eq(protocolWebhooks.keyId, keyId)))
    : [];
  if (!row) throw webhookNotFound(publicId);
  return row;
}

/** Deletes the key's webhook; deliveries still waiting for it are cancelled, the log of the rest stays. */
export async function deleteWebhook(
  ctx: CoreContext,
  keyId: string,
  publicId: string,
  origin: AuditOrigin,
): Promise<void> {
  const row = await ownWebhook(ctx, keyId, publicId);
  await withTransaction(ctx.database, async (tx) => {
    const { db } = tx;
    await db
      .update(protocolWebhookDeliveries)
      .set({ status: 'cancelled', nextAttemptAt: null, finishedAt: new Date() })
      .where(and(eq(protocolWebhookDeliveries.webhookId, row.id), eq(protocolWebhookDeliveries.status, 'pending')));
    await db.delete(protocolWebhooks).where(eq(protocolWebhooks.id, row.id));
    await audit(tx, origin, { action: 'webhook.delete', resourceType: 'webhook', resourceId: webhookPublicId(row.id) });
  });
}
