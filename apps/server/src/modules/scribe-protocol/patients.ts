import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ProtocolPatient } from '@asha/contracts';
import { clinicians, patientRecordIds, patients } from '../../db/schema/index.js';
import { audit, type AuditOrigin } from '../../lib/audit.js';
import type { Tx } from '../../lib/transaction.js';
import type { Caller } from './auth.js';
import { ProtocolError } from './errors.js';

/**
 * Whose consultation it is: a clinician's key acts for that clinician only; a clinic-wide key must
 * name the clinician by the email they sign in with (an account that was disabled is nobody's).
 */
export async function sessionClinician(tx: Tx, caller: Caller, named: { email: string } | undefined): Promise<string> {
  if (!named) {
    if (caller.clinicianId) return caller.clinicianId;
    throw new ProtocolError(
      400,
      'missing_required_field',
      'This key is the clinic’s: name the clinician, as { "clinician": { "email": ... } }.',
      {
        field: 'clinician.email',
      },
    );
  }
  const [row] = await tx.db
    .select({ id: clinicians.id })
    .from(clinicians)
    .where(and(sql`lower(${clinicians.email}) = lower(${named.email})`, isNull(clinicians.disabledAt)))
    .limit(1);
  if (!row)
    throw new ProtocolError(400, 'invalid_request', 'No clinician of this clinic signs in with that email.', {
      field: 'clinician.email',
    });
  if (caller.clinicianId && caller.clinicianId !== row.id)
    throw new ProtocolError(
      403,
      'forbidden',
      'This key acts for one clinician only: leave clinician out, or use that clinician’s email.',
    );
  return row.id;
}

/**
 * The clinician's patient the record system names by its own id: found again by that id, or added
 * (with the name it gives) and the id kept beside them. A patient the clinician deleted is not
 * found: the id then names a new patient.
 */
export async function sessionPatient(
  tx: Tx,
  clinicianId: string,
  p: ProtocolPatient,
  origin: AuditOrigin,
): Promise<string> {
  // Two sessions naming a new id at once add one patient: the second waits here and then finds it.
  await tx.client.query('select pg_advisory_xact_lock(hashtext($1))', [`patient-record-id:${clinicianId}:${p.id}`]);
  const key = and(eq(patientRecordIds.clinicianId, clinicianId), eq(patientRecordIds.recordPatientId, p.id));
  const [known] = await tx.db
    .select({ patientId: patients.id, deletedAt: patients.deletedAt })
    .from(patientRecordIds)
    .innerJoin(patients, eq(patients.id, patientRecordIds.patientId))
    .where(key);
  if (known && !known.deletedAt) return known.patientId;
  if (!p.name) {
    throw new ProtocolError(
      400,
      'missing_required_field',
      'patient.name is required the first time a patient is sent.',
      {
        field: 'patient.name',
      },
    );
  }
  const [created] = await tx.db
    .insert(patients)
    .values({ clinicianId, name: p.name, dob: p.birth_date ?? null, gender: p.gender ?? null })
    .returning({ id: patients.id });
  const patientId = created!.id;
  if (known) await tx.db.update(patientRecordIds).set({ patientId, createdAt: new Date() }).where(key);
  else await tx.db.insert(patientRecordIds).values({ clinicianId, recordPatientId: p.id, patientId });
  await audit(
    tx,
    { ...origin, clinicianId },
    { action: 'patient.create', resourceType: 'patient', resourceId: patientId, patientId },
  );
  return patientId;
}
