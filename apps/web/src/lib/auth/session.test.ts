import { afterEach, describe, expect, it, vi } from 'vitest';
import { getValidIdToken } from './session';
import { mockAuthFetch } from './testing';
import { readTokens, writeTokens } from './tokens';

const store = (expiresAt: number, refreshToken: string | null = 'rt-1') => writeTokens({ idToken: 'id-old', accessToken: 'at-old', refreshToken, expiresAt });

describe('getValidIdToken (spec §4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('returns null when nobody is signed in', async () => {
    const { fetchMock } = mockAuthFetch([]);
    expect(await getValidIdToken()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('returns the stored token until expiresAt without calling the provider', async () => {
    const { fetchMock } = mockAuthFetch([]);
    store(Date.now() + 60_000);
    expect(await getValidIdToken()).toBe('id-old');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes an expired token once for concurrent callers and stores the result', async () => {
    const { calls } = mockAuthFetch([{ status: 200, body: { id_token: 'id-new', access_token: 'at-new', expires_in: 3600 } }]);
    store(Date.now() - 1);
    const [a, b, c] = await Promise.all([getValidIdToken(), getValidIdToken(), getValidIdToken()]);
    expect([a, b, c]).toEqual(['id-new', 'id-new', 'id-new']);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body.get('refresh_token')).toBe('rt-1');
    const t = readTokens()!;
    expect(t).toMatchObject({ idToken: 'id-new', accessToken: 'at-new', refreshToken: 'rt-1' });
    expect(t.expiresAt).toBeGreaterThan(Date.now() + 3600_000 - 5_000);
  });

  it('starts a fresh refresh after the shared one has finished', async () => {
    const { calls } = mockAuthFetch([
      { status: 200, body: { id_token: 'id-2', access_token: 'a', expires_in: 0 } },
      { status: 200, body: { id_token: 'id-3', access_token: 'a', expires_in: 3600 } },
    ]);
    store(Date.now() - 1);
    expect(await getValidIdToken()).toBe('id-2');
    expect(await getValidIdToken()).toBe('id-3');
    expect(calls).toHaveLength(2);
  });

  it('returns to signed-out silently with a console log when the refresh fails', async () => {
    mockAuthFetch([{ status: 400, body: { error: 'invalid_grant' } }]);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    store(Date.now() - 1);
    expect(await getValidIdToken()).toBeNull();
    expect(readTokens()).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('refresh failed'), expect.stringContaining('invalid_grant'));
  });

  it('is signed out when the token expired and there is no refresh token', async () => {
    const { fetchMock } = mockAuthFetch([]);
    store(Date.now() - 1, null);
    expect(await getValidIdToken()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
