import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clinicians } from './clinicians.js';

export const patients = pgTable(
  'patients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicianId: uuid('clinician_id')
      .notNull()
      .references(() => clinicians.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    gender: text('gender'),
    dob: text('dob'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  // Keyset pagination on (created_at, id) per clinician (issue #4).
  (t) => [index('patients_clinician_created').on(t.clinicianId, t.createdAt, t.id)],
);
