import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clinicians, revokedSessions } from '../../db/schema/index.js';
import type { VerifiedIdentity } from './verifier.js';

export interface Clinician {
  id: string;
  email: string | null;
  name: string | null;
  createdAt: Date;
}

const columns = { id: clinicians.id, email: clinicians.email, name: clinicians.name, createdAt: clinicians.createdAt };

/** Signing in: finds or creates the clinician for a verified identity, keeping email and name current. */
export async function upsertClinician(db: Db, who: VerifiedIdentity): Promise<Clinician> {
  const [row] = await db
    .insert(clinicians)
    .values({ issuer: who.issuer, subject: who.subject, email: who.email, name: who.name })
    .onConflictDoUpdate({
      target: [clinicians.issuer, clinicians.subject],
      set: {
        email: sql`coalesce(excluded.email, ${clinicians.email})`,
        name: sql`coalesce(excluded.name, ${clinicians.name})`,
      },
    })
    .returning(columns);
  return row!;
}

export interface ClinicianAccess {
  clinician: Clinician | null;
  disabled: boolean;
  revoked: boolean;
}

/** One read per token check: the clinician, whether they are disabled, and whether this session was ended. */
export async function findClinicianAccess(db: Db, who: VerifiedIdentity, sessionKey: string): Promise<ClinicianAccess> {
  const [row] = await db
    .select({
      ...columns,
      disabledAt: clinicians.disabledAt,
      revoked: sql<boolean>`exists (select 1 from ${revokedSessions} where ${revokedSessions.key} = ${sessionKey})`,
    })
    .from(clinicians)
    .where(and(eq(clinicians.issuer, who.issuer), eq(clinicians.subject, who.subject)))
    .limit(1);
  if (!row) return { clinician: null, disabled: false, revoked: false };
  const { disabledAt, revoked, ...clinician } = row;
  return { clinician, disabled: disabledAt !== null, revoked };
}

/**
 * A verified identity the app has never seen (a client that calls the API before registering its
 * sign-in): created once; later requests only read.
 */
export async function createClinicianOnFirstSight(db: Db, who: VerifiedIdentity): Promise<void> {
  await db
    .insert(clinicians)
    .values({ issuer: who.issuer, subject: who.subject, email: who.email, name: who.name })
    .onConflictDoNothing({ target: [clinicians.issuer, clinicians.subject] });
}

/** Disables every clinician signed in with this email or this subject of the issuer; returns their ids. */
export async function disableClinicians(
  db: Db,
  o: { email: string; issuer?: string; subject?: string },
): Promise<string[]> {
  const match =
    o.issuer && o.subject
      ? sql`(lower(${clinicians.email}) = ${o.email.toLowerCase()} or (${clinicians.issuer} = ${o.issuer} and ${clinicians.subject} = ${o.subject}))`
      : sql`lower(${clinicians.email}) = ${o.email.toLowerCase()}`;
  const rows = await db
    .update(clinicians)
    .set({ disabledAt: new Date() })
    .where(and(match, isNull(clinicians.disabledAt)))
    .returning({ id: clinicians.id });
  return rows.map((r) => r.id);
}
