import type { FhirIssue, FhirSendMode, PatientCopyContent, PatientLanguage } from '@asha/contracts';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clinicians } from './clinicians.js';
import { conversations } from './conversations.js';

/**
 * Each "Send to record" of a note to the clinic's FHIR server. The row is written before the
 * server is asked, under the click's Idempotency-Key, so a second request for the same click finds
 * it instead of sending again; it then holds the outcome: the id the server gave, or what it said.
 */
export const fhirSends = pgTable(
  'fhir_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    clinicianId: uuid('clinician_id')
      .notNull()
      .references(() => clinicians.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    noteVersion: integer('note_version').notNull(),
    signed: text('signed', { enum: ['yes', 'no'] }).notNull(),
    mode: text('mode').$type<FhirSendMode>().notNull(),
    status: text('status', { enum: ['sending', 'sent', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    serverId: text('server_id'),
    httpStatus: integer('http_status'),
    error: text('error'),
    issues: jsonb('issues').$type<FhirIssue[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 6 }),
  },
  (t) => [
    uniqueIndex('fhir_sends_clinician_key').on(t.clinicianId, t.idempotencyKey),
    index('fhir_sends_conversation_created').on(t.conversationId, t.createdAt),
  ],
);

/** A patient's copy written once per note version and language (a language model's copy takes a while to write). */
export const patientCopies = pgTable(
  'patient_copies',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    noteVersion: integer('note_version').notNull(),
    language: text('language').$type<PatientLanguage>().notNull(),
    engine: text('engine').notNull(),
    content: jsonb('content').$type<PatientCopyContent>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.noteVersion, t.language, t.engine] })],
);
