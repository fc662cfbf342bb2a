import type { CoreContext } from '../../context.js';
import type { AuditOrigin } from '../../lib/audit.js';

/** What checking a presented record-system key needs: the database, and the log for refusals (ids only). */
export type RecordKeyContext = Pick<CoreContext, 'database' | 'logger'>;

/** A record-system key as a caller may see it: never the key or its hash. */
export interface RecordKeyIdentity {
  id: string;
  name: string;
  /** The clinician the key acts for; null for a clinic-wide key. */
  clinicianId: string | null;
}

export type RecordKeyRefusal = 'missing' | 'unknown' | 'revoked' | 'expired' | 'throttled';

/** The answer to a presented key: the key it is, or why it is refused (with when to try again when throttled). */
export type RecordKeyResult =
  { ok: true; key: RecordKeyIdentity } | { ok: false; reason: RecordKeyRefusal; retryAfterSeconds?: number };

/** A good key's use, for the caller to record with `recordKeyUse`. */
export interface KeyUse {
  keyId: string;
  origin: AuditOrigin;
  at: Date;
  /** whether the stored last use is a minute old and is to be moved to `at` */
  touch: boolean;
}

/** A checked key whose use is not yet recorded, or why it is refused. */
export type KeyCheck = { ok: true; key: RecordKeyIdentity; use: KeyUse } | Extract<RecordKeyResult, { ok: false }>;
