import { describe, expect, it } from 'vitest';
import { base64url, challengeFor, createVerifier } from './pkce';

describe('PKCE S256', () => {
  it('makes a random 64-byte hex verifier', () => {
    const a = createVerifier();
    const b = createVerifier();
    expect(a).toMatch(/^[0-9a-f]{128}$/);
    expect(b).toMatch(/^[0-9a-f]{128}$/);
    expect(a).not.toBe(b);
  });

  it('derives the challenge as URL-safe base64 of SHA-256 (RFC 7636 appendix B vector)', async () => {
    expect(await challengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('encodes without padding or +/ characters', () => {
    expect(base64url(new Uint8Array([251, 255, 191]))).toBe('-_-_');
    expect(base64url(new Uint8Array([1]))).toBe('AQ');
  });
});
