import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeIdToken } from '@/lib/auth/testing';
import { writeTokens } from '@/lib/auth/tokens';
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
});
