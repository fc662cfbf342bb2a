import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeIdToken } from '@/lib/auth/testing';
import { writeTokens } from '@/lib/auth/tokens';
import { installFakeApi, json } from '@/test/fake-api';
import { ProfilePage } from './profile-page';

const signIn = (claims: Record<string, unknown>) =>
  writeTokens({ idToken: fakeIdToken(claims), accessToken: 'a', refreshToken: null, expiresAt: Date.now() + 60_000 });

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ProfilePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('Profile page', () => {
  it("asks a signed-out visitor to log in: 'Please log in'", () => {
    renderPage();
    expect(screen.getByText('Please log in')).toBeInTheDocument();
  });

  it('shows the badge, initials avatar, name, email, member since, details and security', () => {
    signIn({ given_name: 'Asha', family_name: 'Rao', email: 'asha@clinic.test', iat: Date.UTC(2026, 2, 15) / 1000 });
    renderPage();
    expect(screen.getByText('Free Tier Profile')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Asha Rao');
    expect(screen.getByRole('img', { name: 'Asha Rao' })).toHaveTextContent('AR');
    expect(screen.getByText('Member since March 2026')).toBeInTheDocument();
    expect(screen.getAllByText('asha@clinic.test')).toHaveLength(2);
    const details = screen.getByRole('heading', { name: 'Personal Details' }).closest('div.rounded-lg') as HTMLElement;
    expect(within(details).getByText('Asha')).toBeInTheDocument();
    expect(within(details).getByText('Rao')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText(/managed through your Google account/)).toBeInTheDocument();
  });

  it("falls back to 'Not provided', the email's name, a picture and 'Recently'", () => {
    signIn({ email: 'dr.sen@clinic.test', picture: 'https://img.test/p.png' });
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('dr.sen');
    expect(screen.getAllByText('Not provided')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'dr.sen' })).toHaveAttribute('src', 'https://img.test/p.png');
    expect(screen.getByText('Member since Recently')).toBeInTheDocument();
  });

  describe('Record systems', () => {
    afterEach(() => vi.unstubAllGlobals());
    const key = (over: Record<string, unknown>) => ({
      prefix: 'ask_Ab3x',
      scope: 'clinician',
      status: 'active',
      createdAt: '2026-11-01T09:00:00.000Z',
      expiresAt: '2027-11-01T09:00:00.000Z',
      lastUsedAt: null,
      revokedAt: null,
      ...over,
    });

    it('lists the keys acting for the clinician and revokes one after asking', async () => {
      const clinic = key({
        id: 'k-clinic',
        name: 'Front desk EMR',
        scope: 'clinic',
        lastUsedAt: '2026-11-28T10:30:00.000Z',
      });
      const own = key({ id: 'k-own', name: 'Ward EMR' });
      const old = key({ id: 'k-old', name: 'Old EMR', status: 'expired', expiresAt: '2026-10-01T09:00:00.000Z' });
      const calls = installFakeApi({
        'GET /api/record-keys': () => json({ items: [clinic, own, old] }),
        'POST /api/record-keys/k-own/revoke': () =>
          json({ ...own, status: 'revoked', revokedAt: '2026-11-29T12:00:00.000Z' }),
      });
      signIn({ email: 'asha@clinic.test' });
      renderPage();
      const list = await screen.findByRole('list', { name: 'Record-system keys' });
      const row = (name: string) => within(list).getByRole('listitem', { name });
      expect(row('Front desk EMR')).toHaveTextContent('Clinic-wide: acts for every clinician');
      expect(row('Front desk EMR')).toHaveTextContent('Last used28 Nov 2026');
      expect(row('Ward EMR')).toHaveTextContent('Acts for you only');
      expect(row('Ward EMR')).toHaveTextContent('Expires1 Nov 2027');
      expect(row('Ward EMR')).toHaveTextContent('Last usedNever');
      expect(row('Old EMR')).toHaveTextContent('Expired');
      expect(within(row('Old EMR')).queryByRole('button')).toBeNull();

      await userEvent.click(within(row('Ward EMR')).getByRole('button', { name: 'Revoke Ward EMR' }));
      const dialog = screen.getByRole('dialog', { name: 'Revoke this key?' });
      expect(dialog).toHaveTextContent('"Ward EMR" will stop working at once.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(0);

      await userEvent.click(within(row('Ward EMR')).getByRole('button', { name: 'Revoke Ward EMR' }));
      await userEvent.click(screen.getByRole('button', { name: 'Revoke key' }));
      await waitFor(() => expect(row('Ward EMR')).toHaveTextContent('Revoked29 Nov 2026'));
      expect(within(row('Ward EMR')).queryByRole('button')).toBeNull();
      expect(calls.filter((c) => c.key.startsWith('POST')).map((c) => c.key)).toEqual([
        'POST /api/record-keys/k-own/revoke',
      ]);

      await userEvent.click(within(row('Front desk EMR')).getByRole('button', { name: 'Revoke Front desk EMR' }));
      expect(screen.getByRole('dialog')).toHaveTextContent('revoking it stops that record system for all of them');
    }, 30_000);
  });
});
