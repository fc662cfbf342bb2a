import { describe, expect, it } from 'vitest';
import { signGrant, verifyGrant, type SignedGrant } from './signing.js';
import { assertSafeKey } from './types.js';

const secret = 'x'.repeat(64);
const grant: SignedGrant = {
  op: 'put',
  key: 'doctors/a/b/c.webm',
  exp: 2_000_000_000,
  contentType: 'audio/webm',
  maxBytes: 100,
};

describe('signed storage grants', () => {
  it('accepts its own signature before expiry', () => {
    expect(verifyGrant(secret, grant, signGrant(secret, grant), 1_900_000_000)).toEqual({ ok: true });
  });

  it('refuses an expired grant', () => {
    const r = verifyGrant(secret, grant, signGrant(secret, grant), 2_000_000_001);
    expect(r).toMatchObject({ ok: false, status: 403, reason: expect.stringMatching(/expired/) });
  });

  it('refuses a grant whose key, type, size or operation was changed after signing', () => {
    const sig = signGrant(secret, grant);
    for (const changed of [
      { ...grant, key: 'doctors/a/b/other.webm' },
      { ...grant, contentType: 'text/html' },
      { ...grant, maxBytes: 10_000_000 },
      { ...grant, op: 'get' as const },
      { ...grant, exp: grant.exp + 3600 },
    ]) {
      expect(verifyGrant(secret, changed, sig, 1_900_000_000)).toMatchObject({ ok: false, status: 403 });
    }
  });

  it('refuses a signature made with another secret', () => {
    expect(verifyGrant(secret, grant, signGrant('y'.repeat(64), grant), 1_900_000_000).ok).toBe(false);
  });
});

describe('storage keys', () => {
  it.each(['../etc/passwd', 'a/../../b', '/abs/path', 'a//b', 'a/./b', 'a\\b', 'a/b\u0000', '', 'a/b c'])(
    'refuses %j',
    (k) => {
      expect(() => assertSafeKey(k)).toThrow(/Invalid storage key/);
    },
  );
  it('keeps ordinary keys', () => {
    expect(assertSafeKey('doctors/1f/2e/2026-01-01T10-00-00Z-ab12.webm')).toBe(
      'doctors/1f/2e/2026-01-01T10-00-00Z-ab12.webm',
    );
  });
});
