import type { ProtocolWebhookEvent, WebhookPayload } from '@asha/contracts';
import type { CoreContext } from '../../../context.js';
import { enqueueWebhookTry, type SqlClient } from '../../../queue/enqueue.js';
import { withTransaction } from '../../../lib/transaction.js';

export interface WebhookEvent {
  /** The record-system key whose session it is: only that key's webhooks are told. */
  keyId: string;
  event: ProtocolWebhookEvent;
  /** The session's id as the record system knows it. */
  sessionId: string;
  /** When it happened (default now). */
  occurredAt?: Date;
}

/** The protocol's payload: the event, its time (ISO 8601, whole seconds) and the session; nothing else. */
export function payloadOf(e: WebhookEvent): string {
  const timestamp = (e.occurredAt ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return JSON.stringify({ event: e.event, timestamp, session_id: e.sessionId } satisfies WebhookPayload);
}

/**
 * Tells the key's webhooks that subscribe to the event: one delivery row and its first try's job
 * for each. A revoked or expired key's record system is told nothing more. Given the caller's transaction (`client`), both are written only if it commits, so a
 * session's change and the news of it are kept or lost together; a restart loses neither.
 * Returns how many deliveries were queued.
 */
export async function queueWebhookEvent(
  ctx: Pick<CoreContext, 'boss' | 'database'>,
  e: WebhookEvent,
  client?: SqlClient,
): Promise<number> {
  const write = async (c: SqlClient) => {
    const { rows } = await c.query(
      `insert into protocol_webhook_deliveries (webhook_id, key_id, url, event, session_id, body)
       select w.id, w.key_id, w.url, $2, $3, $4
         from protocol_webhooks w join record_keys k on k.id = w.key_id
        where w.key_id = $1 and $2 = any(w.events) and k.revoked_at is null and k.expires_at > now()
       returning id`,
      [e.keyId, e.event, e.sessionId, payloadOf(e)],
    );
    for (const r of rows) await enqueueWebhookTry(ctx, { deliveryId: r.id as string, attempt: 1 }, c);
    return rows.length;
  };
  return client ? write(client) : withTransaction(ctx.database, ({ client: c }) => write(c));
}
