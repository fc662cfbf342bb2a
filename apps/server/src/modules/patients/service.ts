import type { CreatePatientRequestSchema, ListPatientsQuery, Patient } from '@asha/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { patients } from '../../db/schema/index.js';
import type { PatientCursor } from './cursor.js';

type PatientRow = typeof patients.$inferSelect;

export function toPatient(row: PatientRow): Patient {
  return {
    patientId: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    gender: row.gender,
    dob: row.dob,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// JS dates stop at milliseconds; the cursor keeps PostgreSQL's microseconds so ties never skip rows.
const createdAtMicros = sql<string>`to_char(${patients.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface PatientPage {
  items: Patient[];
  last: PatientCursor | null;
}

/**
 * Keyset pagination on (created_at, id) within one clinician (issue #4): page 500 costs what
 * page 1 costs because the index `patients_clinician_created` is entered at the cursor.
 */
export async function listPatients(
  db: Db,
  clinicianId: string,
  q: Pick<ListPatientsQuery, 'limit' | 'order'>,
  after: PatientCursor | null,
): Promise<PatientPage> {
  const dir = q.order === 'asc' ? asc : desc;
  const cmp = q.order === 'asc' ? sql`>` : sql`<`;
  const seek = after
    ? sql`(${patients.createdAt}, ${patients.id}) ${cmp} (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const rows = await db
    .select({ row: patients, cursorTs: createdAtMicros })
    .from(patients)
    .where(and(eq(patients.clinicianId, clinicianId), seek))
    .orderBy(dir(patients.createdAt), dir(patients.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const lastRow = page.at(-1);
  const more = rows.length > q.limit && lastRow;
  return {
    items: page.map((r) => toPatient(r.row)),
    last: more ? { createdAt: lastRow.cursorTs, id: lastRow.row.id, order: q.order } : null,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The clinician's own patient, or null: a foreign or malformed id is simply not found. */
export async function findPatient(db: Db, clinicianId: string, patientId: string): Promise<Patient | null> {
  if (!UUID.test(patientId)) return null;
  const [row] = await db
    .select()
    .from(patients)
    .where(and(eq(patients.id, patientId), eq(patients.clinicianId, clinicianId)))
    .limit(1);
  return row ? toPatient(row) : null;
}

export async function createPatient(
  db: Db,
  clinicianId: string,
  input: z.infer<typeof CreatePatientRequestSchema>,
): Promise<Patient> {
  const [row] = await db
    .insert(patients)
    .values({
      clinicianId,
      name: input.name,
      email: input.email ?? null,
      phone: input.phone ?? null,
      gender: input.gender ?? null,
      dob: input.dob ?? null,
      notes: input.notes ?? null,
    })
    .returning();
  return toPatient(row!);
}
