import type { RecordKeySummary } from '@asha/contracts';
import { statusOf, type RecordKeyRow } from './keys.service.js';

/** A key as its list shows it: never the key, never its hash. */
export function toSummary(row: RecordKeyRow, now = new Date()): RecordKeySummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scope: row.clinicianId ? 'clinician' : 'clinic',
    status: statusOf(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
