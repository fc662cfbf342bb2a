import { expect, test, type Browser, type Page } from '@playwright/test';
import { bearer } from './support/api';
import { E2E_DOCTOR, signIn } from './support/sign-in';

// Signing in again works whatever the browser remembers of an earlier session: after a sign-out
// or an idle sign-out and a long absence, and with a stale last-use time left behind. And a
// clinician who signs in on two devices in the same second has two sessions: signing out on
// one leaves the other working.

const LAST_USE = 'ff_last_activity';

async function idleTimeoutMs(page: Page): Promise<number> {
  const config = (await (await page.request.get('/api/config')).json()) as { idleTimeoutSec: number };
  return config.idleTimeoutSec * 1000;
}

/** Time passes while nobody uses the browser: whatever last use it remembers is that much older. */
async function awayFor(page: Page, ms: number): Promise<void> {
  await page.evaluate(
    ([key, ms]) => {
      const last = localStorage.getItem(key);
      if (last) localStorage.setItem(key, String(Number(last) - ms));
    },
    [LAST_USE, ms] as const,
  );
}

/** On the dashboard, and still there once the idle check has run (it runs as the dashboard opens). */
async function expectStaysSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await page.waitForTimeout(3000);
  await expect(page).toHaveURL(/\/dashboard/);
  expect((await page.request.get('/api/me', { headers: await bearer(page) })).status()).toBe(200);
}

test('signing in again after a sign-out and a long absence opens the dashboard and keeps it open', async ({ page }) => {
  await signIn(page);
  const timeoutMs = await idleTimeoutMs(page);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await awayFor(page, timeoutMs + 60_000);
  await signIn(page);
  await expectStaysSignedIn(page);
});

test('after an idle sign-out, the clinician who comes back later can sign in', async ({ page }) => {
  await signIn(page);
  const timeoutMs = await idleTimeoutMs(page);
  await awayFor(page, timeoutMs + 1000);
  await page.waitForURL((url) => url.pathname === '/');
  await awayFor(page, timeoutMs + 60_000);
  await signIn(page);
  await expectStaysSignedIn(page);
});

test('a stale last-use time left in the browser does not end a new sign-in', async ({ page }) => {
  const timeoutMs = await idleTimeoutMs(page);
  await page.goto('/');
  await page.evaluate(([key, t]) => localStorage.setItem(key, String(Date.now() - t)), [
    LAST_USE,
    2 * timeoutMs,
  ] as const);
  await signIn(page);
  await expectStaysSignedIn(page);
});

/** A device at the provider's password form, one click from signed in. */
async function deviceAtPasswordForm(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript(() => localStorage.setItem('tourCompleted', 'true'));
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('Email').fill(E2E_DOCTOR.email);
  await page.getByLabel('Password').fill(E2E_DOCTOR.password);
  return page;
}

const idTokenOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('ff_tokens')!) as { idToken: string }).idToken);

/** The second in which the password was entered, as the ID token states it. */
async function authTimeOf(page: Page): Promise<number> {
  const payload = (await idTokenOf(page)).split('.')[1]!;
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { auth_time: number }).auth_time;
}

/** Both devices press 'Sign in' at the start of one second; tried again until both sign-ins fall in the same second. */
async function twoDevicesSignedInTheSameSecond(browser: Browser): Promise<[Page, Page]> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const devices = [await deviceAtPasswordForm(browser), await deviceAtPasswordForm(browser)] as const;
    await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000)));
    await Promise.all(devices.map((d) => d.getByRole('button', { name: 'Sign in' }).click()));
    await Promise.all(devices.map((d) => d.waitForURL(/\/dashboard/)));
    const [a, b] = await Promise.all(devices.map(authTimeOf));
    if (a === b) return [devices[0], devices[1]];
    await Promise.all(devices.map((d) => d.context().close()));
  }
  throw new Error('Could not sign in on both devices within one second.');
}

test('two sign-ins in the same second are two sessions: signing out on one leaves the other signed in', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [laptop, tablet] = await twoDevicesSignedInTheSameSecond(browser);
  const laptopToken = await idTokenOf(laptop);

  await laptop.getByRole('button', { name: 'Sign Out' }).click();
  await laptop.waitForURL((url) => url.pathname === '/');
  const ended = await laptop.request.get('/api/me', { headers: { Authorization: `Bearer ${laptopToken}` } });
  expect(ended.status()).toBe(401);

  // The tablet's token still works, and so does its renewal when the token expires.
  const tabletToken = await idTokenOf(tablet);
  expect((await tablet.request.get('/api/me', { headers: { Authorization: `Bearer ${tabletToken}` } })).status()).toBe(
    200,
  );
  await tablet.waitForTimeout(1100);
  await tablet.evaluate(() => {
    const t = JSON.parse(localStorage.getItem('ff_tokens')!) as { expiresAt: number };
    localStorage.setItem('ff_tokens', JSON.stringify({ ...t, expiresAt: Date.now() - 1000 }));
  });
  await tablet.reload();
  await expect.poll(() => idTokenOf(tablet).catch(() => null)).not.toBe(tabletToken);
  await expectStaysSignedIn(tablet);
  await Promise.all([laptop, tablet].map((d) => d.context().close()));
});
