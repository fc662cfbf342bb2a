import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, type PatientCursor } from './cursor.js';

const secret = 'x'.repeat(64);
const clinicianId = '3f1c6a2e-8d4b-4f7a-9c2e-1a2b3c4d5e6f';
const cursor: PatientCursor = { createdAt: '2026-01-02T03:04:05.123456Z', id: '0b0f6a4e-1111-4222-8333-444455556666', order: 'desc' };

describe('patients nextToken', () => {
  it('round-trips the keyset position with microseconds for the same clinician and order', () => {
    const token = encodeCursor(cursor, clinicianId, secret);
    expect(decodeCursor(token, { clinicianId, order: 'desc', secret })).toEqual(cursor);
  });

  it('is opaque: no raw id or timestamp in plain sight', () => {
    const token = encodeCursor(cursor, clinicianId, secret);
    expect(token).not.toContain(cursor.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it('rejects a token of another clinician, another order or another secret', () => {
    const token = encodeCursor(cursor, clinicianId, secret);
    expect(decodeCursor(token, { clinicianId: '00000000-0000-4000-8000-000000000000', order: 'desc', secret })).toBeNull();
    expect(decodeCursor(token, { clinicianId, order: 'asc', secret })).toBeNull();
    expect(decodeCursor(token, { clinicianId, order: 'desc', secret: 'y'.repeat(64) })).toBeNull();
  });

  it('rejects tampered payloads, missing tags and garbage', () => {
    const token = encodeCursor(cursor, clinicianId, secret);
    const [, sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ c: cursor.createdAt, i: '99999999-1111-4222-8333-444455556666', o: 'desc' })).toString('base64url');
    for (const bad of [`${forged}.${sig}`, token.split('.')[0]!, 'abc', '', `${token}.x`, `${token.split('.')[0]}.${sig!.startsWith('A') ? 'B' : 'A'}${sig!.slice(1)}`]) {
      expect(decodeCursor(bad, { clinicianId, order: 'desc', secret })).toBeNull();
    }
  });
});
