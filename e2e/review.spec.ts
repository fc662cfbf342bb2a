import { expect, test } from '@playwright/test';
import { createPatient } from './support/api';
import { signIn } from './support/sign-in';
import { scrollTo } from './support/scroll';
import { uploadAndWaitForReport } from './support/upload';

// The clinician reviews the AI draft of a real consultation (uploaded, transcribed through the
// OpenAI-wire stand-in, written by the real worker): edits a dose, corrects who spoke, regenerates,
// signs, amends and reads the history. Real server, database, queue, worker and browser.

let patientId = '';

test('edits the draft, corrects a speaker, regenerates, signs, amends and shows the history', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  patientId = await createPatient(page, 'Review Patient');
  await page.goto(`/dashboard/patients/${patientId}`);
  const entry = await uploadAndWaitForReport(page);
  await expect(entry.getByTestId('note-badge')).toHaveText('Draft');

  // Edit a medication dose in place; it saves itself and is there after a reload.
  const medications = page.getByRole('region', { name: 'Current Medications' });
  const dose = medications.getByLabel('Dosage');
  await expect(dose).toHaveValue(/500 mg/);
  await dose.fill('1 g twice a day');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await page.reload();
  await expect(dose).toHaveValue('1 g twice a day');
  await expect(medications.getByText('clinician')).toBeVisible();
  await expect(entry.getByTestId('note-badge')).toHaveText('Edited');
  await expect(
    page
      .getByRole('region', { name: 'Chief Complaint' })
      .getByRole('textbox', { name: 'Chief complaint', exact: true }),
  ).toHaveValue('Headache');
  await page.screenshot({ path: test.info().outputPath('editor-1440x900.png') });
  await scrollTo(medications);
  await page.screenshot({ path: test.info().outputPath('medications-1440x900.png') });

  // The patient's turn was the doctor's: one click flips it; the report changes only when regenerated.
  await page.getByRole('tab', { name: 'Transcript' }).click();
  const patientTurn = page.getByTestId('transcript-bubble').filter({ hasText: 'paracetamol' });
  await patientTurn.getByRole('radio', { name: 'Doctor' }).click();
  await expect(patientTurn.getByRole('radio', { name: 'Doctor' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('transcript-version')).toContainText('Corrected (version 2');
  await page.screenshot({ path: test.info().outputPath('transcript-1440x900.png') });
  await page.getByRole('tab', { name: 'Report' }).click();
  await page.getByRole('button', { name: 'Regenerate report' }).click();
  await expect(page.getByTestId('note-toolbar').getByText('Version 3')).toBeVisible({ timeout: 30_000 });
  // No patient spoke of a complaint any more; the dose the clinician wrote stays as written.
  await expect(
    page
      .getByRole('region', { name: 'Chief Complaint' })
      .getByRole('textbox', { name: 'Chief complaint', exact: true }),
  ).toHaveValue('');
  await expect(dose).toHaveValue('1 g twice a day');

  // Signing locks the note.
  await page.getByRole('button', { name: 'Sign note' }).click();
  const confirm = page.getByRole('button', { name: 'Sign anyway' });
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
  await expect(page.getByTestId('signed-line')).toContainText(/Signed by .+ on \d+ \w+ \d{4}, \d\d:\d\d/);
  await expect(entry.getByTestId('note-badge')).toHaveText('Signed', { timeout: 10_000 });
  await expect(medications.getByRole('textbox')).toHaveCount(0);
  await expect(medications.getByText('1 g twice a day')).toBeVisible();
  await scrollTo(page.getByTestId('note-toolbar'));
  await page.screenshot({ path: test.info().outputPath('signed-1440x900.png') });

  // Amending asks for a reason and opens a new, unsigned version.
  await page.getByRole('button', { name: 'Amend' }).click();
  const amend = page.getByRole('dialog');
  await amend.getByRole('button', { name: 'Amend' }).click();
  await expect(amend.getByText('Give the reason for the amendment.')).toBeVisible();
  await amend.getByLabel('Reason for the amendment').fill('Dose confirmed with the pharmacy');
  await amend.getByRole('button', { name: 'Amend' }).click();
  await expect(page.getByTestId('note-toolbar').getByText('Version 4')).toBeVisible();
  await expect(page.getByText('Amendment: Dose confirmed with the pharmacy')).toBeVisible();
  await expect(dose).toBeEditable();

  // Four versions; version 2 compared with the AI draft shows the dose, field by field.
  await page.getByRole('button', { name: 'Note history' }).click();
  const history = page.getByRole('dialog');
  await expect(history.getByTestId('history-version')).toHaveCount(4);
  await expect(history.getByTestId('history-version').first()).toContainText('Amendment');
  await history.getByRole('button', { name: 'Compare with version 1' }).click();
  const diff = history.getByTestId('field-diff');
  const row = diff.getByRole('row', { name: /Current medications/ });
  await expect(row).toContainText('500 mg');
  await expect(row).toContainText('1 g twice a day');
  await page.screenshot({ path: test.info().outputPath('history-1440x900.png') });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('edits with the keyboard alone and saves with Ctrl+S', async ({ page }) => {
    test.skip(!patientId, 'needs the consultation of the test before');
    await signIn(page);
    await page.goto(`/dashboard/patients/${patientId}`);
    const complaint = page
      .getByRole('region', { name: 'Chief Complaint' })
      .getByRole('textbox', { name: 'Chief complaint', exact: true });
    await complaint.focus();
    await page.keyboard.type('Headache for three days');
    await page.keyboard.press('Control+s');
    await expect(page.getByTestId('save-status')).toHaveText('Saved');
    // Add a symptom and move it up, keyboard only.
    const hpi = page.getByRole('region', { name: 'History of Present Illness' });
    await hpi.getByRole('button', { name: 'Add symptom' }).focus();
    await page.keyboard.press('Enter');
    await expect(hpi.getByRole('textbox', { name: 'symptom 1', exact: true })).toBeFocused();
    await page.keyboard.type('nausea');
    await expect(page.getByTestId('save-status')).toHaveText('Unsaved changes');
    await expect(page.getByTestId('save-status')).toHaveText('Saved');
    await page.screenshot({ path: test.info().outputPath('editor-390x844.png') });
    await scrollTo(page.getByRole('region', { name: 'Current Medications' }));
    await page.screenshot({ path: test.info().outputPath('medications-390x844.png') });
    await scrollTo(page.getByTestId('note-toolbar'));
    await page.screenshot({ path: test.info().outputPath('toolbar-390x844.png') });
    await page.getByRole('tab', { name: 'Transcript' }).click();
    await page.screenshot({ path: test.info().outputPath('transcript-390x844.png') });
    await page.getByRole('tab', { name: 'Report' }).click();
    await page.reload();
    await expect(complaint).toHaveValue('Headache for three days');
    await expect(hpi.getByRole('textbox', { name: 'symptom 1', exact: true })).toHaveValue('nausea');
  });
});
