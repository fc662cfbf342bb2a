import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { buildTestWhisperModel } from '../packages/scribe/src/testing/whisper-model';
import { startModelApp } from './support/model-app';
import { signIn } from './support/sign-in';
import { uploadRecording } from './support/upload';

// A fresh install with no speech engine: the default speech model downloads on first start and
// the dashboard shows it; a consultation recorded meanwhile waits and starts once the model is in;
// without a model the failure names Settings → Models, whose page downloads one with a progress
// bar, after which Retry runs the consultation. The speech model is whisper.cpp's format with zero
// weights (no real model can be fetched here): it hears no words or noise, so a consultation that
// reached it ends 'No speech was recognised' or ready with a meaningless transcript — either is
// proof it ran with the model, where before it had failed for want of one.

const PORT = Number(process.env.E2E_PORT ?? 18080) + 5;
const RECORDING = path.resolve(import.meta.dirname, 'fixtures/consultation.mp3');
const NO_MODEL =
  'Failed: No speech model installed. Install a speech model in Settings → Models, or save an OpenAI key.';

async function expectRanWithModel(entry: Locator) {
  await expect(entry).toContainText(/Failed: No speech was recognised in the recording\.|Transcript/, {
    timeout: 180_000,
  });
  await expect(entry).not.toContainText('No speech model installed');
}

let app: Awaited<ReturnType<typeof startModelApp>>;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  app = await startModelApp({
    port: PORT,
    model: buildTestWhisperModel(),
    modelName: 'small-q5_1',
    bytesPerTick: 24 * 1024,
  });
});
test.afterAll(async () => app?.close());

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.baseURL, viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

async function shoot(page: Page, name: string) {
  for (const [w, h] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: test.info().outputPath(`${name}-${w}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function uploadForNewPatient(page: Page, patient: string) {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('ff_tokens')!) as { idToken: string }).idToken,
  );
  const res = await page.request.post('/api/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: patient, role: 'patient' },
  });
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { patientId?: string; patient?: { patientId: string } };
  await page.goto(`/dashboard/patients/${body.patientId ?? body.patient!.patientId}`);
  await expect(page.getByRole('heading', { name: patient })).toBeVisible();
  await uploadRecording(page, RECORDING);
  return page.getByTestId('timeline-entry').first();
}

test('first start: the speech model downloads, the dashboard shows it and a consultation waits for it', async ({
  browser,
}) => {
  test.setTimeout(330_000);
  const page = await newPage(browser);
  await signIn(page);
  const banner = page.getByRole('status').filter({ hasText: 'Downloading the speech model' });
  await expect(banner).toBeVisible({ timeout: 15_000 });
  await expect(banner).toContainText('Consultations recorded now wait and start by themselves when it is ready.');

  const entry = await uploadForNewPatient(page, 'Waiting Patient');
  await expect(banner).toBeVisible();
  await shoot(page, 'waiting-for-speech-model');
  // While the model downloads the consultation is queued, never failed.
  await expect(entry.getByTestId('conversation-stage')).toHaveText(/Queued|Transcribing/);
  await expect(entry).not.toContainText('Failed');
  await expect(banner).toBeHidden({ timeout: 60_000 });
  await expectRanWithModel(entry);

  await page.getByRole('link', { name: 'Models' }).first().click();
  const row = page.locator('[data-model="small-q5_1"]');
  await expect(row.getByText('In use')).toBeVisible();
  await expect(page.getByText('whisper:ggml-small-q5_1.bin')).toBeVisible();
});

test('no speech model: the failure says where to go; the Models page downloads one with progress; Retry runs', async ({
  browser,
}) => {
  test.setTimeout(330_000);
  const page = await newPage(browser);
  await signIn(page);
  await page.goto('/dashboard/models');
  const row = page.locator('[data-model="small-q5_1"]');
  // The first start's download (the test before, or this app's own) has finished.
  await expect(row.getByText('In use')).toBeVisible({ timeout: 90_000 });
  await row.getByRole('button', { name: /^Remove / }).click();
  await row.getByRole('button', { name: /^Confirm: remove / }).click();
  await expect(row.getByRole('button', { name: 'Download Whisper small-q5_1' })).toBeVisible();
  await expect(page.getByText('None: download a speech model below')).toBeVisible();

  const entry = await uploadForNewPatient(page, 'No Model Patient');
  await expect(entry.getByTestId('conversation-stage')).toContainText(NO_MODEL, { timeout: 60_000 });

  await page.getByRole('link', { name: 'Models' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/models$/);
  await row.getByRole('button', { name: 'Download Whisper small-q5_1' }).dblclick();
  const bar = row.getByRole('progressbar', { name: 'Download of Whisper small-q5_1' });
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 30_000 })
    .toBeGreaterThan(5);
  await expect(row).toContainText(/Downloading \d+% · [\d.]+ MB of 8 MB/);
  await shoot(page, 'models-page-downloading');
  await expect(row.getByText('In use')).toBeVisible({ timeout: 60_000 });
  await expect(bar).toBeHidden();
  await shoot(page, 'models-page-installed');

  await page.goBack();
  await entry.getByTestId('conversation-stage').getByRole('button', { name: 'Retry' }).click();
  await expectRanWithModel(entry);
});
