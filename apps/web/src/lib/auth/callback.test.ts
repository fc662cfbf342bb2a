import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeSignIn } from './callback';
import { ACTIVITY_KEY, lastActivityAt } from './idle';
import { STATE_KEY, VERIFIER_KEY } from './pkce';
import { fakeIdToken, mockAuthFetch } from './testing';
import { readTokens } from './tokens';

const MIN = 60_000;

describe('the callback after the provider', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('counts signing in as use: a last use from long before does not time the new session out', async () => {
    localStorage.setItem(ACTIVITY_KEY, String(Date.now() - 60 * MIN));
    sessionStorage.setItem(VERIFIER_KEY, 'verifier');
    sessionStorage.setItem(STATE_KEY, 'state-1');
    const idToken = fakeIdToken({ sub: 'doctor-1' });
    mockAuthFetch([
      { status: 200, body: { id_token: idToken, access_token: 'a', refresh_token: 'r', expires_in: 3600 } },
    ]);
    const before = Date.now();
    await completeSignIn(new URLSearchParams({ code: 'code-1', state: 'state-1' }));
    expect(readTokens()?.idToken).toBe(idToken);
    expect(lastActivityAt()).toBeGreaterThanOrEqual(before);
  });
});
