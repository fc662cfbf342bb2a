import { expect, test, type Page } from '@playwright/test';
import { E2E_DOCTOR } from './support/sign-in';

/**
 * Sign-in end to end, in Chromium against the built product: 'Continue with Google' → the
 * embedded provider's clinic sign-in → /dashboard/patients; an expired token is refreshed on
 * reload (from the server's HttpOnly cookie: no refresh token in local storage); the profile;
 * sign-out back to '/' ends the session at once, and signing in again asks for the password.
 */
interface Stored {
  idToken: string;
  refreshToken: string | null;
  expiresAt: number;
}

const readTokens = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('ff_tokens') ?? 'null') as Stored | null);

test('sign in through the embedded provider, survive an expiry, see the profile, sign out', async ({ page }) => {
  // The guided tour would cover the page after sign-in; it is not what this test is about.
  await page.addInitScript(() => localStorage.setItem('tourCompleted', 'true'));

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();

  // The embedded provider's own page says plainly that this is the clinic's local sign-in.
  await expect(page.getByRole('heading', { name: 'Asha Scribe — clinic sign-in' })).toBeVisible();
  await expect(page.getByText("This is your clinic's own local sign-in")).toBeVisible();
  await page.getByLabel('Email').fill(E2E_DOCTOR.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');

  await page.getByLabel('Password').fill(E2E_DOCTOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard\/patients$/);

  const first = (await readTokens(page))!;
  expect(first.refreshToken).toBeNull();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'asha_refresh')).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
    path: '/api/session',
  });
  // POST {provider}/oauth2/token: stored expiry = now + expires_in (3600 s) − 30 s.
  expect(first.expiresAt - Date.now()).toBeGreaterThan(3500_000);
  expect(first.expiresAt - Date.now()).toBeLessThanOrEqual(3570_000);

  // Expire the token. ID tokens carry whole seconds, so wait for the next one to tell old from new.
  await page.waitForTimeout(1100);
  await page.evaluate(() => {
    const t = JSON.parse(localStorage.getItem('ff_tokens')!);
    localStorage.setItem('ff_tokens', JSON.stringify({ ...t, expiresAt: Date.now() - 1000 }));
  });
  await page.reload();
  await expect.poll(async () => (await readTokens(page))?.idToken).not.toBe(first.idToken);
  const refreshed = (await readTokens(page))!;
  // No margin after a refresh: the full hour.
  expect(refreshed.expiresAt - Date.now()).toBeGreaterThan(3570_000);
  await expect(page).toHaveURL(/\/dashboard\/patients$/);

  await page.locator('a[href="/dashboard/profile"]').first().click();
  await page.waitForURL(/\/dashboard\/profile$/);
  await expect(page.getByText('Free Tier Profile')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'e2e.doctor' })).toBeVisible();
  await expect(page.getByText(/^Member since [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await expect(page.getByText('Verified')).toBeVisible();

  const beforeSignOut = refreshed.idToken;
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await readTokens(page)).toBeNull();
  // The token is refused from the very next request, although it has not expired.
  const after = await page.request.get('/api/me', { headers: { authorization: `Bearer ${beforeSignOut}` } });
  expect(after.status()).toBe(401);
  expect((await page.context().cookies()).find((c) => c.name === 'asha_refresh')).toBeUndefined();

  // Signed out means the dashboard is closed again, and the provider asks for the password again.
  await page.goto('/dashboard/patients');
  await page.waitForURL(/\/auth$/);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Asha Scribe — clinic sign-in' })).toBeVisible();
  await expect(page.getByLabel('Password')).toBeEmpty();
});

test('a callback without a code says why', async ({ page }) => {
  await page.goto('/callback');
  await expect(page.getByRole('alert')).toHaveText('Login error: Missing authorization code');
});
