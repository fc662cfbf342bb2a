import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CANARY_PATIENTS } from '../apps/server/src/test/canaries';
import { bearer, createPatient, uploadAudio } from './support/api';
import { signIn } from './support/sign-in';
import { scrollTo } from './support/scroll';

// A clinician corrects a patient's details, reads who touched the record, deletes a consultation
// and the patient with Undo, and is warned, then signed out, when the computer is left idle. The
// patient is a canary: after the run the server's log is searched for their name, email and phone.

const WAV = path.resolve(import.meta.dirname, 'fixtures', 'consultation.wav');
const shots = (name: string) => path.join('test-results', 'screens', name);
const canary = CANARY_PATIENTS[1]!;

/** Screenshots at both sizes (for people to look at); `focus` is scrolled into view at each. */
async function snap(page: Page, name: string, focus?: Locator) {
  for (const [w, h] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    if (focus) await scrollTo(focus);
    await page.screenshot({ path: shots(`${name}-${w}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('correct, audit, delete with undo', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const res = await page.request.post('/api/users', {
    headers: await bearer(page),
    data: { name: canary.name, email: canary.email, phone: canary.phone, role: 'patient' },
  });
  const patientId = ((await res.json()) as { patient: { patientId: string } }).patient.patientId;
  await uploadAudio(page, patientId, fs.readFileSync(WAV), 'audio/wav');
  await page.goto(`/dashboard/patients/${patientId}`);
  await expect(page.getByRole('heading', { level: 1, name: canary.name })).toBeVisible();

  // Correct the phone number; blank the email.
  await page.getByRole('button', { name: 'Edit details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit patient details' });
  await dialog.getByLabel('Phone Number').fill('+44 7700 900999');
  await dialog.getByLabel('Email Address').fill('');
  await snap(page, 'edit-patient');
  await dialog.getByLabel('Email Address').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Email address is not valid.');
  await dialog.getByLabel('Email Address').fill('');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  const header = page.getByTestId('patient-header');
  await expect(header.getByText('+44 7700 900999')).toBeVisible();
  await expect(header.getByText(canary.email)).toBeHidden();

  // Who touched this record, from where.
  await page.getByRole('button', { name: 'Show access history' }).click();
  const history = page.getByTestId('access-history');
  await expect(history.getByText("Corrected the patient's details")).toBeVisible();
  await expect(history.getByText('Opened the patient record').first()).toBeVisible();
  await expect(history.getByText('Added the patient')).toBeVisible();
  await expect(history.getByTestId('access-entry').first()).toContainText('127.0.0.1');
  await snap(page, 'access-history', history);

  // Delete the consultation, undo, delete it for good.
  const entry = page.getByTestId('timeline-entry');
  await expect(entry).toHaveCount(1);
  await entry.getByRole('button', { name: /^Delete the consultation of/ }).click();
  await snap(page, 'delete-consultation');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete consultation' }).click();
  await expect(entry).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(entry).toHaveCount(1);

  // Delete the patient: back to the list with Undo; undo brings them back.
  await page.getByRole('button', { name: 'Delete patient' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete patient' }).click();
  await page.waitForURL(/\/dashboard\/patients$/);
  await expect(page.getByText('Patient deleted')).toBeVisible();
  await snap(page, 'patient-deleted-undo');
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.waitForURL(new RegExp(`/dashboard/patients/${patientId}$`));
  await expect(page.getByRole('heading', { level: 1, name: canary.name })).toBeVisible();

  await page.getByRole('button', { name: 'Delete patient' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete patient' }).click();
  await page.waitForURL(/\/dashboard\/patients$/);
  const gone = await page.request.get(`/api/patients/${patientId}`, { headers: await bearer(page) });
  expect(gone.status()).toBe(404);
});

test('a computer left idle warns a minute before, then signs out', async ({ page }) => {
  await signIn(page);
  await createPatient(page, 'Idle Check Patient');
  const timeoutMs =
    ((await (await page.request.get('/api/config')).json()) as { idleTimeoutSec: number }).idleTimeoutSec * 1000;
  // Pretend the last use was 50 s short of the timeout: the warning comes at the next tick.
  await page.evaluate((t) => localStorage.setItem('ff_last_activity', String(Date.now() - t + 50_000)), timeoutMs);
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('timer')).toHaveText(/^\d+ seconds?$/);
  await snap(page, 'idle-warning');
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();

  const token = (await bearer(page)).Authorization;
  await page.evaluate((t) => localStorage.setItem('ff_last_activity', String(Date.now() - t - 1000)), timeoutMs);
  await page.waitForURL((url) => url.pathname === '/');
  expect(await page.evaluate(() => localStorage.getItem('ff_tokens'))).toBeNull();
  expect((await page.request.get('/api/me', { headers: { Authorization: token } })).status()).toBe(401);
});
