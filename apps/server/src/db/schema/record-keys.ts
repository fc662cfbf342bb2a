import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clinicians } from './clinicians.js';

/**
 * Keys a record system (an EMR) presents to the scribe's protocol API. Only the SHA-256 of a key is
 * kept — the key itself is shown once when made — with its first characters (`prefix`) so a person
 * can tell keys apart. A key acts for one clinician, or for the whole clinic when `clinicianId` is
 * null. Revoked and expired keys stay as rows: the audit trail names them by id.
 */
export const recordKeys = pgTable(
  'record_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** hex SHA-256 of the whole key */
    keyHash: text('key_hash').notNull().unique(),
    /** the key's first characters ('ask_' and four more), never enough to use it */
    prefix: text('prefix').notNull(),
    clinicianId: uuid('clinician_id').references(() => clinicians.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('record_keys_clinician').on(t.clinicianId)],
);

/**
 * Failed key presentations per address, shared by every API process: after a run of failures the
 * address is refused for a while (see modules/record-keys/throttle.ts). No key material is kept.
 */
export const recordKeyFailures = pgTable('record_key_failures', {
  ip: text('ip').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
