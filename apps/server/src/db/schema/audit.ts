import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit trail: one row per read or change of patient data, sign-in and sign-out, API-key change
 * and deletion. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE, so neither the app nor
 * a bug in it can alter history. No foreign keys: a row must outlive the patient, consultation or
 * clinician it names, and holds only ids — never a name, email, phone or text of a patient.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    clinicianId: uuid('clinician_id'),
    /** The sign-in name tried, for a failed sign-in whose clinician is not known. */
    account: text('account'),
    action: text('action').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id'),
    patientId: uuid('patient_id'),
    outcome: text('outcome', { enum: ['success', 'failure', 'denied'] }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_events_patient_at').on(t.patientId, t.at, t.id),
    index('audit_events_clinician_at').on(t.clinicianId, t.at, t.id),
  ],
);

/**
 * Ended sign-in sessions: a bearer token whose session key is here is refused at once, although
 * its signature and expiry are still good. The key is a hash of the token's session (see
 * modules/auth/session-key.ts); rows are dropped once no token of the session can be valid.
 */
export const revokedSessions = pgTable('revoked_sessions', {
  key: text('key').primaryKey(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
