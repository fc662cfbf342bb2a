import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createPatient } from './support/api';
import { signIn } from './support/sign-in';
import { scrollTo } from './support/scroll';

// When the browser cannot give the patient screen a microphone, the screen says why, in the
// words a clinician can act on (allow it, plug one in, close the app holding it), and Record
// stays off. The browser's answer is stubbed: each test makes getUserMedia fail one way.

const shots = (name: string) => path.join('test-results', 'screens', name);

/** Every request for the microphone fails with a DOMException of this name. */
async function microphoneFailsWith(page: Page, name: string): Promise<void> {
  await page.addInitScript((errorName) => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('The microphone could not be started.', errorName));
  }, name);
}

async function openPatient(page: Page, name: string): Promise<void> {
  await signIn(page);
  const patientId = await createPatient(page, name);
  await page.goto(`/dashboard/patients/${patientId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

for (const [errorName, reason] of [
  ['NotAllowedError', 'Permission denied'],
  ['NotFoundError', 'No microphone found'],
  ['NotReadableError', 'Microphone busy'],
  ['UnknownError', 'Error accessing microphone'],
] as const) {
  test(`${errorName}: the patient screen says '${reason}' and Record stays off`, async ({ page }) => {
    await microphoneFailsWith(page, errorName);
    await openPatient(page, `Microphone ${errorName} Patient`);
    await expect(page.getByTestId('mic-status')).toHaveText(reason);
    await expect(page.locator('[data-tour="record-button"]')).toBeDisabled();
  });
}

test('the reason reads well on a wide and a phone-sized screen', async ({ page }) => {
  await microphoneFailsWith(page, 'NotAllowedError');
  await openPatient(page, 'Microphone Screenshot Patient');
  const status = page.getByTestId('mic-status');
  await expect(status).toHaveText('Permission denied');
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await scrollTo(status);
    await expect(status).toBeInViewport();
    await page.screenshot({ path: shots(`patient-microphone-${width}.png`) });
  }
});
