import type pg from 'pg';
import type { CoreContext } from '../../context.js';
import { queueWebhookEvent } from './webhooks/index.js';

/** What a record system may be told of its session, in the protocol's event names. */
export type SessionEventName =
  'session.started' | 'session.ended' | 'session.completed' | 'session.partial' | 'session.failed' | 'session.expired';

export interface SessionEvent {
  /** The record-system key whose session it is: only it may be told. */
  keyId: string;
  sessionId: string;
  event: SessionEventName;
  occurredAt: Date;
}

/**
 * The one place a session's change of state is announced: called inside the transaction that
 * makes the change (`client`), so news that is queued here commits with the change or not at all.
 * It is logged (ids only) and queued for the key's webhooks that asked for it.
 */
export async function onSessionEvent(
  ctx: Pick<CoreContext, 'logger' | 'boss' | 'database'>,
  e: SessionEvent,
  client: pg.PoolClient,
): Promise<void> {
  ctx.logger.info({ sessionId: e.sessionId, recordKeyId: e.keyId, event: e.event }, 'scribe session event');
  await queueWebhookEvent(ctx, e, client);
}
