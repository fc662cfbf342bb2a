import { eq } from 'drizzle-orm';
import { audit, type AuditOrigin } from '../../lib/audit.js';
import { clinicians, recordKeys } from '../../db/schema/index.js';
import { hashKey, looksLikeKey, sameHash } from './key-material.js';
import { addressState, clearFailures, recordFailure } from './throttle.js';
import type { RecordKeyContext, RecordKeyRefusal, RecordKeyResult } from './types.js';

/**
 * Checks the key a record system presents, with no cache: a revoked key is refused on its next
 * request. Order: an address that failed too often is refused before its key is even looked at;
 * the key is found by its SHA-256 (unique index) and the hashes compared in constant time; then
 * revocation and expiry. Every use and every refusal of a presented key is in the audit trail
 * (the throttle bounds how many refusals one address can write); a missing key is not a use and
 * is neither counted nor audited. The log names a key by id only, never any of its characters.
 */
export async function authenticateRecordKey(
  ctx: RecordKeyContext,
  presented: string | undefined,
  ip: string,
): Promise<RecordKeyResult> {
  const key = presented?.trim();
  if (!key) return { ok: false, reason: 'missing' };
  const db = ctx.database.db;
  const address = await addressState(db, ip);
  if (address.waitSeconds > 0) return { ok: false, reason: 'throttled', retryAfterSeconds: address.waitSeconds };

  const hash = hashKey(key);
  const [row] = looksLikeKey(key)
    ? await db
        .select({
          id: recordKeys.id,
          name: recordKeys.name,
          keyHash: recordKeys.keyHash,
          clinicianId: recordKeys.clinicianId,
          expiresAt: recordKeys.expiresAt,
          revokedAt: recordKeys.revokedAt,
          clinicianDisabledAt: clinicians.disabledAt,
        })
        .from(recordKeys)
        .leftJoin(clinicians, eq(clinicians.id, recordKeys.clinicianId))
        .where(eq(recordKeys.keyHash, hash))
        .limit(1)
    : [];
  const origin: AuditOrigin = { clinicianId: row?.clinicianId ?? null, ip, userAgent: null, requestId: null };
  const now = new Date();
  const refusal: RecordKeyRefusal | null =
    !row || !sameHash(row.keyHash, hash)
      ? 'unknown'
      : // A key acting for a clinician whose access was taken away acts for nobody.
        row.revokedAt || row.clinicianDisabledAt
        ? 'revoked'
        : row.expiresAt <= now
          ? 'expired'
          : null;

  if (refusal || !row) {
    const reason = refusal ?? 'unknown';
    await audit({ db }, origin, {
      action: 'record-key.refused',
      resourceType: 'record-key',
      resourceId: row?.id ?? null,
      outcome: 'denied',
    });
    const lockSeconds = await recordFailure(db, ip);
    ctx.logger.warn({ recordKeyId: row?.id ?? null, reason, ip, lockSeconds }, 'record-system key refused');
    if (lockSeconds > 0) {
      await audit({ db }, origin, { action: 'record-key.throttled', resourceType: 'record-key', outcome: 'denied' });
      return { ok: false, reason: 'throttled', retryAfterSeconds: lockSeconds };
    }
    return { ok: false, reason };
  }

  await db.update(recordKeys).set({ lastUsedAt: now }).where(eq(recordKeys.id, row.id));
  await audit({ db }, origin, { action: 'record-key.use', resourceType: 'record-key', resourceId: row.id });
  if (address.failures > 0) await clearFailures(db, ip);
  return { ok: true, key: { id: row.id, name: row.name, clinicianId: row.clinicianId } };
}
