import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clinicians } from './clinicians.js';
import { conversations } from './conversations.js';
import { liveSessions } from './live.js';
import { patients } from './patients.js';
import { recordKeys } from './record-keys.js';

/**
 * A record system's own id for one of a clinician's patients: a session naming that id again finds
 * the same patient. One id names one patient per clinician; the row goes with the patient.
 */
export const patientRecordIds = pgTable(
  'patient_record_ids',
  {
    clinicianId: uuid('clinician_id')
      .notNull()
      .references(() => clinicians.id, { onDelete: 'cascade' }),
    recordPatientId: text('record_patient_id').notNull(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clinicianId, t.recordPatientId] }),
    index('patient_record_ids_patient').on(t.patientId),
  ],
);

/**
 * A consultation handed over by a record system through the scribe protocol: made by one key (only
 * that key sees it), for one clinician's patient. Its audio is one uploaded file (`upload_key`,
 * claimed exactly once at the end) or a live recording (`live_session_id`); ending it makes the
 * consultation (`conversation_id`), whose pipeline status is the session's outcome.
 */
export const scribeSessions = pgTable(
  'scribe_sessions',
  {
    id: text('id').primaryKey(),
    keyId: uuid('key_id')
      .notNull()
      .references(() => recordKeys.id, { onDelete: 'cascade' }),
    clinicianId: uuid('clinician_id')
      .notNull()
      .references(() => clinicians.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    templates: jsonb('templates').$type<string[]>().notNull(),
    model: text('model').notNull(),
    languageHint: jsonb('language_hint').$type<string[]>(),
    transcriptLanguage: text('transcript_language').notNull(),
    uploadType: text('upload_type', { enum: ['single', 'chunked'] }).notNull(),
    /** The record system's pass-through data, returned exactly as given. */
    additionalData: jsonb('additional_data').$type<Record<string, unknown>>(),
    status: text('status', { enum: ['created', 'recording', 'ended', 'expired'] })
      .notNull()
      .default('created'),
    /** The names of the audio files received, in order. */
    audioFiles: jsonb('audio_files').$type<string[]>().notNull().default([]),
    audioFilesSent: integer('audio_files_sent'),
    uploadKey: text('upload_key'),
    liveSessionId: uuid('live_session_id').references(() => liveSessions.id, { onDelete: 'set null' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /** The outcome the record system was told of (completed, partial or failed), once its consultation settled. */
    outcome: text('outcome', { enum: ['completed', 'partial', 'failed'] }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('scribe_sessions_key').on(t.keyId, t.createdAt),
    index('scribe_sessions_open').on(t.status, t.expiresAt),
  ],
);
