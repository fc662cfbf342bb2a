import type {
  Evidence,
  FlagResolution,
  NoteStatus,
  NoteVersionKind,
  PatientReport,
  ReportFlag,
  Transcript,
} from '@asha/contracts';
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clinicians } from './clinicians.js';
import { conversations } from './conversations.js';

/**
 * The clinician's note of one consultation: which report version is current, whether it is signed,
 * the latest transcript version, and a regeneration under way. Every change locks this row, so two
 * saves of one note are serialised and the later one sees the version it did not start from.
 */
export const notes = pgTable('notes', {
  conversationId: uuid('conversation_id')
    .primaryKey()
    .references(() => conversations.id, { onDelete: 'cascade' }),
  clinicianId: uuid('clinician_id')
    .notNull()
    .references(() => clinicians.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  status: text('status').$type<NoteStatus>().notNull(),
  /** 0 when the consultation has no timed transcript to correct */
  transcriptVersion: integer('transcript_version').notNull(),
  regenState: text('regen_state', { enum: ['queued', 'running', 'failed'] }),
  regenError: text('regen_error'),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
});

/** Every version of a note; version 1 is the pipeline's AI draft. Rows are only ever added (and signed). */
export const noteVersions = pgTable(
  'note_versions',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => notes.conversationId, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    kind: text('kind').$type<NoteVersionKind>().notNull(),
    /** null: written by the AI */
    authorId: uuid('author_id'),
    authorName: text('author_name'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    report: jsonb('report').$type<PatientReport>().notNull(),
    evidence: jsonb('evidence').$type<Evidence[]>().notNull(),
    flags: jsonb('flags').$type<ReportFlag[]>().notNull(),
    resolutions: jsonb('resolutions').$type<FlagResolution[]>().notNull(),
    authored: jsonb('authored').$type<string[]>().notNull(),
    handEdited: jsonb('hand_edited').$type<string[]>().notNull(),
    changed: jsonb('changed').$type<string[]>().notNull(),
    reason: text('reason'),
    transcriptVersion: integer('transcript_version').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true, precision: 6 }),
    signedBy: text('signed_by'),
    /** the note type (a template's id) this version is shown and exported in */
    noteType: text('note_type').notNull().default('soap'),
    /** a stored template's version the version was written in, then signed in; null for a built-in type */
    noteTypeVersion: integer('note_type_version'),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.version] })],
);

/** Corrected transcripts; version 1 is the pipeline's, whose file in storage stays as it was. */
export const transcriptVersions = pgTable(
  'transcript_versions',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => notes.conversationId, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    authorId: uuid('author_id'),
    authorName: text('author_name'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    transcript: jsonb('transcript').$type<Transcript>().notNull(),
    change: text('change'),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.version] })],
);
