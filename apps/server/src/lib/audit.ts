import type { AuditAction, AuditOutcome, AuditResourceType } from '@asha/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { auditEvents } from '../db/schema/index.js';
import type { Tx } from './transaction.js';

/**
 * The one way to write the audit trail. A change records its row inside the transaction that
 * makes it — `await audit(tx, req, {...})` in `withTransaction` — so both commit or neither does.
 * Reads go through `auditRead` (audit-reads.ts). Rows hold ids only, never a patient's details.
 */
export interface AuditEntry {
  action: AuditAction;
  resourceType: AuditResourceType;
  resourceId?: string | null;
  patientId?: string | null;
  outcome?: AuditOutcome;
  /** Who acted, when it is not the signed-in clinician of `req` (the owner for system work). */
  clinicianId?: string | null;
  /** The sign-in name tried, for a failed sign-in. */
  account?: string | null;
}

/** Where a request came from, as the app sees it (the proxy's address unless TRUST_PROXY names it). */
export interface AuditOrigin {
  clinicianId: string | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

/** Work the app does on its own (retention, purges, cleanup): no address, a name for the agent. */
export function systemOrigin(agent: string): AuditOrigin {
  return { clinicianId: null, ip: null, userAgent: `asha-scribe ${agent}`, requestId: null };
}

export function requestOrigin(req: FastifyRequest): AuditOrigin {
  const ua = req.headers['user-agent'];
  return {
    clinicianId: (req.clinician as { id?: string } | null)?.id ?? null,
    ip: req.ip ?? null,
    userAgent: typeof ua === 'string' ? ua.slice(0, 300) : null,
    requestId: req.id,
  };
}

export type AuditRow = typeof auditEvents.$inferInsert;

export function auditRow(origin: AuditOrigin, e: AuditEntry): AuditRow {
  return {
    clinicianId: e.clinicianId !== undefined ? e.clinicianId : origin.clinicianId,
    account: e.account ?? null,
    action: e.action,
    resourceType: e.resourceType,
    resourceId: e.resourceId ?? null,
    patientId: e.patientId ?? null,
    outcome: e.outcome ?? 'success',
    ip: origin.ip,
    userAgent: origin.userAgent,
    requestId: origin.requestId,
  };
}

/** Appends audit rows inside the caller's transaction (or on `db` for a lone event such as a failed sign-in). */
export async function audit(
  tx: Tx | { db: Db },
  who: FastifyRequest | AuditOrigin,
  ...entries: AuditEntry[]
): Promise<void> {
  if (entries.length === 0) return;
  const origin = 'raw' in who ? requestOrigin(who) : who;
  await tx.db.insert(auditEvents).values(entries.map((e) => auditRow(origin, e)));
}
