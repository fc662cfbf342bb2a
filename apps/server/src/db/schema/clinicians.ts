import { customType, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** A clinician is found or created from the ID token's issuer and subject. */
export const clinicians = pgTable(
  'clinicians',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    name: text('name'),
    /** AES-256-GCM: iv ‖ tag ‖ ciphertext */
    apiKeyCipher: bytea('api_key_cipher'),
    apiKeyLast4: text('api_key_last4'),
    apiKeyUpdatedAt: timestamp('api_key_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Disabled or removed by an administrator: every token of theirs is refused at once. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** the note type a new consultation's note starts in */
    defaultNoteType: text('default_note_type').notNull().default('soap'),
    /** "Not now" on the dashboard's offer of a report model: not offered to them again */
    reportModelOfferDismissedAt: timestamp('report_model_offer_dismissed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('clinicians_issuer_subject').on(t.issuer, t.subject)],
);
