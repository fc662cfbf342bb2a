import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProvisionalLine } from '@asha/contracts';
import { clinicians } from './clinicians.js';
import { conversations } from './conversations.js';
import { patients } from './patients.js';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A recording whose audio reaches the server while it is made. The browser names it (a retried
 * start makes one row); its patient may be named only when it is finished (the recorder screen).
 * Finishing it makes exactly one conversation (`conversation_id`, unique).
 */
export const liveSessions = pgTable('live_sessions', {
  id: uuid('id').primaryKey(),
  clinicianId: uuid('clinician_id')
    .notNull()
    .references(() => clinicians.id, { onDelete: 'cascade' }),
  patientId: uuid('patient_id').references(() => patients.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  status: text('status', { enum: ['recording', 'finished', 'discarded'] })
    .notNull()
    .default('recording'),
  /** Chunks stored: 0 … chunks - 1, with no gap. */
  chunks: integer('chunks').notNull().default(0),
  bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
  conversationId: uuid('conversation_id')
    .unique()
    .references(() => conversations.id, { onDelete: 'cascade' }),
  /** What the live transcription has reached: seconds decoded, seconds of speech waiting for the engine. */
  receivedSec: doublePrecision('received_sec').notNull().default(0),
  waitingSec: doublePrecision('waiting_sec').notNull().default(0),
  /** Why there is no live transcript (no speech engine yet), for the recorder to say. */
  note: text('note'),
  /**
   * Lines of the speech still being spoken, each recognised from a short piece as soon as it ends:
   * provisional, replaced in one transaction by the settled pieces once their stretch is recognised whole.
   */
  provisionalLines: jsonb('provisional_lines').$type<ProvisionalLine[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/**
 * The recorded audio, one row per recorder chunk, kept until the consultation's transcript is
 * written: stored before the chunk is acknowledged, and stored once (a retried chunk finds its row).
 */
export const liveChunks = pgTable(
  'live_chunks',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** This chunk begins a new recorder stream (the recording was resumed after a reload). */
    startsStream: boolean('starts_stream').notNull().default(false),
    data: bytea('data').notNull(),
    sha256: text('sha256').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.seq] })],
);

/**
 * The live transcript: one row per stretch of one voice, with its voice statistics (so a restarted
 * transcription names the voices without the audio) and what was said in it (null: no words).
 */
export const livePieces = pgTable(
  'live_pieces',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    idx: integer('idx').notNull(),
    span: integer('span').notNull(),
    start: doublePrecision('start_sec').notNull(),
    end: doublePrecision('end_sec').notNull(),
    stats: bytea('stats').notNull(),
    text: text('text'),
    english: text('english'),
    language: text('language'),
    confidence: doublePrecision('confidence'),
    /** Provisional until the recording is finished. */
    role: text('role', { enum: ['Doctor', 'Patient', 'Other'] })
      .notNull()
      .default('Patient'),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.idx] })],
);
