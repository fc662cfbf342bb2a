import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createPatient } from './support/api';
import { signIn } from './support/sign-in';
import { uploadRecording } from './support/upload';

// Recordings from phones uploaded on a patient's page go through the real pipeline (ffmpeg is
// installed on the test machine, as on most clinic servers), and a refused upload says why in
// words. The speech service is the OpenAI-wire stand-in (playwright.config.ts).

const CONSULTATION_WAV = path.resolve(import.meta.dirname, 'fixtures', 'consultation.wav');
const timeline = (page: Page) => page.locator('[data-tour="consultations-timeline"]');

async function openNewPatient(page: Page, name: string) {
  await signIn(page);
  const patientId = await createPatient(page, name);
  await page.goto(`/dashboard/patients/${patientId}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

test('an m4a recorded on a phone (index at the end of the file) becomes a report', async ({ page }, info) => {
  test.setTimeout(120_000);
  // AAC in MP4 with the moov index after the audio, as phones and most recorders write it.
  const m4a = info.outputPath('phone-consultation.m4a');
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    CONSULTATION_WAV,
    '-ac',
    '2',
    '-ar',
    '44100',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    m4a,
  ]);
  await openNewPatient(page, 'Phone Recording Patient');
  await uploadRecording(page, m4a);

  const entry = timeline(page).getByTestId('timeline-entry');
  await expect(entry).toHaveCount(1, { timeout: 15_000 });
  await expect(entry.getByText('Report', { exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(entry).not.toContainText('Failed');
  await page.getByRole('tab', { name: 'Transcript' }).click();
  await expect(page.getByRole('tabpanel').getByTestId('transcript-bubble').first()).toBeVisible();
});

test('a refused upload shows the server’s reason and status in words, not its JSON', async ({ page }, info) => {
  await openNewPatient(page, 'Refused Upload Patient');
  // Too large: the server refuses it with 413 before storing anything (UPLOAD_MAX_BYTES in playwright.config.ts).
  const big = Buffer.alloc(9 * 1024 * 1024);
  big.write('RIFF', 0);
  big.write('WAVEfmt ', 8);
  await page
    .getByLabel('Upload a recording file')
    .setInputFiles({ name: 'whole-morning.wav', mimeType: 'audio/wav', buffer: big });
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Upload Failed' })).toBeVisible({ timeout: 30_000 });
  const detail = dialog.getByRole('alert');
  await expect(detail).toHaveText('Upload failed: 413 The recording is larger than the limit of 8 MB.');
  await page.screenshot({ path: info.outputPath(`upload-failed-${page.viewportSize()!.width}.png`) });
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Not audio at all (a picker set to 'All files'): refused when the upload is requested.
  await page
    .getByLabel('Upload a recording file')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
  await expect(detail).toHaveText(
    /^Upload URL failed: 400 contentType must be an audio type: webm, ogg, mp3, m4a, aac, flac or wav\.$/,
  );
  await expect(detail).not.toContainText('{');
  await expect(timeline(page).getByTestId('timeline-entry')).toHaveCount(0);
});
