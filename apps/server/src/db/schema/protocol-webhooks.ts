import type { ProtocolWebhookEvent } from '@asha/contracts';
import { customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { recordKeys } from './record-keys.js';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Where a record system asked to be told of its sessions' events. Each belongs to the key that
 * registered it, and only that key sees or deletes it. The signing secret is kept encrypted
 * (AES-256-GCM under a key derived from the app secret), since every delivery is signed with it.
 */
export const protocolWebhooks = pgTable(
  'protocol_webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    keyId: uuid('key_id')
      .notNull()
      .references(() => recordKeys.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().$type<ProtocolWebhookEvent[]>().notNull(),
    secretCipher: bytea('secret_cipher').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('protocol_webhooks_key').on(t.keyId, t.createdAt)],
);

/**
 * One event for one webhook: written with the event (in its transaction), then tried until the
 * receiver answers 2xx or the schedule is spent. `body` is the exact JSON signed and sent — the
 * event, its time and the session id, nothing of a patient. A deleted webhook's deliveries stay
 * (the url they went to is kept) and any still waiting are cancelled.
 */
export const protocolWebhookDeliveries = pgTable(
  'protocol_webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id').references(() => protocolWebhooks.id, { onDelete: 'set null' }),
    keyId: uuid('key_id')
      .notNull()
      .references(() => recordKeys.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    event: text('event').$type<ProtocolWebhookEvent>().notNull(),
    sessionId: text('session_id').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    /** Tries made so far. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, precision: 6 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 6 }),
  },
  (t) => [
    index('protocol_webhook_deliveries_webhook').on(t.webhookId, t.createdAt),
    index('protocol_webhook_deliveries_key').on(t.keyId, t.createdAt),
  ],
);

/** Every try of a delivery and what came of it: the receiver's status, or why there was none. */
export const protocolWebhookAttempts = pgTable(
  'protocol_webhook_attempts',
  {
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => protocolWebhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 6 }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    httpStatus: integer('http_status'),
    /** Why it did not count: 'HTTP 503', 'timed out after 15000 ms', 'connection refused'… */
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.deliveryId, t.attempt] })],
);
