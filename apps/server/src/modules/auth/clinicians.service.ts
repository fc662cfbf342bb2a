import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clinicians } from '../../db/schema/index.js';
import type { VerifiedIdentity } from './verifier.js';

export interface Clinician {
  id: string;
  email: string | null;
  name: string | null;
  createdAt: Date;
}

/** Finds or creates the clinician for a verified identity, keeping email and name current. */
export async function upsertClinician(db: Db, who: VerifiedIdentity): Promise<Clinician> {
  const [row] = await db
    .insert(clinicians)
    .values({ issuer: who.issuer, subject: who.subject, email: who.email, name: who.name })
    .onConflictDoUpdate({
      target: [clinicians.issuer, clinicians.subject],
      set: { email: sql`coalesce(excluded.email, ${clinicians.email})`, name: sql`coalesce(excluded.name, ${clinicians.name})` },
    })
    .returning({ id: clinicians.id, email: clinicians.email, name: clinicians.name, createdAt: clinicians.createdAt });
  return row!;
}
