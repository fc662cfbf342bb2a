import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SortOrder } from '@asha/contracts';

/**
 * The opaque `nextToken` of GET /patients (issue #4): the keyset position (createdAt with
 * microseconds, id) and the order, signed with the app secret and bound to the clinician, so a
 * forged token, a tampered one, another clinician's, or one from the other order is rejected.
 */
export interface PatientCursor {
  /** created_at as ISO text with microseconds, exactly as PostgreSQL stores it. */
  createdAt: string;
  id: string;
  order: SortOrder;
}

interface Wire {
  c: string;
  i: string;
  o: SortOrder;
}

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function tag(secret: string, clinicianId: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`patients-cursor\n${clinicianId}\n${payload}`).digest().subarray(0, 16);
}

export function encodeCursor(cursor: PatientCursor, clinicianId: string, secret: string): string {
  const wire: Wire = { c: cursor.createdAt, i: cursor.id, o: cursor.order };
  const payload = Buffer.from(JSON.stringify(wire)).toString('base64url');
  return `${payload}.${tag(secret, clinicianId, payload).toString('base64url')}`;
}

/** The cursor, or null for anything not minted by us for this clinician and this order. */
export function decodeCursor(token: string, expected: { clinicianId: string; order: SortOrder; secret: string }): PatientCursor | null {
  const [payload, sig, extra] = token.split('.');
  if (!payload || !sig || extra !== undefined) return null;
  const want = tag(expected.secret, expected.clinicianId, payload);
  const got = Buffer.from(sig, 'base64url');
  if (got.length !== want.length || !timingSafeEqual(got, want)) return null;
  const wire = parseWire(Buffer.from(payload, 'base64url').toString('utf8'));
  if (!wire || wire.o !== expected.order) return null;
  return { createdAt: wire.c, id: wire.i, order: wire.o };
}

function parseWire(json: string): Wire | null {
  try {
    const w = JSON.parse(json) as Partial<Wire>;
    if (typeof w.c !== 'string' || !ISO_MICROS.test(w.c)) return null;
    if (typeof w.i !== 'string' || !UUID.test(w.i)) return null;
    if (w.o !== 'asc' && w.o !== 'desc') return null;
    return { c: w.c, i: w.i, o: w.o };
  } catch {
    return null;
  }
}
