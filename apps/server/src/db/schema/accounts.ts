import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The embedded sign-in provider's local accounts. Email is stored lower-case
 * and unique; the password is an scrypt hash (`scrypt$N$r$p$salt$hash`), never the password.
 */
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  givenName: text('given_name'),
  familyName: text('family_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** A disabled account cannot sign in (`npm run users -- disable`). */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});

/**
 * The embedded provider's state (sessions, grants, codes, refresh tokens, interactions), one
 * row per oidc-provider model instance, so a restart keeps everyone signed in.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_id').on(t.grantId),
    index('oidc_payloads_uid').on(t.model, t.uid),
    index('oidc_payloads_expires_at').on(t.expiresAt),
  ],
);
