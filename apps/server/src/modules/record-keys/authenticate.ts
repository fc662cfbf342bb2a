import { eq } from 'drizzle-orm';
import { audit, type AuditOrigin } from '../../lib/audit.js';
import { withTransaction, type Tx } from '../../lib/transaction.js';
import type { Db } from '../../db/client.js';
import { clinicians, recordKeys } from '../../db/schema/index.js';
import { hashKey, looksLikeKey, sameHash } from './key-material.js';
import { addressState, clearFailures, recordFailure } from './throttle.js';
import type { KeyCheck, KeyUse, RecordKeyContext, RecordKeyRefusal, RecordKeyResult } from './types.js';

/**
 * Checks the key a record system presents, with no cache: a revoked key is refused on its next
 * request. Order: an address that failed too often is refused whatever key it presents; the key
 * is found by its SHA-256 (unique index) and the hashes compared in constant time; then revocation and
 * expiry. Every use and every refusal of a presented key is in the audit trail
 * (the throttle bounds how many refusals one address can write); a missing key is not a use and
 * is neither counted nor audited. The log names a key by id only, never any of its characters.
 * The address and the key are read at once (two reads, one wait). A good key's use is answered
 * for the caller to record (`recordKeyUse`), in its own transaction or in the one the request
 * writes anyway, so a request costs no commit of its own for it.
 */
export async function checkRecordKey(
  ctx: RecordKeyContext,
  presented: string | undefined,
  ip: string,
): Promise<KeyCheck> {
  const key = presented?.trim();
  if (!key) return { ok: false, reason: 'missing' };
  const db = ctx.database.db;
  const hash = hashKey(key);
  const [address, [row]] = await Promise.all([addressState(db, ip), looksLikeKey(key) ? keyRow(db, hash) : []]);
  if (address.waitSeconds > 0) return { ok: false, reason: 'throttled', retryAfterSeconds: address.waitSeconds };
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

  if (address.failures > 0) await clearFailures(db, ip);
  const use: KeyUse = {
    keyId: row.id,
    origin,
    at: now,
    touch: !row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USE_GRAIN_MS,
  };
  return { ok: true, key: { id: row.id, name: row.name, clinicianId: row.clinicianId }, use };
}

/**
 * A use of a good key: its audit row, and its last use when the stored one is a minute old (kept
 * to the minute, so a busy record system's requests each write one row, not two).
 */
export async function recordKeyUse(tx: Tx, use: KeyUse): Promise<void> {
  if (use.touch) await tx.db.update(recordKeys).set({ lastUsedAt: use.at }).where(eq(recordKeys.id, use.keyId));
  await audit(tx, use.origin, { action: 'record-key.use', resourceType: 'record-key', resourceId: use.keyId });
}

/** Checks the key and records a good key's use at once, in a transaction of its own. */
export async function authenticateRecordKey(
  ctx: RecordKeyContext,
  presented: string | undefined,
  ip: string,
): Promise<RecordKeyResult> {
  const r = await checkRecordKey(ctx, presented, ip);
  if (!r.ok) return r;
  await withTransaction(ctx.database, (tx) => recordKeyUse(tx, r.use));
  return { ok: true, key: r.key };
}

/** How precisely a key's last use is kept. */
const LAST_USE_GRAIN_MS = 60_000;

/** The key stored under this hash, with what decides whether it may act. */
function keyRow(db: Db, hash: string) {
  return db
    .select({
      id: recordKeys.id,
      name: recordKeys.name,
      keyHash: recordKeys.keyHash,
      clinicianId: recordKeys.clinicianId,
      expiresAt: recordKeys.expiresAt,
      revokedAt: recordKeys.revokedAt,
      lastUsedAt: recordKeys.lastUsedAt,
      clinicianDisabledAt: clinicians.disabledAt,
    })
    .from(recordKeys)
    .leftJoin(clinicians, eq(clinicians.id, recordKeys.clinicianId))
    .where(eq(recordKeys.keyHash, hash))
    .limit(1);
}
