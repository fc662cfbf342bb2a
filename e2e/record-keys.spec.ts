import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { signIn, E2E_DOCTOR } from './support/sign-in';

/**
 * A clinic's administrator makes record-system keys with `npm run keys` while the app runs; a
 * record system uses one on the protocol API; the clinician sees both keys acting for them on
 * their Profile and revokes theirs, which the protocol API refuses from the next request.
 */
const PORT = Number(process.env.E2E_PORT ?? 18080);

function makeKey(...args: string[]): string {
  const out = execFileSync(process.execPath, ['apps/server/dist/cli/keys.js', 'create', ...args], {
    env: {
      ...process.env,
      DATA_DIR: `.tmp/e2e-data-${PORT}`,
      EMBEDDED_PG_PORT: String(PORT + 1),
      PUBLIC_URL: `http://localhost:${PORT}`,
      LOG_LEVEL: 'silent',
    },
    encoding: 'utf8',
  });
  expect(out).toContain('it will not be shown again');
  return /^Key: (ask_\S+)$/m.exec(out)![1]!;
}

const templates = (page: Page, key: string) => page.request.get('/v1/templates', { headers: { 'X-API-Key': key } });

test('a clinician sees the record-system keys acting for them and revokes one', async ({ page }) => {
  // Two starts of the keys command (a Node process opening the database) on top of the usual flow.
  test.setTimeout(120_000);
  await signIn(page);
  const own = makeKey('--name', 'Ward EMR', '--clinician', E2E_DOCTOR.email, '--expires-days', '90');
  const clinic = makeKey('--name', 'Front desk EMR', '--clinic');
  expect((await templates(page, clinic)).status()).toBe(200);

  await page.goto('/dashboard/profile');
  const section = page.getByRole('list', { name: 'Record-system keys' });
  const row = (name: string) => section.getByRole('listitem', { name });
  await expect(row('Front desk EMR')).toContainText('Clinic-wide: acts for every clinician');
  await expect(row('Front desk EMR')).not.toContainText('Never');
  await expect(row('Ward EMR')).toContainText('Acts for you only');
  await expect(row('Ward EMR')).toContainText('Last usedNever');
  await expect(page.getByText(own)).toHaveCount(0);

  const card = page.locator('div.rounded-lg', { has: page.getByRole('heading', { name: 'Record systems' }) }).last();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('record-keys-1440.png') });

  await row('Ward EMR').getByRole('button', { name: 'Revoke Ward EMR' }).click();
  await expect(page.getByRole('dialog', { name: 'Revoke this key?' })).toContainText('will stop working at once');
  await page.getByRole('button', { name: 'Revoke key' }).click();
  await expect(row('Ward EMR')).toContainText('Revoked');
  await expect(row('Ward EMR').getByRole('button')).toHaveCount(0);
  const refused = await templates(page, own);
  expect(refused.status()).toBe(401);
  expect(await refused.text()).toContain('revoked');
  expect((await templates(page, clinic)).status()).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await row('Front desk EMR').getByRole('button', { name: 'Revoke Front desk EMR' }).click();
  await expect(page.getByRole('dialog')).toContainText('stops that record system for all of them');
  await page.screenshot({ path: test.info().outputPath('record-keys-390-confirm.png') });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('record-keys-390.png') });
  await expect(row('Front desk EMR')).toContainText('Active');
});
