import { bigint, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clinicians } from './clinicians.js';
import { patients } from './patients.js';

/**
 * An upload URL handed out and not yet finished. The server, not the client, notices the
 * finished PUT and turns it into exactly one conversation.
 */
export const uploads = pgTable('uploads', {
  key: text('key').primaryKey(),
  clinicianId: uuid('clinician_id')
    .notNull()
    .references(() => clinicians.id, { onDelete: 'cascade' }),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  source: text('source', { enum: ['recorded', 'file'] })
    .notNull()
    .default('recorded'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicianId: uuid('clinician_id')
      .notNull()
      .references(() => clinicians.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    audioKey: text('audio_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    source: text('source', { enum: ['recorded', 'file'] })
      .notNull()
      .default('recorded'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['uploaded', 'transcribing', 'writing report', 'ready', 'failed'] })
      .notNull()
      .default('uploaded'),
    error: text('error'),
    durationSec: doublePrecision('duration_sec'),
    language: text('language'),
    transcriptKey: text('transcript_key'),
    reportKey: text('report_key'),
    processingStartedAt: timestamp('processing_started_at', { withTimezone: true }),
    processingFinishedAt: timestamp('processing_finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    /** Deleted by the clinician: hidden at once, purged with every stored file after the undo window. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The recording was removed (audio retention, or a failed upload cleaned up); transcript and report stay. */
    audioDeletedAt: timestamp('audio_deleted_at', { withTimezone: true }),
    /** An engine failed and the consultation is tried again by itself (writing/engine-retry.ts); null otherwise. */
    retryEngine: text('retry_engine', { enum: ['speech', 'report'] }),
    retryReason: text('retry_reason'),
    /** tries that failed in this run of the schedule */
    retryAttempt: integer('retry_attempt'),
    /** when the next try starts; null while a try runs and once none is left */
    retryNextAt: timestamp('retry_next_at', { withTimezone: true }),
  },
  (t) => [
    index('conversations_patient_created').on(t.patientId, t.createdAt, t.id),
    // The reports browser pages all of a clinician's recordings, newest first.
    index('conversations_clinician_created').on(t.clinicianId, t.createdAt, t.id),
  ],
);
