import { createHmac, timingSafeEqual } from 'node:crypto';
import { INVALID_NEXT_TOKEN_MESSAGE } from '@asha/contracts';
import { badRequest } from './http-errors.js';

/**
 * Opaque `nextToken`s: a position as base64url JSON plus an HMAC tag over it and its scope (the
 * list, the clinician, the order…), so a client can neither forge nor edit one, nor replay it on
 * another clinician's or another order's list: any such token is a 400, never a 500 or another's data.
 */
export function encodeCursor(secret: string, scope: string, value: unknown): string {
  const body = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${body}.${tag(secret, scope, body)}`;
}

export function decodeCursor<T>(secret: string, scope: string, token: string, isValid: (v: unknown) => v is T): T {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) throw invalid();
  const expected = Buffer.from(tag(secret, scope, body));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!isValid(value)) throw invalid();
  return value;
}

function tag(secret: string, scope: string, body: string): string {
  return createHmac('sha256', secret).update(`cursor:${scope}:${body}`).digest('base64url').slice(0, 32);
}

function invalid() {
  return badRequest(INVALID_NEXT_TOKEN_MESSAGE);
}
