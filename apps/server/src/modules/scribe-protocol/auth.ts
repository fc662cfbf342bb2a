import type { FastifyRequest } from 'fastify';
import type { CoreContext } from '../../context.js';
import type { AuditOrigin } from '../../lib/audit.js';
import { withTransaction, type Tx } from '../../lib/transaction.js';
import { checkRecordKey, recordKeyUse, type KeyUse } from '../record-keys/index.js';
import { ProtocolError } from './errors.js';

/**
 * The record system a request comes from: its key, the clinician the key acts for (null: the whole
 * clinic), and this request's use of the key, recorded once: in the transaction the request writes
 * anyway (`callerTransaction`), else on its own before the answer is sent (`recordUse`).
 */
export interface Caller {
  keyId: string;
  keyName: string;
  clinicianId: string | null;
  use: KeyUse;
  useRecorded: boolean;
}

const REFUSALS = {
  missing: 'An API key is required: send it in the X-API-Key header.',
  unknown: 'Invalid API key.',
  revoked: 'This API key was revoked: ask the clinic for a new one.',
  expired: 'This API key has expired: ask the clinic for a new one.',
} as const;

/**
 * The key a record system presents: the X-API-Key header, or the Authorization header with the
 * scheme the draft shows ('X-API-Key <key>') or 'Bearer <key>'. Never a query parameter.
 */
export function presentedKey(req: FastifyRequest): string | undefined {
  const header = req.headers['x-api-key'];
  if (typeof header === 'string' && header.trim()) return header.trim();
  const m = /^(?:x-api-key|bearer)\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return m?.[1];
}

/** Every protocol request but discovery: the key is checked afresh (a revoked key is refused at once). */
export async function authenticateCaller(ctx: CoreContext, req: FastifyRequest): Promise<Caller> {
  const r = await checkRecordKey(ctx, presentedKey(req), req.ip);
  if (r.ok)
    return { keyId: r.key.id, keyName: r.key.name, clinicianId: r.key.clinicianId, use: r.use, useRecorded: false };
  if (r.reason === 'throttled') {
    const wait = r.retryAfterSeconds ?? 60;
    throw new ProtocolError(
      429,
      'rate_limit_exceeded',
      `Too many requests with wrong API keys from this address. Please retry after ${wait} seconds.`,
      { retry_after_seconds: wait },
      wait,
    );
  }
  throw new ProtocolError(401, 'authentication_failed', REFUSALS[r.reason]);
}

/** The record system in the audit trail: its address and which key acted. */
export const originOf = (req: FastifyRequest, caller: Caller): AuditOrigin => ({
  clinicianId: caller.clinicianId,
  ip: req.ip ?? null,
  userAgent: `record-system key ${caller.keyId}`,
  requestId: req.id,
});

/** A request's writes in one transaction that also records its use of the key, if not recorded yet. */
export async function callerTransaction<T>(ctx: CoreContext, caller: Caller, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const record = !caller.useRecorded;
  const result = await withTransaction(ctx.database, async (tx) => {
    if (record) await recordKeyUse(tx, caller.use);
    return fn(tx);
  });
  caller.useRecorded = true;
  return result;
}

/** The use of a request that wrote nothing (or whose writes were undone), recorded before it is answered. */
export async function recordUse(ctx: CoreContext, caller: Caller): Promise<void> {
  if (caller.useRecorded) return;
  await withTransaction(ctx.database, (tx) => recordKeyUse(tx, caller.use));
  caller.useRecorded = true;
}
