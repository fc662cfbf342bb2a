import type { CreatePatientRequestSchema, ListPatientsQuery, ListPatientsResponse, Patient } from '@asha/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { patients } from '../../db/schema/index.js';
import { conflict } from '../../lib/http-errors.js';
import { keysetPage, microsText } from '../../lib/keyset.js';
import type { PatientRow } from '../../lib/ownership.js';

export function toPatient(row: PatientRow): Patient {
  return {
    patientId: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    gender: row.gender,
    dob: row.dob,
    notes: row.notes,
    preferredLanguage: row.preferredLanguage,
    abhaNumber: row.abhaNumber,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The clinician's own patients, newest or oldest first, a page at a time (index `patients_clinician_created`). */
export async function listPatients(
  db: Db,
  clinicianId: string,
  q: ListPatientsQuery,
  secret: string,
): Promise<ListPatientsResponse> {
  const paging = keysetPage(
    { createdAt: patients.createdAt, id: patients.id },
    { secret, scope: `patients:${clinicianId}`, order: q.order, limit: q.limit, nextToken: q.nextToken },
  );
  const rows = await db
    .select({ row: patients, createdAtText: microsText(patients.createdAt) })
    .from(patients)
    .where(and(eq(patients.clinicianId, clinicianId), isNull(patients.deletedAt), paging.where))
    .orderBy(...paging.orderBy)
    .limit(paging.fetch);
  const page = paging.page(rows, (r) => ({ createdAt: r.createdAtText, id: r.row.id }));
  return { items: page.rows.map((r) => toPatient(r.row)), nextToken: page.nextToken };
}

export interface CreatedPatient {
  patient: Patient;
  /** true when an earlier request with the same Idempotency-Key made it */
  replayed: boolean;
}

/**
 * A new patient, or, for an Idempotency-Key this clinician used before, the patient that request
 * made (one row whatever the race: the unique index decides, the loser reads the winner's row).
 * The same key with other details is refused: it would silently drop the new details.
 */
export async function createPatient(
  db: Db,
  clinicianId: string,
  input: z.infer<typeof CreatePatientRequestSchema>,
  idempotencyKey?: string,
): Promise<CreatedPatient> {
  const values = {
    clinicianId,
    name: input.name,
    email: input.email ?? null,
    phone: input.phone ?? null,
    gender: input.gender ?? null,
    dob: input.dob ?? null,
    notes: input.notes ?? null,
    preferredLanguage: input.preferredLanguage ?? null,
    abhaNumber: input.abhaNumber ?? null,
  };
  if (!idempotencyKey) {
    const [row] = await db.insert(patients).values(values).returning();
    return { patient: toPatient(row!), replayed: false };
  }
  const [row] = await db
    .insert(patients)
    .values({ ...values, idempotencyKey })
    .onConflictDoNothing({ target: [patients.clinicianId, patients.idempotencyKey] })
    .returning();
  if (row) return { patient: toPatient(row), replayed: false };
  const [first] = await db
    .select()
    .from(patients)
    .where(and(eq(patients.clinicianId, clinicianId), eq(patients.idempotencyKey, idempotencyKey)));
  if (!first || !sameDetails(first, values)) throw conflict(KEY_REUSED);
  return { patient: toPatient(first), replayed: true };
}

export const KEY_REUSED =
  'This Idempotency-Key was already used to add a patient with other details. Send a new key for a new patient.';

function sameDetails(
  row: PatientRow,
  v: Omit<PatientRow, 'id' | 'createdAt' | 'updatedAt' | 'idempotencyKey' | 'deletedAt'>,
): boolean {
  return (['name', 'email', 'phone', 'gender', 'dob', 'notes', 'preferredLanguage', 'abhaNumber'] as const).every(
    (k) => row[k] === v[k],
  );
}
