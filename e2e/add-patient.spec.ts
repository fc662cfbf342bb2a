import { expect, test } from '@playwright/test';
import { bearer, patientsNamed } from './support/api';
import { signIn } from './support/sign-in';

// Adding a patient as a new clinician does it: double clicks, a slow or dropped network, and
// names longer than the limit. Real server and database; the network is only slowed or cut.

test('two clicks on Save Patient 150 ms apart, on a slow network, add the patient once', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/add-patient');
  const name = `Double Click ${Date.now()}`;
  await page.getByLabel('Full Name *').fill(name);
  // A slow clinic network (every call takes 400 ms) and a sign-in token that has just expired,
  // so the save first renews it: the moment a second click used to slip through.
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() === 'fetch') await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.evaluate(() => {
    const t = JSON.parse(localStorage.getItem('ff_tokens')!);
    localStorage.setItem('ff_tokens', JSON.stringify({ ...t, expiresAt: Date.now() - 1000 }));
  });
  const save = page.getByRole('button', { name: 'Save Patient' });
  const box = (await save.boundingBox())!;
  // Raw mouse clicks: a disabled button ignores them, as it ignores a person's.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(150);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByText(`Patient ${name} has been added successfully.`)).toBeVisible();
  await page.unroute('**/*');
  expect(await patientsNamed(page, name)).toHaveLength(1);
});

test('a save whose answer is lost on the way back, saved again, adds the patient once', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/add-patient');
  const name = `Dropped Answer ${Date.now()}`;
  await page.getByLabel('Full Name *').fill(name);
  let dropped = 0;
  await page.route('**/api/users', async (route) => {
    if (dropped > 0) return route.continue();
    dropped += 1;
    // The server gets the request and creates the patient; the answer never arrives.
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Save Patient' }).click();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Full Name *')).toHaveValue(name);
  await page.getByRole('button', { name: 'Save Patient' }).click();
  await expect(page.getByText(`Patient ${name} has been added successfully.`)).toBeVisible();
  expect(dropped).toBe(1);
  expect(await patientsNamed(page, name)).toHaveLength(1);
});

test('a name longer than 200 characters is stopped at 200 in the form and named as too long by the server', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/dashboard/add-patient');
  const field = page.getByLabel('Full Name *');
  await field.fill('');
  await field.pressSequentially('Q'.repeat(205), { delay: 0 });
  await expect(field).toHaveValue('Q'.repeat(200));
  await expect(page.getByText('At most 200 characters.')).toBeVisible();
  await expect(page.getByLabel('Email Address')).toHaveAttribute('maxlength', '320');
  await expect(page.getByLabel('Phone Number')).toHaveAttribute('maxlength', '40');
  await page.getByRole('button', { name: 'Save Patient' }).click();
  // The success toast names the patient, cut to fit at a glance, and stays inside the window.
  const toast = page.getByText(/^Patient Q{79}… has been added successfully\.$/);
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);

  // A client that does not limit the field (an old page, a script) gets the reason, not 'Name is required.'
  const res = await page.request.post('/api/users', {
    headers: await bearer(page),
    data: { name: 'Q'.repeat(201), role: 'patient' },
  });
  expect(res.status()).toBe(400);
  expect(await res.json()).toEqual({ error: 'Name is too long (at most 200 characters).' });

  await page.goto('/dashboard/api-keys');
  await expect(page.getByLabel('OpenAI API Key')).toHaveAttribute('maxlength', '500');
});
