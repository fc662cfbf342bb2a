import type {
  AccessEntry,
  AccessHistoryQuery,
  AccessHistoryResponse,
  AuditAction,
  AuditOutcome,
} from '@asha/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditEvents, clinicians } from '../../db/schema/index.js';
import { keysetPage, microsText } from '../../lib/keyset.js';

/** One patient's Access history, newest first, a page at a time (index `audit_events_patient_at`). */
export async function accessHistory(
  db: Db,
  secret: string,
  clinicianId: string,
  patientId: string,
  q: AccessHistoryQuery,
): Promise<AccessHistoryResponse> {
  const paging = keysetPage(
    { createdAt: auditEvents.at, id: auditEvents.id },
    {
      secret,
      scope: `access-history:${clinicianId}:${patientId}`,
      order: 'desc',
      limit: q.limit,
      nextToken: q.nextToken,
    },
  );
  const rows = await db
    .select({
      at: microsText(auditEvents.at),
      id: auditEvents.id,
      action: auditEvents.action,
      resourceType: auditEvents.resourceType,
      resourceId: auditEvents.resourceId,
      outcome: auditEvents.outcome,
      actor: sql<string | null>`coalesce(${clinicians.name}, ${clinicians.email})`,
      ip: auditEvents.ip,
      userAgent: auditEvents.userAgent,
    })
    .from(auditEvents)
    .leftJoin(clinicians, eq(clinicians.id, auditEvents.clinicianId))
    .where(and(eq(auditEvents.patientId, patientId), paging.where))
    .orderBy(...paging.orderBy)
    .limit(paging.fetch);
  const page = paging.page(rows, (r) => ({ createdAt: r.at, id: r.id }));
  return { items: page.rows.map(toEntry), nextToken: page.nextToken };
}

function toEntry(r: {
  at: string;
  action: string;
  resourceType: string;
  resourceId: string | null;
  outcome: string;
  actor: string | null;
  ip: string | null;
  userAgent: string | null;
}): AccessEntry {
  return {
    at: r.at,
    action: r.action as AuditAction,
    resourceType: r.resourceType,
    resourceId: r.resourceId,
    outcome: r.outcome as AuditOutcome,
    actor: r.actor,
    ip: r.ip,
    userAgent: r.userAgent,
  };
}
