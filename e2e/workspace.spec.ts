import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

// The clinician workspace on the real product, at 1440x900 ('wide') and 390x844 ('narrow').

const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 1440) < 768;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Main navigation' });
const trigger = (page: Page) => page.getByRole('button', { name: 'Toggle sidebar' });

/** Follows a sidebar link; on narrow screens through the drawer, which must close on navigation. */
async function navigate(page: Page, link: string) {
  if (isNarrow(page)) {
    await trigger(page).click();
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
  }
  await sidebar(page).getByRole('link', { name: link }).click();
  if (isNarrow(page)) await expect(sidebar(page)).toBeHidden();
}

/** Our own API with the page's ID token, as the web app calls it. */
async function api<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  return page.evaluate(
    async ({ path, init }) => {
      const { idToken } = JSON.parse(localStorage.getItem('ff_tokens') ?? '{}') as { idToken: string };
      const res = await fetch(`/api${path}`, {
        method: init.method ?? 'GET',
        headers: { authorization: `Bearer ${idToken}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
      if (!res.ok) throw new Error(`${path} → ${res.status} ${await res.text()}`);
      return res.json();
    },
    { path, init },
  ) as Promise<T>;
}

const footerOf = (page: Page) => page.getByText(/^Showing \d+ of \d+ loaded patients/);

/** Clicks 'Load more' until the button reads 'No more'. */
async function loadAll(page: Page) {
  for (;;) {
    const button = page.getByRole('button', { name: /^(Load more|No more)$/ });
    await expect(button).toBeVisible();
    if ((await button.textContent()) === 'No more') return;
    const before = (await footerOf(page).textContent())!;
    await button.click();
    await expect(footerOf(page)).not.toHaveText(before);
  }
}

async function countPatients(page: Page): Promise<number> {
  let total = 0;
  let nextToken: string | null = null;
  do {
    const q: string = `/patients?limit=50${nextToken ? `&nextToken=${encodeURIComponent(nextToken)}` : ''}`;
    const res: { items: unknown[]; nextToken: string | null } = await api(page, q);
    total += res.items.length;
    nextToken = res.nextToken;
  } while (nextToken);
  return total;
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard\/patients$/);
});

test('adds a patient, finds them by search and opens the detail', async ({ page }) => {
  const name = `Meera Iyer-${unique('x').split(' ')[1]}`;
  await navigate(page, 'Add Patient');
  await expect(page).toHaveURL(/\/dashboard\/add-patient$/);
  const form = page.locator('[data-tour="add-patient-form"]');
  await expect(form.getByText('Enter patient information to create a new record in the system.')).toBeVisible();
  await form.getByRole('button', { name: 'Save Patient' }).click();
  await expect(page.getByText('Name is required.')).toBeVisible();

  await form.getByLabel('Full Name').fill(`  ${name}  `);
  await form.getByLabel('Email Address').fill('meera.iyer@example.org');
  await form.getByLabel('Phone Number').fill(' +91 98450 12345 ');
  await form.getByRole('button', { name: 'Save Patient' }).click();
  await expect(page.getByText(`Patient ${name} has been added successfully.`)).toBeVisible();
  await expect(form.getByLabel('Full Name')).toHaveValue('');

  await navigate(page, 'Patients');
  await expect(page.getByRole('heading', { name: 'Patients' })).toBeVisible();
  await expect(page.locator('[data-tour="test-patient"]')).toBeVisible();
  await page.getByPlaceholder('Search by name, email, or phone...').fill(name.toUpperCase());
  const rows = page.locator('[data-tour="patients-list"] tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(page.locator('[data-tour="test-patient"]')).toHaveCount(0);
  // On the narrowest screens the email moves under the name.
  await expect(rows.first().getByText('meera.iyer@example.org').filter({ visible: true })).toHaveCount(1);

  await rows.first().click();
  await expect(page).toHaveURL(/\/dashboard\/patients\/[0-9a-f-]{36}$/);
  const header = page.getByTestId('patient-header');
  await expect(header.getByRole('heading', { name })).toBeVisible();
  await expect(header).toContainText('meera.iyer@example.org');
  await expect(header).toContainText('+91 98450 12345');
  await expect(header.getByText('MI', { exact: true })).toBeAttached();
});

test("pages the list with 'Load more' and reloads on sort and page-size changes", async ({ page }) => {
  const batch = unique('Paging');
  for (let i = 0; i < 25; i++)
    await api(page, '/users', { method: 'POST', body: { name: `${batch} #${i}`, role: 'patient' } });
  const total = await countPatients(page);
  expect(total).toBeGreaterThanOrEqual(25);

  await page.reload();
  const footer = footerOf(page);
  await expect(footer).toHaveText('Showing 21 of 21 loaded patients (more available)');
  await expect(page.getByTestId('patient-count')).toHaveText('21 patients');

  await page.getByLabel('Page size').selectOption('10');
  await expect(footer).toHaveText('Showing 11 of 11 loaded patients (more available)');
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(footer).toHaveText('Showing 21 of 21 loaded patients (more available)');

  await page.getByLabel('Page size').selectOption('50');
  await expect(footer).toHaveText(
    total > 50
      ? 'Showing 51 of 51 loaded patients (more available)'
      : `Showing ${total + 1} of ${total + 1} loaded patients`,
  );
  await loadAll(page);
  await expect(page.getByRole('button', { name: 'No more' })).toBeDisabled();
  await expect(footer).toHaveText(`Showing ${total + 1} of ${total + 1} loaded patients`);

  // Oldest first starts again from the first page: the batch's first patient comes before its last.
  await page.getByLabel('Sort order').selectOption('Oldest first');
  await expect(footer).toHaveText(
    total > 50
      ? 'Showing 51 of 51 loaded patients (more available)'
      : `Showing ${total + 1} of ${total + 1} loaded patients`,
  );
  await loadAll(page);
  await page.getByPlaceholder('Search by name, email, or phone...').fill(batch);
  const firstNames = page.locator('[data-tour="patients-list"] tbody tr td:first-child > :first-child');
  await expect(firstNames).toHaveCount(25);
  await expect(firstNames.first()).toHaveText(`${batch} #0`);
  await expect(firstNames.last()).toHaveText(`${batch} #24`);

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  await expect(page.getByPlaceholder('Search by name, email, or phone...')).toHaveValue(batch);
});

test('toggles the sidebar with the keyboard and keeps the choice', async ({ page, context }) => {
  if (isNarrow(page)) {
    // Under 768 px: a drawer opened by Ctrl+B, closed by navigation; the brand sits centred in the header.
    await expect(page.getByRole('banner').getByText('Asha Scribe')).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
    await page.keyboard.press('Control+b');
    await expect(sidebar(page)).toBeVisible();
    await expect(sidebar(page).getByText('View Profile')).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'Analytics' }).click();
    await expect(page).toHaveURL(/\/dashboard\/analytics$/);
    await expect(sidebar(page)).toBeHidden();
    return;
  }
  await expect(page.getByRole('banner').getByText('Asha Scribe')).toHaveCount(0);
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
  expect((await sidebar(page).boundingBox())?.width).toBe(56); // 3.5rem as icons
  await page.keyboard.press('Control+b');
  await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
  await expect(sidebar(page).getByText('View Profile')).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('true');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);

  await page.reload();
  await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
  await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(256); // 16rem
  await page.keyboard.press('Meta+b');
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
  await page.reload();
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
});

test('saves, replaces and deletes the OpenAI API key without keeping it in the browser', async ({ page }) => {
  await navigate(page, 'API Keys');
  await expect(page).toHaveURL(/\/dashboard\/api-keys$/);
  const field = page.getByPlaceholder('sk-....');
  await field.fill('sk-e2e-first-key-1111');
  await expect(field).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show API key' }).click();
  await expect(field).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Save API Key' }).click();
  await expect(page.getByText('OpenAI API key saved successfully!')).toBeVisible();
  await expect(page.getByTestId('api-key-status')).toContainText('1111');

  await page.reload();
  await expect(page.getByTestId('api-key-status')).toContainText('1111');
  await page.getByPlaceholder('sk-....').fill('sk-e2e-second-key-2222');
  await page.getByRole('button', { name: 'Save API Key' }).click();
  await expect(page.getByTestId('api-key-status')).toContainText('2222');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain('sk-e2e');

  await page.getByRole('button', { name: 'Delete API Key' }).click();
  await expect(page.getByTestId('api-key-status')).toHaveText('No API key saved yet.');
});

test('shows the analytics cards with real figures or a dash', async ({ page }) => {
  await navigate(page, 'Analytics');
  for (const title of [
    'Consultations',
    'Minutes recorded',
    'Avg. Processing Time',
    'Success Rate',
    'Input Method Distribution',
    'Detailed Statistics',
  ]) {
    await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByTestId('stat-Consultations')).toHaveText(/^\d[\d,]*$/);
  await expect(page.getByTestId('stat-Success Rate')).toHaveText(/^(—|\d+\.\d%)$/);
});
