import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

// The guided product tour on the real product.

const tooltip = (page: Page) => page.getByTestId('tour-tooltip');
const flag = (page: Page) => page.evaluate(() => localStorage.getItem('tourCompleted'));

async function expectStep(page: Page, id: string) {
  await expect(tooltip(page)).toHaveAttribute('data-tour-step', id, { timeout: 15_000 });
}

/**
 * Presses a tooltip button and waits for the step it leads to. The tour scrolls its target into view
 * as a step opens, so a click landing in that moment can hit the overlay (which ignores clicks); a
 * person clicks again, and so does this, but only while the tour still shows the step it started on.
 */
async function press(page: Page, name: 'Next' | 'Back', id: string) {
  const from = await tooltip(page).getAttribute('data-tour-step');
  await expect(async () => {
    if ((await tooltip(page).getAttribute('data-tour-step')) === from)
      await tooltip(page).getByRole('button', { name }).click();
    await expect(tooltip(page)).toHaveAttribute('data-tour-step', id, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

const next = (page: Page, id: string) => press(page, 'Next', id);

test.describe('wide layout', () => {
  test('starts 1 s after sign-in and walks every page to Finish, which stores the flag', async ({ page }) => {
    await signIn(page, { tour: true });
    await expectStep(page, 'welcome');
    await expect(tooltip(page).getByRole('heading', { level: 2, name: 'Welcome to Asha Scribe' })).toBeVisible();
    expect((await tooltip(page).boundingBox())?.width).toBe(380);
    await expect(tooltip(page)).toContainText('1 of 9');

    // Overlay clicks do not close it.
    await page.mouse.click(5, 890);
    await expectStep(page, 'welcome');
    const axe = await new AxeBuilder({ page }).include('[data-testid="tour-tooltip"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    );

    await next(page, 'add-patient-link');
    await next(page, 'add-patient-form');
    await expect(page).toHaveURL(/\/dashboard\/add-patient$/);
    await next(page, 'patients-list');
    await expect(page).toHaveURL(/\/dashboard\/patients$/);
    await next(page, 'test-patient');
    await expect(page.locator('[data-tour="test-patient"]')).toBeVisible();
    await next(page, 'record-button');
    await expect(page).toHaveURL(/\/dashboard\/patients\/test-patient$/);
    await next(page, 'consultations-timeline');
    await next(page, 'report-area');

    // Back goes one step back, and forward again.
    await press(page, 'Back', 'consultations-timeline');
    await next(page, 'report-area');

    await next(page, 'closing');
    await expect(tooltip(page)).toContainText('9 of 9');
    await expect(tooltip(page).getByRole('button', { name: 'Skip tour' })).toHaveCount(0);
    await tooltip(page).getByRole('button', { name: 'Finish' }).click();
    await expect(tooltip(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard(\/patients)?$/);
    expect(await flag(page)).toBe('true');

    // Finished: it does not come back by itself.
    await page.reload();
    await page.waitForTimeout(1800);
    await expect(tooltip(page)).toHaveCount(0);
  });

  test('Skip ends the tour, stores the flag and returns to /dashboard', async ({ page }) => {
    await signIn(page, { tour: true });
    await expectStep(page, 'welcome');
    await next(page, 'add-patient-link');
    await next(page, 'add-patient-form');
    await tooltip(page).getByRole('button', { name: 'Skip tour' }).click();
    await expect(tooltip(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard\/patients$/);
    expect(await flag(page)).toBe('true');
  });

  test('Escape closes it without storing the flag, so it comes back next time', async ({ page }) => {
    await signIn(page, { tour: true });
    await expectStep(page, 'welcome');
    await next(page, 'add-patient-link');
    await next(page, 'add-patient-form');
    await page.keyboard.press('Escape');
    await expect(tooltip(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard\/patients$/);
    expect(await flag(page)).toBeNull();

    await page.reload();
    await expectStep(page, 'welcome');
    await tooltip(page).getByRole('button', { name: 'Close the tour' }).click();
    await expect(tooltip(page)).toHaveCount(0);
    expect(await flag(page)).toBeNull();
  });

  test('"Take the tour" in the sidebar starts it again from /dashboard', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/add-patient');
    await page.waitForTimeout(1500);
    await expect(tooltip(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Take the tour' }).click();
    await expectStep(page, 'welcome');
    await expect(page).toHaveURL(/\/dashboard\/patients$/);
  });
});

test.describe('narrow layout', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('adds the open-sidebar step, opens the drawer for the link and closes it before navigating', async ({
    page,
  }) => {
    await signIn(page, { tour: true });
    await expectStep(page, 'welcome');
    await expect(tooltip(page)).toContainText('1 of 10');
    // The closed drawer is visibility:hidden, so it is found by its markup, not its role.
    const drawer = page.locator('aside[aria-label="Main navigation"]');

    await next(page, 'open-sidebar');
    await expect(drawer).toHaveAttribute('data-state', 'collapsed');
    await next(page, 'add-patient-link');
    await expect(drawer).toHaveAttribute('data-state', 'expanded');
    await expect(page.locator('[data-tour="add-patient-link"]')).toBeInViewport();

    await next(page, 'add-patient-form');
    await expect(drawer).toHaveAttribute('data-state', 'collapsed');
    await expect(page).toHaveURL(/\/dashboard\/add-patient$/);

    // Back re-opens the drawer for the link.
    await press(page, 'Back', 'add-patient-link');
    await expect(drawer).toHaveAttribute('data-state', 'expanded');
    await next(page, 'add-patient-form');

    for (const id of [
      'patients-list',
      'test-patient',
      'record-button',
      'consultations-timeline',
      'report-area',
      'closing',
    ])
      await next(page, id);
    await tooltip(page).getByRole('button', { name: 'Finish' }).click();
    await expect(tooltip(page)).toHaveCount(0);
    expect(await flag(page)).toBe('true');
    await expect(page).toHaveURL(/\/dashboard(\/patients)?$/);
  });
});
