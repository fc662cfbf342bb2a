import type { PatientLanguage } from '@asha/contracts';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** The language of the patient's copy of a note (PATIENT_LANGUAGES); null: the consultation's own. */
    preferredLanguage: text('preferred_language').$type<PatientLanguage>(),
    /** India's health ID as 'xx-xxxx-xxxx-xxxx' (ABHA number); null when not known. */
    abhaNumber: text('abha_number'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    /** The client's Idempotency-Key of the request that created it: a retried create returns this patient. */
    idempotencyKey: text('idempotency_key'),
    /** Deleted by the clinician: hidden at once, purged with every stored file after the undo window. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // Keyset pagination on (created_at, id) per clinician.
    index('patients_clinician_created').on(t.clinicianId, t.createdAt, t.id),
    // One patient per key and clinician (rows without a key are never equal: NULLs are distinct).
    uniqueIndex('patients_clinician_idempotency').on(t.clinicianId, t.idempotencyKey),
  ],
);
