import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { conversations, liveSessions, patients } from '../db/schema/index.js';
import { notFound } from './http-errors.js';
import { isUuid } from './ids.js';

export type PatientRow = typeof patients.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;
export type LiveSessionRow = typeof liveSessions.$inferSelect;

/**
 * The one ownership check: a record is found only within the signed-in clinician's own records.
 * Another clinician's id is answered exactly like a missing or malformed one (404), so ids cannot
 * be probed. A deleted record is gone for every purpose but its undo (`deleted: true`).
 */
export async function ownPatient(
  db: Db,
  clinicianId: string,
  patientId: string,
  o: { deleted?: boolean } = {},
): Promise<PatientRow> {
  if (!isUuid(patientId)) throw notFound('Patient not found');
  const [row] = await db
    .select()
    .from(patients)
    .where(
      and(
        eq(patients.id, patientId),
        eq(patients.clinicianId, clinicianId),
        o.deleted ? isNotNull(patients.deletedAt) : isNull(patients.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw notFound('Patient not found');
  return row;
}

export async function ownConversation(
  db: Db,
  clinicianId: string,
  conversationId: string,
  o: { deleted?: boolean } = {},
): Promise<ConversationRow> {
  if (!isUuid(conversationId)) throw notFound('Conversation not found');
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        eq(conversations.clinicianId, clinicianId),
        o.deleted ? isNotNull(conversations.deletedAt) : isNull(conversations.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw notFound('Conversation not found');
  return row;
}

/** A live recording of the clinician's; `forUpdate` locks its row for the caller's transaction. */
export async function ownLiveSession(
  db: Db,
  clinicianId: string,
  sessionId: string,
  o: { forUpdate?: boolean } = {},
): Promise<LiveSessionRow> {
  if (!isUuid(sessionId)) throw notFound('Recording not found');
  const q = db
    .select()
    .from(liveSessions)
    .where(and(eq(liveSessions.id, sessionId), eq(liveSessions.clinicianId, clinicianId)))
    .limit(1);
  const [row] = o.forUpdate ? await q.for('update') : await q;
  if (!row) throw notFound('Recording not found');
  return row;
}
