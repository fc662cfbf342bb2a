import { afterEach, describe, expect, it, vi } from 'vitest';
import { getValidIdToken } from './session';
import { mockAuthFetch } from './testing';
import { readTokens, TOKENS_KEY, writeTokens } from './tokens';

const store = (expiresAt: number) =>
  writeTokens({ idToken: 'id-old', accessToken: 'at-old', refreshToken: null, expiresAt });
const renewed = (idToken: string, expiresIn = 3600) => ({
  status: 200,
  body: { idToken, accessToken: 'at-new', expiresIn },
});

describe('getValidIdToken with the refresh token kept by the server', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('returns null when nobody is signed in', async () => {
    const { fetchMock } = mockAuthFetch([]);
    expect(await getValidIdToken()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('returns the stored token until expiresAt without calling anyone', async () => {
    const { fetchMock } = mockAuthFetch([]);
    store(Date.now() + 60_000);
    expect(await getValidIdToken()).toBe('id-old');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renews an expired token once for concurrent callers through the server, with no margin', async () => {
    const { sessionCalls } = mockAuthFetch([], undefined, [renewed('id-new')]);
    store(Date.now() - 1);
    const [a, b, c] = await Promise.all([getValidIdToken(), getValidIdToken(), getValidIdToken()]);
    expect([a, b, c]).toEqual(['id-new', 'id-new', 'id-new']);
    expect(sessionCalls.map((x) => x.path)).toEqual(['/session/refresh']);
    const t = readTokens()!;
    expect(t).toMatchObject({ idToken: 'id-new', accessToken: 'at-new', refreshToken: null });
    expect(t.expiresAt).toBeGreaterThan(Date.now() + 3600_000 - 5_000);
  });

  it('never writes a refresh token to local storage', async () => {
    mockAuthFetch([], undefined, [renewed('id-new')]);
    writeTokens({ idToken: 'id', accessToken: 'a', refreshToken: 'secret-refresh', expiresAt: Date.now() - 1 });
    expect(localStorage.getItem(TOKENS_KEY)).not.toContain('secret-refresh');
    await getValidIdToken();
    expect(localStorage.getItem(TOKENS_KEY)).not.toContain('secret-refresh');
  });

  it('drops a refresh token an older version left in local storage', () => {
    localStorage.setItem(
      TOKENS_KEY,
      JSON.stringify({ idToken: 'id', accessToken: 'a', refreshToken: 'old-refresh', expiresAt: Date.now() + 1000 }),
    );
    expect(readTokens()!.refreshToken).toBeNull();
    expect(localStorage.getItem(TOKENS_KEY)).not.toContain('old-refresh');
  });

  it('starts a fresh renewal after the shared one has finished', async () => {
    const { sessionCalls } = mockAuthFetch([], undefined, [renewed('id-2'), renewed('id-3')]);
    store(Date.now() - 1);
    expect(await getValidIdToken()).toBe('id-2');
    store(Date.now() - 1);
    expect(await getValidIdToken()).toBe('id-3');
    expect(sessionCalls).toHaveLength(2);
  });

  it('returns to signed-out silently with a console log when the server cannot renew', async () => {
    mockAuthFetch([]);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    store(Date.now() - 1);
    expect(await getValidIdToken()).toBeNull();
    expect(readTokens()).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('refresh failed'), expect.stringContaining('401'));
  });
});
