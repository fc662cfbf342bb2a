import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { bearer, createPatient } from './support/api';
import { signIn } from './support/sign-in';

// A consultation recorded live with the fake microphone (fed e2e/fixtures/consultation.wav, two
// spoken turns, over and over): the transcript appears while recording, the audio survives the
// network going away and the page being reloaded, and Stop gives one consultation whose recording
// holds every second. Real server, storage, queue, worker and browser; the speech service is the
// OpenAI-wire stand-in.

const SPEECH_WAV = path.resolve(import.meta.dirname, 'fixtures', 'consultation.wav');

test.use({
  permissions: ['microphone'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${SPEECH_WAV}`,
    ],
  },
});

/** When the page's MediaRecorders really ran, in ms: the audio the recording must hold. */
async function recordedMs(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __recorded: number }).__recorded);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __recorded: number };
    w.__recorded = 0;
    const { start, stop } = MediaRecorder.prototype;
    let since = 0;
    MediaRecorder.prototype.start = function (...a) {
      this.addEventListener('start', () => (since = performance.now()), { once: true });
      return start.apply(this, a);
    };
    MediaRecorder.prototype.stop = function () {
      this.addEventListener('stop', () => (w.__recorded += performance.now() - since), { once: true });
      return stop.apply(this);
    };
  });
  await signIn(page);
});

async function openPatient(page: Page, name: string) {
  const patientId = await createPatient(page, name);
  await page.goto(`/dashboard/patients/${patientId}`);
  await expect(page.locator('[data-tour="record-button"]')).toBeEnabled({ timeout: 15_000 });
  return patientId;
}

async function finishedConsultation(page: Page, patientId: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Upload Successful!')).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  const entry = page.locator('[data-tour="consultations-timeline"]').getByTestId('timeline-entry');
  await expect(entry).toHaveCount(1, { timeout: 15_000 });
  await expect(entry.getByText('Report', { exact: true })).toBeVisible({ timeout: 60_000 });
  const listed = await page.request.get(`/api/patients/${patientId}/conversations`, { headers: await bearer(page) });
  const items = ((await listed.json()) as { items: Array<{ status: string; durationSec: number }> }).items;
  expect(items).toHaveLength(1);
  expect(items[0]!.status).toBe('ready');
  await page.getByRole('tab', { name: 'Audio' }).click();
  const audio = page.getByTestId('conversation-audio');
  return {
    durationSec: items[0]!.durationSec,
    audioSec: await audio.evaluate(
      (el: HTMLAudioElement) =>
        new Promise<number>((r) =>
          el.readyState >= 1 ? r(el.duration) : (el.onloadedmetadata = () => r(el.duration)),
        ),
    ),
  };
}

test('shows the transcript while recording, keeps every second through 10 s offline, and makes one consultation', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const patientId = await openPatient(page, 'Live Patient');
  await page.locator('[data-tour="record-button"]').click();
  const status = page.getByTestId('save-status');

  // Lines arrive while the consultation goes on, named Doctor or Patient.
  const lines = page.getByTestId('live-line');
  await expect(lines.first()).toBeVisible({ timeout: 30_000 });
  await expect(lines.first()).toContainText(/Doctor|Patient/);
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();

  // The network goes away for 10 s: the audio waits on this device, then catches up.
  await context.setOffline(true);
  await expect(status).toHaveText('Offline: audio kept on this device', { timeout: 10_000 });
  await page.waitForTimeout(10_000);
  await context.setOffline(false);
  await expect(status).toHaveText('All audio saved', { timeout: 20_000 });
  const heard = await lines.count();
  await expect(async () => expect(await lines.count()).toBeGreaterThan(heard)).toPass({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Stop' }).click();
  const recorded = (await recordedMs(page)) / 1000;
  const { durationSec, audioSec } = await finishedConsultation(page, patientId);
  // The one recording file holds every second that was recorded, offline ones included.
  expect(Math.abs(audioSec - recorded)).toBeLessThan(0.5);
  expect(Math.abs(durationSec - recorded)).toBeLessThan(0.5);
});

test('offers to resume a recording interrupted by a reload, and finishes it as one consultation', async ({ page }) => {
  test.setTimeout(120_000);
  const patientId = await openPatient(page, 'Reloaded Patient');
  await page.locator('[data-tour="record-button"]').click();
  await expect(page.getByTestId('record-timer')).toHaveText(/00:0[4-9]/, { timeout: 15_000 });
  await page.reload();

  const offer = page.getByRole('alert').filter({ hasText: 'was interrupted' });
  await expect(offer).toBeVisible({ timeout: 15_000 });
  await expect(offer.getByRole('button', { name: 'Finish with what was recorded' })).toBeVisible();
  await offer.getByRole('button', { name: 'Resume recording' }).click();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  // The timer goes on from what was recorded before the reload.
  await expect(page.getByTestId('record-timer')).toHaveText(/00:0[89]|00:1\d/, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Stop' }).click();
  const { audioSec } = await finishedConsultation(page, patientId);
  expect(audioSec).toBeGreaterThan(7);
  await expect(offer).toHaveCount(0);
});

test('shows a line of a turn still going on as provisional, then the settled line in its place', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const patientId = await openPatient(page, 'Provisional Patient');
  await page.locator('[data-tour="record-button"]').click();

  // A piece of a turn is heard before the turn is over: its line is marked provisional, for the eye and for a screen reader.
  const provisional = page.locator('[data-testid="live-line"][data-provisional="true"]');
  await expect(provisional.first()).toBeVisible({ timeout: 30_000 });
  await expect(provisional.first()).toContainText(/^Provisional: (Doctor|Patient)/);
  await expect(provisional.first()).toHaveAttribute('title', 'Provisional: may still change');
  await expect(provisional.first()).toHaveCSS('font-style', 'italic');
  await page.screenshot({ path: info.outputPath('provisional-1440.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('live-transcript').scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('provisional-390.png') });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Once the turn is over it is heard whole: a settled line takes the provisional ones' place, in plain style.
  const settled = page.locator('[data-testid="live-line"]:not([data-provisional])');
  await expect(settled.first()).toBeVisible({ timeout: 30_000 });
  await expect(settled.first()).toContainText(/^(Doctor|Patient)\S/);
  await expect(settled.first()).toHaveCSS('font-style', 'normal');
  await page.screenshot({ path: info.outputPath('settled-1440.png') });

  await page.getByRole('button', { name: 'Stop' }).click();
  await finishedConsultation(page, patientId);
});
