import { AUDIT_ACTIONS, type AuditAction } from '@asha/contracts';
import { and, asc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { auditEvents, clinicians } from '../db/schema/index.js';
import { isUuid } from '../lib/ids.js';

export const CSV_COLUMNS = [
  'at',
  'clinician_id',
  'clinician_email',
  'account',
  'action',
  'description',
  'resource_type',
  'resource_id',
  'patient_id',
  'outcome',
  'ip',
  'user_agent',
  'request_id',
] as const;

export interface AuditFilter {
  patientId?: string;
  /** Every clinician record with this email (a clinician may sign in through more than one provider). */
  clinicianEmail?: string;
  since?: Date;
}

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled; a leading = + - @ is neutralised for spreadsheets. */
export function csvField(v: string | null): string {
  if (v === null) return '';
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

interface ExportRow {
  at: string;
  id: string;
  clinicianId: string | null;
  clinicianEmail: string | null;
  account: string | null;
  action: string;
  resourceType: string;
  resourceId: string | null;
  patientId: string | null;
  outcome: string;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

/**
 * The audit trail for a compliance officer, oldest first, as CSV lines written one page at a time
 * (a long trail never sits in memory whole).
 */
export async function* auditCsv(db: Db, f: AuditFilter): AsyncGenerator<string> {
  yield CSV_COLUMNS.join(',');
  const filters: SQL[] = [];
  if (f.patientId) filters.push(eq(auditEvents.patientId, f.patientId));
  if (f.clinicianEmail) filters.push(sql`lower(${clinicians.email}) = ${f.clinicianEmail.toLowerCase()}`);
  if (f.since) filters.push(gte(auditEvents.at, f.since));
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const position: SQL | undefined = after
      ? sql`(${auditEvents.at}, ${auditEvents.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
      : undefined;
    const rows: ExportRow[] = await db
      .select({
        at: sql<string>`to_char(${auditEvents.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        id: auditEvents.id,
        clinicianId: auditEvents.clinicianId,
        clinicianEmail: clinicians.email,
        account: auditEvents.account,
        action: auditEvents.action,
        resourceType: auditEvents.resourceType,
        resourceId: auditEvents.resourceId,
        patientId: auditEvents.patientId,
        outcome: auditEvents.outcome,
        ip: auditEvents.ip,
        userAgent: auditEvents.userAgent,
        requestId: auditEvents.requestId,
      })
      .from(auditEvents)
      .leftJoin(clinicians, eq(clinicians.id, auditEvents.clinicianId))
      .where(and(...filters, position))
      .orderBy(asc(auditEvents.at), asc(auditEvents.id))
      .limit(1000);
    for (const r of rows) {
      const description = AUDIT_ACTIONS[r.action as AuditAction] ?? r.action;
      yield [
        r.at,
        r.clinicianId,
        r.clinicianEmail,
        r.account,
        r.action,
        description,
        r.resourceType,
        r.resourceId,
        r.patientId,
        r.outcome,
        r.ip,
        r.userAgent,
        r.requestId,
      ]
        .map(csvField)
        .join(',');
    }
    if (rows.length < 1000) return;
    const last = rows.at(-1)!;
    after = { at: last.at, id: last.id };
  }
}

/** The command's arguments: one of --patient or --clinician, and --since. */
export function parseAuditArgs(argv: string[]): AuditFilter {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const patientId = value('--patient');
  const clinicianEmail = value('--clinician');
  const since = value('--since');
  if (!patientId === !clinicianEmail) throw new UsageError('Give either --patient <id> or --clinician <email>.');
  if (patientId && !isUuid(patientId))
    throw new UsageError(`"${patientId}" is not a patient id (a UUID, as in the patient's address).`);
  const sinceDate = since ? new Date(since) : undefined;
  if (sinceDate && Number.isNaN(sinceDate.getTime()))
    throw new UsageError(`--since "${since}" is not a date: write it as 2026-01-31 or 2026-01-31T09:00:00Z.`);
  return { patientId, clinicianEmail, since: sinceDate };
}

export class UsageError extends Error {}
