import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { clinicians } from '../db/schema/index.js';
import { isUuid } from '../lib/ids.js';
import { UsageError } from './keys-args.js';

/**
 * The clinician a new key acts for, by email (as they sign in) or by clinician id. A clinician
 * record exists once they have signed in; one whose access was taken away gets no key; an email
 * on several records (one person signing in through two providers) needs the id of the one meant.
 */
export async function findClinicianForKey(db: Db, who: string): Promise<{ id: string; label: string }> {
  const rows = await db
    .select({ id: clinicians.id, email: clinicians.email, disabledAt: clinicians.disabledAt })
    .from(clinicians)
    .where(isUuid(who) ? sql`${clinicians.id} = ${who}` : sql`lower(${clinicians.email}) = ${who.toLowerCase()}`);
  if (rows.length === 0)
    throw new UsageError(
      `No clinician ${who} has signed in yet: a key can act for a clinician once they have signed in to Asha Scribe.`,
    );
  const enabled = rows.filter((r) => !r.disabledAt);
  if (enabled.length === 0) throw new UsageError(`${who} is disabled: a key cannot act for them.`);
  if (enabled.length > 1)
    throw new UsageError(
      `${who} signs in through more than one provider; give the clinician id instead: ${enabled.map((r) => r.id).join(', ')}.`,
    );
  return { id: enabled[0]!.id, label: enabled[0]!.email ?? enabled[0]!.id };
}

export async function clinicianEmails(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: clinicians.id, email: clinicians.email })
    .from(clinicians)
    .where(inArray(clinicians.id, [...new Set(ids)]));
  return new Map(rows.filter((r) => r.email).map((r) => [r.id, r.email!]));
}
