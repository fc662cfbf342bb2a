import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordKeys } from '../../db/schema/index.js';
import { generateKey, hashKey, keyPrefix } from './key-material.js';

/** A key lasts a year unless its maker says otherwise. */
export const DEFAULT_EXPIRY_DAYS = 365;
const DAY_MS = 24 * 3600_000;

export type RecordKeyRow = typeof recordKeys.$inferSelect;
export type RecordKeyStatus = 'active' | 'revoked' | 'expired';

export function statusOf(row: Pick<RecordKeyRow, 'revokedAt' | 'expiresAt'>, now = new Date()): RecordKeyStatus {
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'active';
}

/** Makes a key and stores only its hash; the key itself is in the answer once and nowhere else. */
export async function createRecordKey(
  db: Db,
  input: { name: string; clinicianId: string | null; expiresDays?: number },
): Promise<{ key: string; row: RecordKeyRow }> {
  const key = generateKey();
  const days = input.expiresDays ?? DEFAULT_EXPIRY_DAYS;
  const [row] = await db
    .insert(recordKeys)
    .values({
      name: input.name,
      keyHash: hashKey(key),
      prefix: keyPrefix(key),
      clinicianId: input.clinicianId,
      expiresAt: new Date(Date.now() + days * DAY_MS),
    })
    .returning();
  return { key, row: row! };
}

/** Every key, newest first (the administrator's list). */
export function listAllRecordKeys(db: Db): Promise<RecordKeyRow[]> {
  return db.select().from(recordKeys).orderBy(desc(recordKeys.createdAt), desc(recordKeys.id));
}

/** The keys that act for a clinician: their own and the clinic-wide ones. */
const actsFor = (clinicianId: string) => or(eq(recordKeys.clinicianId, clinicianId), isNull(recordKeys.clinicianId));

export function listRecordKeysFor(db: Db, clinicianId: string): Promise<RecordKeyRow[]> {
  return db
    .select()
    .from(recordKeys)
    .where(actsFor(clinicianId))
    .orderBy(desc(recordKeys.createdAt), desc(recordKeys.id));
}

/** One key that acts for the clinician, or null (another clinician's key is as good as missing). */
export async function findRecordKeyFor(db: Db, clinicianId: string, id: string): Promise<RecordKeyRow | null> {
  const [row] = await db
    .select()
    .from(recordKeys)
    .where(and(eq(recordKeys.id, id), actsFor(clinicianId)));
  return row ?? null;
}

/** Revokes a key from now on; a key revoked before keeps its first revocation time. Null when there is no such key. */
export async function revokeRecordKey(db: Db, id: string): Promise<RecordKeyRow | null> {
  const [revoked] = await db
    .update(recordKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(recordKeys.id, id), isNull(recordKeys.revokedAt)))
    .returning();
  if (revoked) return revoked;
  const [already] = await db.select().from(recordKeys).where(eq(recordKeys.id, id));
  return already ?? null;
}
