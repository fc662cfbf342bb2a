import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeIdToken } from '@/lib/auth/testing';
import { SignInPage } from './sign-in-page';

function renderAt(path = '/auth') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/auth" element={<SignInPage />} />
        <Route path="/dashboard" element={<p>Dashboard home</p>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

describe('SignInPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the welcome, one Google button and the terms note', () => {
    renderAt();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to access your healthcare documentation platform')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Continue with Google']);
    expect(
      screen.getByText('By continuing, you agree to our Terms of Service and Privacy Policy.'),
    ).toBeInTheDocument();
    const panel = screen.getByTestId('marketing-panel');
    for (const figure of ['99%', 'accuracy', '45min', 'time saved', 'A+', 'quality'])
      expect(panel).toHaveTextContent(figure);
  });

  it("says 'An unexpected error occurred' when sign-in cannot start", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it('sends a clinician who is already signed in to the dashboard', () => {
    const idToken = fakeIdToken({ email: 'dr@clinic.test', iat: 1 });
    localStorage.setItem(
      'ff_tokens',
      JSON.stringify({ idToken, accessToken: 'a', refreshToken: null, expiresAt: Date.now() + 60_000 }),
    );
    renderAt();
    expect(screen.getByText('Dashboard home')).toBeInTheDocument();
  });
});
