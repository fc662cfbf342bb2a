import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/** A short recorded consultation that the pipeline turns into a report in the test stack. */
export const SPEECH_MP3 = path.resolve(import.meta.dirname, '..', 'fixtures', 'consultation.mp3');

type Recording = Parameters<Locator['setInputFiles']>[0];

/**
 * Picks a recording on the open patient's page, as a clinician does with the file picker, and closes the dialog once
 * it says the upload succeeded. The consultation then goes through the pipeline on its own.
 */
export async function uploadRecording(page: Page, recording: Recording = SPEECH_MP3): Promise<void> {
  await page.getByLabel('Upload a recording file').setInputFiles(recording);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Upload Successful!')).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

/** Uploads a recording and waits until its report is on the timeline: the first pipeline run can take a while. */
export async function uploadAndWaitForReport(page: Page, recording: Recording = SPEECH_MP3): Promise<Locator> {
  await uploadRecording(page, recording);
  const entry = page.getByTestId('timeline-entry');
  await expect(entry.getByText('Report', { exact: true })).toBeVisible({ timeout: 90_000 });
  return entry;
}
