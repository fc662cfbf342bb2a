import { createHash } from 'node:crypto';
import type { VerifiedIdentity } from './verifier.js';

/**
 * The sign-in session a bearer token belongs to, as one opaque key: the provider's session id
 * (`sid`) when the token has one, else the subject and the moment they entered their password
 * (`auth_time`, the same in every token a refresh of that sign-in gives), else the token itself.
 * Ending a session stores this key, and every token of that session is refused from then on.
 */
export function sessionKeyOf(identity: VerifiedIdentity, token: string): string {
  const c = identity.claims;
  const basis =
    typeof c.sid === 'string' && c.sid
      ? `sid\n${identity.issuer}\n${c.sid}`
      : typeof c.auth_time === 'number'
        ? `auth_time\n${identity.issuer}\n${identity.subject}\n${c.auth_time}`
        : `token\n${token}`;
  return createHash('sha256').update(basis).digest('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
