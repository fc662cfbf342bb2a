import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_KEY, lastActivityAt } from './idle';
import { buildLogoutUrl, signOut, signOutAfterIdle } from './sign-out';
import { mockAuthFetch, TEST_AUTH } from './testing';
import { readTokens, writeTokens } from './tokens';

vi.mock('./navigate', () => ({ redirectTo: vi.fn() }));
const { redirectTo } = await import('./navigate');

describe('sign-out', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('Cognito style: /logout with client_id and logout_uri back to the site root', () => {
    const url = new URL(buildLogoutUrl(TEST_AUTH, { origin: 'https://app.test', idToken: 'id' }));
    expect(url.origin + url.pathname).toBe('https://idp.test/logout');
    expect(Object.fromEntries(url.searchParams)).toEqual({ client_id: 'web-client', logout_uri: 'https://app.test/' });
  });

  it('standard end-session: post_logout_redirect_uri, client_id and the ID token as a hint', () => {
    const auth = {
      ...TEST_AUTH,
      logoutEndpoint: 'https://idp.test/oidc/session/end',
      logoutParam: 'post_logout_redirect_uri' as const,
    };
    const url = new URL(buildLogoutUrl(auth, { origin: 'https://app.test', idToken: 'id-tok' }));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'web-client',
      post_logout_redirect_uri: 'https://app.test/',
      id_token_hint: 'id-tok',
    });
  });

  it('removes the stored tokens at once, ends the session on the server, then leaves for the provider', async () => {
    const { sessionCalls } = mockAuthFetch([]);
    writeTokens({ idToken: 'id', accessToken: 'a', refreshToken: null, expiresAt: Date.now() + 1000 });
    signOut();
    expect(readTokens()).toBeNull();
    await vi.waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(1));
    expect(sessionCalls).toEqual([{ path: '/session/end', authorization: 'Bearer id', body: { reason: 'sign-out' } }]);
    expect(vi.mocked(redirectTo).mock.calls[0]![0]).toMatch(
      /^https:\/\/idp\.test\/logout\?client_id=web-client&logout_uri=/,
    );
  });

  it('says when the session ends because the computer was left idle', async () => {
    const { sessionCalls } = mockAuthFetch([]);
    writeTokens({ idToken: 'id', accessToken: 'a', refreshToken: null, expiresAt: Date.now() + 1000 });
    signOutAfterIdle();
    await vi.waitFor(() => expect(sessionCalls).toHaveLength(1));
    expect(sessionCalls[0]!.body).toEqual({ reason: 'idle' });
  });

  it.each([
    ['signing out', signOut],
    ['the idle sign-out', signOutAfterIdle],
  ])('%s forgets the last use, so the next sign-in, however much later, is not timed out by it', (_, leave) => {
    mockAuthFetch([]);
    writeTokens({ idToken: 'id', accessToken: 'a', refreshToken: null, expiresAt: Date.now() + 1000 });
    localStorage.setItem(ACTIVITY_KEY, String(Date.now()));
    leave();
    expect(lastActivityAt()).toBeNull();
  });
});
