import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { challengeFor, STATE_KEY, VERIFIER_KEY } from './pkce';
import { buildAuthorizeUrl, startSignIn } from './sign-in';
import { mockAuthFetch, TEST_AUTH } from './testing';

vi.mock('./navigate', () => ({ redirectTo: vi.fn() }));
const { redirectTo } = await import('./navigate');

describe('startSignIn', () => {
  beforeEach(() => mockAuthFetch([]));
  afterEach(() => vi.unstubAllGlobals());

  it('redirects to the authorize endpoint with code + PKCE S256, state, scope and identity_provider', async () => {
    await startSignIn();
    expect(redirectTo).toHaveBeenCalledTimes(1);
    const url = new URL(vi.mocked(redirectTo).mock.calls[0]![0]);
    expect(url.origin + url.pathname).toBe(TEST_AUTH.authorizationEndpoint);
    const q = url.searchParams;
    const verifier = sessionStorage.getItem(VERIFIER_KEY)!;
    expect(verifier).toMatch(/^[0-9a-f]{128}$/);
    expect(Object.fromEntries(q)).toEqual({
      client_id: 'web-client',
      response_type: 'code',
      redirect_uri: `${window.location.origin}/callback`,
      scope: 'openid email profile',
      code_challenge: await challengeFor(verifier),
      code_challenge_method: 'S256',
      state: sessionStorage.getItem(STATE_KEY),
      identity_provider: 'Google',
    });
  });

  it('leaves identity_provider out when the install names none', async () => {
    const url = new URL(
      await buildAuthorizeUrl(
        { ...TEST_AUTH, identityProvider: null },
        { origin: 'https://app.test', verifier: 'v', state: 's' },
      ),
    );
    expect(url.searchParams.has('identity_provider')).toBe(false);
    expect(url.searchParams.get('redirect_uri')).toBe('https://app.test/callback');
  });
});
