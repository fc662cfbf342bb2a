import { and, eq, inArray, lte } from 'drizzle-orm';
import { PATIENT_LANGUAGE_CODES, PROTOCOL_MODEL_ID, type CreateProtocolSession } from '@asha/contracts';
import type { CoreContext } from '../../context.js';
import { scribeSessions } from '../../db/schema/index.js';
import { audit, systemOrigin, type AuditOrigin } from '../../lib/audit.js';
import { discardLiveRecording } from '../live/index.js';
import { withTransaction } from '../../lib/transaction.js';
import { callerTransaction, type Caller } from './auth.js';
import { invalidRequest, ProtocolError, sessionNotFound } from './errors.js';
import { onSessionEvent } from './events.js';
import { isSessionId, newSessionId } from './ids.js';
import { PROTOCOL_BASE_PATH, SESSION_TTL_SEC } from './limits.js';
import { sessionClinician, sessionPatient } from './patients.js';

export type SessionRow = typeof scribeSessions.$inferSelect;

const LANGUAGES = new Set<string>(PATIENT_LANGUAGE_CODES);

/** What the service cannot do, refused before anything is stored. */
function refuseUnoffered(body: CreateProtocolSession) {
  if (body.model !== undefined && body.model !== PROTOCOL_MODEL_ID)
    throw invalidRequest(
      `model '${body.model.slice(0, 40)}' is not offered: this service offers '${PROTOCOL_MODEL_ID}' (see discovery).`,
      { field: 'model' },
    );
  if (body.upload_type === 'stream')
    throw invalidRequest('upload_type "stream" is not offered: use "single" or "chunked".', { field: 'upload_type' });
  if (body.communication_protocol && body.communication_protocol !== 'http')
    throw invalidRequest(`communication_protocol "${body.communication_protocol}" is not offered: use "http".`, {
      field: 'communication_protocol',
    });
  for (const [field, codes] of [
    ['language_hint', body.language_hint],
    ['transcript_language', body.transcript_language],
  ] as const) {
    const unknown = codes?.find((c) => !LANGUAGES.has(c));
    if (unknown)
      throw invalidRequest(`${field}: '${unknown}' is not a supported language (see discovery's languages).`, {
        field,
      });
  }
}

/**
 * POST /sessions: a new session of one consultation of the named patient (found by the record
 * system's id, or added), for the key's clinician or the one a clinic-wide key names.
 */
export async function createSession(
  ctx: CoreContext,
  caller: Caller,
  body: CreateProtocolSession,
  origin: AuditOrigin,
) {
  refuseUnoffered(body);
  const row = await callerTransaction(ctx, caller, async (tx) => {
    const clinicianId = await sessionClinician(tx, caller, body.clinician);
    const patientId = await sessionPatient(tx, clinicianId, body.patient, origin);
    const createdAt = new Date();
    const [s] = await tx.db
      .insert(scribeSessions)
      .values({
        id: newSessionId(),
        keyId: caller.keyId,
        clinicianId,
        patientId,
        templates: body.templates,
        model: PROTOCOL_MODEL_ID,
        languageHint: body.language_hint ?? null,
        transcriptLanguage: body.transcript_language?.[0] ?? 'en',
        uploadType: body.upload_type === 'single' ? 'single' : 'chunked',
        additionalData: body.additional_data ?? null,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + SESSION_TTL_SEC * 1000),
      })
      .returning();
    await audit(
      tx,
      { ...origin, clinicianId },
      { action: 'recording.start', resourceType: 'recording', resourceId: s!.id, patientId },
    );
    await onSessionEvent(
      ctx,
      { keyId: caller.keyId, sessionId: s!.id, event: 'session.started', occurredAt: createdAt },
      tx.client,
    );
    return s!;
  });
  return {
    session_id: row.id,
    status: 'created' as const,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    upload_url: `${ctx.config.publicUrl}${PROTOCOL_BASE_PATH}/sessions/${row.id}/audio`,
  };
}

/** The caller's session (another key's answers exactly like a missing one), expired first if its time is up. */
export async function ownSession(ctx: CoreContext, keyId: string, id: string): Promise<SessionRow> {
  if (!isSessionId(id)) throw sessionNotFound(id);
  const [row] = await ctx.database.db
    .select()
    .from(scribeSessions)
    .where(and(eq(scribeSessions.id, id), eq(scribeSessions.keyId, keyId)));
  if (!row) throw sessionNotFound(id);
  if (!isOpen(row) || row.expiresAt.getTime() > Date.now()) return row;
  await expireSessions(ctx, [row.id]);
  return ownSession(ctx, keyId, id);
}

export const isOpen = (row: SessionRow) => row.status === 'created' || row.status === 'recording';

export function refuseExpired(row: SessionRow) {
  if (row.status !== 'expired') return;
  throw new ProtocolError(410, 'session_expired', `Session '${row.id}' has expired: create a new session.`, {
    session_id: row.id,
    expired_at: (row.expiredAt ?? row.expiresAt).toISOString(),
  });
}

/**
 * Sessions whose time is up and that were never ended expire: they take no more audio and are never
 * processed, and audio stored for them is removed. Returns the sessions it expired.
 */
export async function expireSessions(ctx: CoreContext, ids?: string[]): Promise<SessionRow[]> {
  const expired = await withTransaction(ctx.database, async (tx) => {
    const rows = await tx.db
      .update(scribeSessions)
      .set({ status: 'expired', expiredAt: new Date() })
      .where(
        and(
          inArray(scribeSessions.status, ['created', 'recording']),
          lte(scribeSessions.expiresAt, new Date()),
          ids ? inArray(scribeSessions.id, ids) : undefined,
        ),
      )
      .returning();
    for (const r of rows)
      await onSessionEvent(
        ctx,
        { keyId: r.keyId, sessionId: r.id, event: 'session.expired', occurredAt: r.expiredAt! },
        tx.client,
      );
    return rows;
  });
  for (const r of expired) {
    if (r.uploadKey) await ctx.storage.delete(r.uploadKey).catch(() => undefined);
    if (r.liveSessionId)
      await discardLiveRecording(ctx, r.clinicianId, r.liveSessionId, (tx, live) =>
        audit(tx, systemOrigin('session expiry'), {
          action: 'recording.discard',
          resourceType: 'recording',
          resourceId: live.id,
          patientId: r.patientId,
          clinicianId: r.clinicianId,
        }),
      ).catch((err: Error) =>
        ctx.logger.warn({ sessionId: r.id, err: err.message }, 'expired session: live recording not discarded'),
      );
  }
  return expired;
}
