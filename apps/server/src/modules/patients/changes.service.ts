import type { UpdatePatientRequestSchema } from '@asha/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { conversations, patients } from '../../db/schema/index.js';
import { ownPatient, type PatientRow } from '../../lib/ownership.js';
import type { Tx } from '../../lib/transaction.js';
import { assertUndoable } from '../deletion/index.js';

type Correction = z.infer<typeof UpdatePatientRequestSchema>;

/** Corrects the fields the clinician sent; the others stay as they are. */
export async function updatePatient(
  tx: Tx,
  clinicianId: string,
  patientId: string,
  input: Correction,
): Promise<PatientRow> {
  await ownPatient(tx.db, clinicianId, patientId);
  const set = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<PatientRow>;
  const [row] = await tx.db
    .update(patients)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(patients.id, patientId), eq(patients.clinicianId, clinicianId), isNull(patients.deletedAt)))
    .returning();
  return row!;
}

/**
 * Deletes a patient and, with the same mark, every consultation of theirs: hidden at once, purged
 * with their files once the undo window has passed (modules/deletion/purge.ts).
 */
export async function deletePatient(tx: Tx, clinicianId: string, patientId: string): Promise<Date> {
  await ownPatient(tx.db, clinicianId, patientId);
  const deletedAt = new Date();
  await tx.db.update(patients).set({ deletedAt }).where(eq(patients.id, patientId));
  await tx.db
    .update(conversations)
    .set({ deletedAt })
    .where(and(eq(conversations.patientId, patientId), isNull(conversations.deletedAt)));
  return deletedAt;
}

/** Undoes a deletion within its window: the patient and the consultations deleted with them come back. */
export async function restorePatient(
  tx: Tx,
  clinicianId: string,
  patientId: string,
  undoSec: number,
): Promise<PatientRow> {
  const row = await ownPatient(tx.db, clinicianId, patientId, { deleted: true });
  assertUndoable(row.deletedAt, undoSec, 'patient');
  await tx.db
    .update(conversations)
    .set({ deletedAt: null })
    .where(and(eq(conversations.patientId, patientId), eq(conversations.deletedAt, row.deletedAt!)));
  const [restored] = await tx.db
    .update(patients)
    .set({ deletedAt: null })
    .where(eq(patients.id, patientId))
    .returning();
  return restored!;
}
