import { patientPrefix } from '@asha/contracts';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { CoreContext } from '../../context.js';
import { conversations, patients } from '../../db/schema/index.js';
import { audit, systemOrigin } from '../../lib/audit.js';
import { withTransaction } from '../../lib/transaction.js';
import { deleteFilesUnder, isFileOfRecording } from './stored-files.js';

const BATCH = 20;
/** A consultation the pipeline is still writing is purged once its job is surely over (its files would come back otherwise). */
const STUCK_AFTER = sql`interval '1 hour'`;
const PURGER = systemOrigin('purge');

/**
 * Deletions past their undo window become final: every stored file first (so a failure leaves the
 * rows to try again, never a file nobody knows of), then the rows — the patient's consultations,
 * uploads, notes and versions go with it by cascade — with an audit row saying only that it happened.
 */
export async function purgeDeleted(ctx: CoreContext): Promise<number> {
  const cutoff = new Date(Date.now() - ctx.config.DELETE_UNDO_SEC * 1000);
  const db = ctx.database.db;
  let purged = 0;
  const gonePatients = await db
    .select({ id: patients.id, clinicianId: patients.clinicianId, deletedAt: patients.deletedAt })
    .from(patients)
    .where(
      and(
        lt(patients.deletedAt, cutoff),
        sql`not exists (select 1 from ${conversations} c where c.patient_id = ${patients.id}
              and c.status in ('transcribing', 'writing report') and c.updated_at > now() - ${STUCK_AFTER})`,
      ),
    )
    .limit(BATCH);
  for (const p of gonePatients) {
    await deleteFilesUnder(ctx.storage, patientPrefix(p.clinicianId, p.id));
    await withTransaction(ctx.database, async (tx) => {
      const rows = await tx.db
        .delete(patients)
        .where(and(eq(patients.id, p.id), eq(patients.deletedAt, p.deletedAt!)))
        .returning({ id: patients.id });
      if (rows.length)
        await audit(tx, PURGER, {
          action: 'patient.purge',
          resourceType: 'patient',
          resourceId: p.id,
          patientId: p.id,
          clinicianId: p.clinicianId,
        });
    });
    purged += 1;
  }
  const goneConversations = await db
    .select({
      id: conversations.id,
      clinicianId: conversations.clinicianId,
      patientId: conversations.patientId,
      audioKey: conversations.audioKey,
    })
    .from(conversations)
    .innerJoin(patients, eq(patients.id, conversations.patientId))
    .where(
      and(
        lt(conversations.deletedAt, cutoff),
        isNull(patients.deletedAt),
        or(
          inArray(conversations.status, ['uploaded', 'ready', 'failed']),
          lt(conversations.updatedAt, sql`now() - ${STUCK_AFTER}`),
        ),
      ),
    )
    .limit(BATCH);
  for (const c of goneConversations) {
    await deleteFilesUnder(ctx.storage, patientPrefix(c.clinicianId, c.patientId), isFileOfRecording(c.audioKey));
    await withTransaction(ctx.database, async (tx) => {
      await tx.db.delete(conversations).where(eq(conversations.id, c.id));
      await audit(tx, PURGER, {
        action: 'conversation.purge',
        resourceType: 'conversation',
        resourceId: c.id,
        patientId: c.patientId,
        clinicianId: c.clinicianId,
      });
    });
    purged += 1;
  }
  return purged;
}
