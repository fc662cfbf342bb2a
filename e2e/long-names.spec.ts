import { expect, test, type Page } from '@playwright/test';
import { createPatient, horizontalOverflow } from './support/api';
import { signIn } from './support/sign-in';

// A 200-character name without a space (the longest the form takes) on every screen that shows
// names, at both widths: nothing gets wider than the window, the name is cut or wrapped, and the
// whole name is there on hover.

const LONG = `Venkatanarasimharajuvaripeta${'Subrahmanyam'.repeat(15)}`.slice(0, 200);

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    test('a 200-character name never widens the recorder, the patient page or the lists', async ({ page }, info) => {
      await signIn(page);
      const patientId = await createPatient(page, LONG);
      const shot = (name: string) => page.screenshot({ path: info.outputPath(`${name}-${viewport.width}.png`) });

      await page.goto('/dashboard/record');
      const select = page.getByLabel('Patient');
      await expect(select.locator(`option[value="${patientId}"]`)).toHaveAttribute('title', LONG);
      await select.selectOption(patientId);
      await expect(select).toHaveAttribute('title', LONG);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await expectInWindow(page, page.getByRole('button', { name: /Generate Report/ }));
      await shot('recorder');

      await page.goto(`/dashboard/patients/${patientId}`);
      const heading = page.getByRole('heading', { level: 1, name: LONG });
      await expect(heading).toHaveAttribute('title', LONG);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await expectInWindow(page, heading);
      await shot('patient');

      await page.goto('/dashboard/patients');
      const cell = page.locator('[data-tour="patients-list"]').getByTitle(LONG).first();
      await expect(cell).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await expectInWindow(page, cell);
      await shot('patients');
    });
  });
}

async function expectInWindow(page: Page, locator: ReturnType<Page['locator']>) {
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}
