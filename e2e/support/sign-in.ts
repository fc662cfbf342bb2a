import type { Page } from '@playwright/test';

/** The clinician playwright.config.ts seeds (SEED_CLINICIAN_EMAIL / SEED_CLINICIAN_PASSWORD). */
export const E2E_DOCTOR = { email: 'e2e.doctor@clinic.test', password: 'e2e-Password-123' } as const;

/**
 * Signs in through the real sign-in page and the embedded provider's page, and waits for the
 * dashboard. The guided tour starts by itself 1 s after sign-in and its overlay takes
 * the clicks, so by default this marks it done first; tour tests pass `{ tour: true }`.
 */
export async function signIn(page: Page, o: { tour?: boolean } = {}): Promise<void> {
  if (!o.tour) await page.addInitScript(() => localStorage.setItem('tourCompleted', 'true'));
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('Email').fill(E2E_DOCTOR.email);
  await page.getByLabel('Password').fill(E2E_DOCTOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard/);
}
