import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exchangeCode, TokenCallError } from './token-endpoint';
import { mockAuthFetch, TEST_AUTH } from './testing';

const NOW = new Date('2026-03-01T10:00:00Z').getTime();

describe('token endpoint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('exchanges the code form-encoded and stores expiry = now + expires_in − 30 s', async () => {
    const { calls } = mockAuthFetch([
      { status: 200, body: { id_token: 'id1', access_token: 'at1', refresh_token: 'rt1', expires_in: 3600 } },
    ]);
    const t = await exchangeCode(TEST_AUTH, {
      code: 'c0de',
      verifier: 'v'.repeat(128),
      redirectUri: 'https://app.test/callback',
    });
    expect(t).toEqual({ idToken: 'id1', accessToken: 'at1', refreshToken: 'rt1', expiresAt: NOW + 3600_000 - 30_000 });
    expect(Object.fromEntries(calls[0]!.body)).toEqual({
      grant_type: 'authorization_code',
      client_id: 'web-client',
      code: 'c0de',
      redirect_uri: 'https://app.test/callback',
      code_verifier: 'v'.repeat(128),
    });
  });

  it('reports a failed call as its status and body text', async () => {
    mockAuthFetch([{ status: 400, body: '{"error":"invalid_grant"}' }]);
    await expect(exchangeCode(TEST_AUTH, { code: 'x', verifier: 'v', redirectUri: 'r' })).rejects.toThrow(
      new TokenCallError('400 {"error":"invalid_grant"}'),
    );
  });

  it("calls an answer without an ID token 'Token exchange failed'", async () => {
    mockAuthFetch([{ status: 200, body: { access_token: 'only' } }]);
    await expect(exchangeCode(TEST_AUTH, { code: 'x', verifier: 'v', redirectUri: 'r' })).rejects.toThrow(
      'Token exchange failed',
    );
  });
});
