import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

/**
 * Verifies the bearer ID token of every data call: signature against the
 * issuer's JWKS, `iss`, `aud`, `exp` with at most 60 s of clock skew, and asymmetric
 * algorithms only — `alg: none` and HMAC tokens are refused.
 */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  name: string | null;
  claims: JWTPayload;
}

export interface TokenVerifier {
  verify(token: string): Promise<VerifiedIdentity>;
}

export class InvalidTokenError extends Error {}

export const ALLOWED_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'];
export const CLOCK_SKEW_SEC = 60;

export function createTokenVerifier(o: { issuer: string; audience: string; keys: JWTVerifyGetKey }): TokenVerifier {
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, o.keys, {
          issuer: o.issuer,
          audience: o.audience,
          algorithms: ALLOWED_ALGORITHMS,
          clockTolerance: CLOCK_SKEW_SEC,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        return toIdentity(payload);
      } catch (err) {
        throw new InvalidTokenError(describe(err));
      }
    },
  };
}

function toIdentity(p: JWTPayload): VerifiedIdentity {
  const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const full = [str(p.given_name), str(p.family_name)].filter(Boolean).join(' ');
  return { issuer: p.iss!, subject: p.sub!, email: str(p.email), name: str(p.name) ?? (full || null), claims: p };
}

function describe(err: unknown): string {
  if (err instanceof errors.JWTExpired) return 'Your session has expired. Please sign in again.';
  if (err instanceof errors.JWTClaimValidationFailed) return `Token rejected: ${err.claim} is not valid.`;
  if (err instanceof errors.JOSEAlgNotAllowed) return 'Token rejected: algorithm not allowed.';
  if (err instanceof errors.JWSSignatureVerificationFailed) return 'Token rejected: bad signature.';
  return 'Token rejected: not a valid ID token.';
}
