import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { createTokenVerifier, type TokenVerifier } from '../modules/auth/verifier.js';

export const TEST_ISSUER = 'https://issuer.test.local';
export const TEST_AUDIENCE = 'asha-test-client';

export interface TestIssuer {
  verifier: TokenVerifier;
  /** An ID token as a provider would sign it; override claims or header to forge bad ones. */
  mint(claims: Record<string, unknown> & { sub: string }, o?: { expiresInSec?: number; iat?: number }): Promise<string>;
  /** A key the verifier does not trust, for tampering tests. */
  mintWithForeignKey(claims: Record<string, unknown> & { sub: string }): Promise<string>;
}

/** A real RS256 issuer in memory: tests verify real signatures without an HTTP provider. */
export async function createTestIssuer(): Promise<TestIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const verifier = createTokenVerifier({
    issuer: TEST_ISSUER,
    audience: TEST_AUDIENCE,
    keys: createLocalJWKSet({ keys: [jwk] }),
  });
  const sign = async (
    key: CryptoKey,
    claims: Record<string, unknown>,
    o: { expiresInSec?: number; iat?: number } = {},
  ) => {
    const now = Math.floor(Date.now() / 1000);
    const iat = o.iat ?? now;
    return new SignJWT({ iss: TEST_ISSUER, aud: TEST_AUDIENCE, iat, exp: iat + (o.expiresInSec ?? 3600), ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .sign(key);
  };
  return {
    verifier,
    mint: (claims, o) => sign(privateKey, claims, o),
    mintWithForeignKey: (claims) => sign(foreign.privateKey, claims),
  };
}
