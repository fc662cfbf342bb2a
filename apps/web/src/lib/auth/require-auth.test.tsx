import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECK_INTERVAL_MS } from './auth-store';
import { RequireAuth } from './require-auth';
import { fakeIdToken, mockAuthFetch } from './testing';
import { readTokens, writeTokens } from './tokens';

function renderGuarded() {
  return render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route path="/auth" element={<p>Sign-in page</p>} />
        <Route
          path="/dashboard"
          element={
            <RequireAuth>
              <p>Dashboard</p>
            </RequireAuth>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const tok = (name: string) => fakeIdToken({ given_name: name, iat: 1 });

describe('RequireAuth and the signed-in check', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends a signed-out visitor to /auth', async () => {
    mockAuthFetch([]);
    renderGuarded();
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });

  it('shows the page to a signed-in clinician', async () => {
    mockAuthFetch([]);
    writeTokens({ idToken: tok('A'), accessToken: 'a', refreshToken: null, expiresAt: Date.now() + 60_000 });
    renderGuarded();
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
  });

  it('refreshes an expired token at start, showing a loading state meanwhile', async () => {
    mockAuthFetch([], undefined, [{ status: 200, body: { idToken: tok('B'), accessToken: 'a2', expiresIn: 3600 } }]);
    writeTokens({ idToken: tok('A'), accessToken: 'a', refreshToken: null, expiresAt: Date.now() - 1 });
    renderGuarded();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in…');
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(readTokens()!.idToken).toBe(tok('B'));
  });

  it('runs the check every 300000 ms: an expiry found then is refreshed, a failed refresh signs out', async () => {
    vi.useFakeTimers();
    const { sessionCalls: calls } = mockAuthFetch([], undefined, [
      { status: 401, body: { error: 'Your session has ended. Please sign in again.' } },
    ]);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const now = Date.now();
    writeTokens({ idToken: tok('A'), accessToken: 'a', refreshToken: null, expiresAt: now + 100_000 });
    renderGuarded();
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS - 1);
    });
    expect(calls).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(calls).toHaveLength(1);
    expect(screen.getByText('Sign-in page')).toBeInTheDocument();
  });
});
