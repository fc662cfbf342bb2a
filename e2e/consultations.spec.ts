import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { bearer, createPatient } from './support/api';
import { signIn } from './support/sign-in';
import { SPEECH_MP3 } from './support/upload';

// Record a consultation on a patient's screen with a fake microphone fed from a speech
// WAV file, see the upload dialog succeed and the entry appear in the timeline with its stage;
// and upload an mp3 file through the same path. Real server, storage, queue and browser.

const FIXTURES = path.resolve(import.meta.dirname, 'fixtures');
const SPEECH_WAV = path.join(FIXTURES, 'consultation.wav');

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

async function expectUploadSucceeded(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Upload Successful!')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toContainText('generating the Patient Medical Report');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

test('records a consultation with the microphone, sees it in the timeline and reads its report and transcript', async ({
  page,
}) => {
  // The pipeline (decode, speech detection, the speech service mocked at OpenAI's wire format by
  // e2e/support/openai-audio-mock.mjs, the deterministic report) runs for real after the upload.
  test.setTimeout(150_000);
  await signIn(page);
  const patientId = await createPatient(page, 'Recorded Patient');
  await page.goto(`/dashboard/patients/${patientId}`);
  await expect(page.getByRole('heading', { name: 'Recorded Patient' })).toBeVisible();
  const timeline = page.locator('[data-tour="consultations-timeline"]');
  await expect(timeline.getByText('No conversations yet')).toBeVisible();

  const record = page.locator('[data-tour="record-button"]');
  await expect(record).toBeEnabled({ timeout: 15_000 });
  await record.click();
  // Long enough for both turns of the fake microphone's exchange (e2e/fixtures/make-fixtures.sh).
  await expect(page.getByTestId('record-timer')).toHaveText(/00:(09|1\d)/, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Stop' }).click();
  await expectUploadSucceeded(page);

  const entry = timeline.getByTestId('timeline-entry');
  await expect(entry).toHaveCount(1, { timeout: 15_000 });
  await expect(entry).toContainText('Audio');
  await expect(entry).toContainText(/\d+\.\d MB/);
  await expect(entry).toHaveAttribute('aria-pressed', 'true');
  await expect(entry.getByTestId('conversation-stage').or(entry.getByText('Report'))).toBeVisible();

  // The server stored a real webm recording (it passed the audio sniff) of a few seconds.
  const listed = await page.request.get(`/api/patients/${patientId}/conversations`, { headers: await bearer(page) });
  const [stored] = ((await listed.json()) as { items: Array<{ sizeBytes: number; status: string }> }).items;
  expect(stored!.status).not.toBe('failed');
  expect(stored!.sizeBytes).toBeGreaterThan(5_000);

  await page.getByRole('tab', { name: 'Audio' }).click();
  await expect(page.getByText('Audio Recording')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute('href', /\/blobs\/doctors\/.+\.webm\?/);
  // The stored recording is real audio of a few seconds, playable by the browser.
  const duration = await page
    .getByTestId('conversation-audio')
    .evaluate(
      (el: HTMLAudioElement) =>
        new Promise<number>((r) =>
          el.readyState >= 1 ? r(el.duration) : (el.onloadedmetadata = () => r(el.duration)),
        ),
    );
  expect(duration === Infinity || duration > 1).toBeTruthy();

  // The entry reaches ready: its stage line goes and the Transcript and Report indicators appear.
  await expect(entry.getByText('Report', { exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(entry.getByText('Transcript', { exact: true })).toBeVisible();
  await expect(entry.getByTestId('conversation-stage')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Report' }).click();
  const panel = page.getByRole('tabpanel');
  // The report opens as the clinician's editable note.
  await expect(panel.getByRole('heading', { name: 'Chief Complaint' })).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Chief complaint', exact: true })).toHaveValue('Headache');
  await expect(
    panel
      .getByRole('region', { name: 'Current Medications' })
      .getByRole('textbox', { name: 'Medication', exact: true }),
  ).toHaveValue(/paracetamol/i);
  await page.getByRole('tab', { name: 'Transcript' }).click();
  await expect(panel.getByText('Conversation Transcript')).toBeVisible();
  const bubbles = panel.getByTestId('transcript-bubble');
  await expect(
    bubbles.filter({ hasText: 'Doctor' }).filter({ hasText: 'what brings you in today?' }).first(),
  ).toBeVisible();
  await expect(
    bubbles.filter({ hasText: 'Patient' }).filter({ hasText: 'I take paracetamol 500 mg' }).first(),
  ).toBeVisible();
});

test('uploads an mp3 recording file for a patient', async ({ page }) => {
  await signIn(page);
  const patientId = await createPatient(page, 'Uploaded Patient');
  await page.goto(`/dashboard/patients/${patientId}`);
  await expect(page.getByRole('heading', { name: 'Uploaded Patient' })).toBeVisible();
  await page.getByLabel('Upload a recording file').setInputFiles(SPEECH_MP3);
  await expectUploadSucceeded(page);

  const timeline = page.locator('[data-tour="consultations-timeline"]');
  const entry = timeline.getByTestId('timeline-entry');
  await expect(entry).toHaveCount(1, { timeout: 15_000 });
  await expect(entry).toContainText('Audio');
  await expect(entry).not.toContainText('Failed');
  // The uploaded file goes through the same pipeline to a report.
  await expect(entry.getByText('Report', { exact: true })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('tab', { name: 'Audio' }).click();
  await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute('href', /\.mp3\?/);
});

test('shows the sample patient’s consultation and sample report without a server call', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/patients/test-patient');
  const entry = page.getByTestId('timeline-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('1.0 MB');
  await expect(page.getByText('Chief Complaint')).toBeVisible();
  await page.getByRole('tab', { name: 'Transcript' }).click();
  await expect(page.getByText('Conversation Transcript')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Audio' })).toBeDisabled();
});
