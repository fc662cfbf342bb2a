import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * How each remote engine fared lately, written by whichever process called it, so the API can tell
 * (dashboard, /readyz, /metrics) that an engine is down for every consultation. One row per engine
 * role and configured host; no patient data.
 */
export const engineHealth = pgTable(
  'engine_health',
  {
    engine: text('engine', { enum: ['speech', 'report'] }).notNull(),
    /** the service's host as configured ('' when the engine names none) */
    target: text('target').notNull(),
    reason: text('reason').notNull(),
    /** the first failure since the engine last worked */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.engine, t.target] })],
);
