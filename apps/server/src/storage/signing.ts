import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-signed capabilities for the local storage driver. A URL grants one operation on one key
 * until its expiry; PUT URLs also pin the content type and the size limit.
 */
export interface SignedGrant {
  op: 'get' | 'put';
  key: string;
  exp: number; // unix seconds
  contentType?: string;
  maxBytes?: number;
  downloadName?: string;
}

export function grantPayload(g: SignedGrant): string {
  return [g.op, g.key, g.exp, g.contentType ?? '', g.maxBytes ?? '', g.downloadName ?? ''].join('\n');
}

export function signGrant(secret: string, g: SignedGrant): string {
  return createHmac('sha256', secret).update(grantPayload(g)).digest('base64url');
}

export type GrantCheck = { ok: true } | { ok: false; status: 403; reason: string };

export function verifyGrant(secret: string, g: SignedGrant, sig: string, nowSec = Date.now() / 1000): GrantCheck {
  const expected = Buffer.from(signGrant(secret, g));
  const given = Buffer.from(sig ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, status: 403, reason: 'Signature does not match: request a new link.' };
  }
  if (!Number.isFinite(g.exp) || g.exp < nowSec) {
    return { ok: false, status: 403, reason: 'This link has expired: request a new one.' };
  }
  return { ok: true };
}
