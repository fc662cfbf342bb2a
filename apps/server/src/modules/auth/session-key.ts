import { createHash } from 'node:crypto';
import type { VerifiedIdentity } from './verifier.js';

/**
 * The sign-in session a bearer token belongs to, as one opaque key. Each sign-in must have its
 * own, the same in every token its refreshes give: the provider's session id (`sid`, which the
 * embedded provider always sets) when the token has one; else Cognito's `origin_jti` (its refresh
 * token's id); else the subject and the moment they entered their password (`auth_time`, which
 * two devices signing in within one second share); else the token itself.
 * Ending a session stores this key, and every token of that session is refused from then on.
 */
export function sessionKeyOf(identity: VerifiedIdentity, token: string): string {
  const c = identity.claims;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const sid = text(c.sid);
  const originJti = text(c.origin_jti);
  const basis = sid
    ? `sid\n${identity.issuer}\n${sid}`
    : originJti
      ? `origin_jti\n${identity.issuer}\n${originJti}`
      : typeof c.auth_time === 'number'
        ? `auth_time\n${identity.issuer}\n${identity.subject}\n${c.auth_time}`
        : `token\n${token}`;
  return createHash('sha256').update(basis).digest('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
