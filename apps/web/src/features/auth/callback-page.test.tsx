import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockAuthFetch } from '@/lib/auth/testing';
import { readTokens } from '@/lib/auth/tokens';
import { CallbackPage } from './callback-page';

function renderAt(search: string) {
  return render(
    <MemoryRouter initialEntries={[`/callback${search}`]}>
      <Routes>
        <Route path="/callback" element={<CallbackPage />} />
        <Route path="/dashboard" element={<p>Dashboard</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const withPkce = () => {
  sessionStorage.setItem('pkce_verifier', 'a'.repeat(128));
  sessionStorage.setItem('pkce_state', 'st');
};

describe('/callback', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows 'Signing you in…', stores the tokens with the 30 s margin, then goes to /dashboard", async () => {
    const { calls, sessionCalls } = mockAuthFetch([
      { status: 200, body: { id_token: 'id', access_token: 'at', refresh_token: 'rt', expires_in: 3600 } },
    ]);
    withPkce();
    renderAt('?code=abc&state=st');
    expect(screen.getByText('Signing you in…')).toBeInTheDocument();
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body.get('code_verifier')).toBe('a'.repeat(128));
    const t = readTokens()!;
    // The refresh token went to the server (an HttpOnly cookie), not to local storage.
    expect(t).toMatchObject({ idToken: 'id', accessToken: 'at', refreshToken: null });
    expect(localStorage.getItem('ff_tokens')).not.toContain('rt');
    expect(sessionCalls).toEqual([{ path: '/session', authorization: 'Bearer id', body: { refreshToken: 'rt' } }]);
    expect(t.expiresAt - Date.now()).toBeGreaterThan(3570_000 - 5_000);
    expect(t.expiresAt - Date.now()).toBeLessThanOrEqual(3570_000);
    expect(sessionStorage.getItem('pkce_verifier')).toBeNull();
  });

  it.each([
    ['', 'Missing authorization code'],
    ['?error=access_denied', 'access_denied'],
    ['?error=access_denied&error_description=User+cancelled', 'User cancelled'],
  ])('%s → Login error: %s', async (search, reason) => {
    mockAuthFetch([]);
    withPkce();
    renderAt(search);
    expect(await screen.findByRole('alert')).toHaveTextContent(`Login error: ${reason}`);
  });

  it("needs the stored PKCE verifier: 'Missing PKCE verifier'", async () => {
    mockAuthFetch([]);
    renderAt('?code=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login error: Missing PKCE verifier');
  });

  it('refuses a state that does not match the one sent', async () => {
    const { calls } = mockAuthFetch([]);
    withPkce();
    renderAt('?code=abc&state=forged');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login error: State mismatch');
    expect(calls).toHaveLength(0);
  });

  it('shows the status and body text of a failed token call', async () => {
    mockAuthFetch([{ status: 400, body: '{"error":"invalid_grant","error_description":"grant request is invalid"}' }]);
    withPkce();
    renderAt('?code=abc&state=st');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login error: 400 {"error":"invalid_grant","error_description":"grant request is invalid"}',
    );
    expect(readTokens()).toBeNull();
  });

  it("shows 'Token exchange failed' when the provider cannot be reached", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    withPkce();
    renderAt('?code=zzz&state=st');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login error: Token exchange failed');
  });
});
