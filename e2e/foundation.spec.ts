import { expect, test } from '@playwright/test';

test('the product is up: ready probe, and unknown paths get the not-found page', async ({ page, request }) => {
  const ready = await request.get('/readyz');
  expect(ready.status()).toBe(200);

  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(messages.join('\n')).toContain('/no/such/page');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
