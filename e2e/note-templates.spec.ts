import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { bearer, createPatient, horizontalOverflow, readyConsultation } from './support/api';
import { signIn } from './support/sign-in';
import { SPEECH_MP3 } from './support/upload';

// A clinician's own note template: made from a copy of SOAP in Profile → Note templates, renamed,
// a section renamed and moved up from the keyboard, a problem shown where it is; then chosen on a
// consultation's note, read in its sections and signed. Real server, database, worker and browser;
// the speech service is the OpenAI-wire stand-in.

test('makes a template from a copy of SOAP, reorders and renames a section, uses it on a note and signs', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);

  // The consultation is written while the template is made.
  const patientId = await createPatient(page, 'Template Patient');
  const q = new URLSearchParams({ contentType: 'audio/mpeg', patientId, source: 'file' });
  const upload = await page.request.get(`/api/conversation/upload-url?${q}`, { headers: await bearer(page) });
  const { url } = (await upload.json()) as { url: string };
  expect(
    (
      await page.request.put(url, { headers: { 'Content-Type': 'audio/mpeg' }, data: fs.readFileSync(SPEECH_MP3) })
    ).ok(),
  ).toBe(true);

  await page.goto('/dashboard/profile');
  await page.getByRole('link', { name: 'Note templates' }).click();
  await expect(page.getByRole('heading', { name: 'Note templates', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Built-in type')).toHaveValue('soap');
  await page.getByRole('button', { name: 'Make a copy to edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit note template' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('SOAP note (copy)');

  await page.getByLabel('Name', { exact: true }).fill('My clinic SOAP');
  await page.getByLabel('Section 4 title').fill('Treatment plan');
  // Moved up twice: a click, then Enter on the button that kept the focus.
  await page.getByRole('button', { name: 'Move Treatment plan up' }).click();
  await expect(page.getByRole('button', { name: 'Move Treatment plan up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Section 2 title')).toHaveValue('Treatment plan');

  // A problem is said under its field, in words, and saving waits for it to be fixed.
  await page.getByLabel('Section 3 title').fill('');
  await expect(page.getByText('The section title must not be empty.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save template' })).toBeDisabled();
  await page.getByLabel('Section 3 title').fill('Findings');

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath('template-editor-1440x900.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await horizontalOverflow(page)).toBe(0);
  await page.getByLabel('Section 2 title').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('template-editor-390x844.png') });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Saved “My clinic SOAP” as version 2')).toBeVisible();

  // On the consultation's note: the template is a note type like the built-in ones.
  await readyConsultation(page, patientId);
  await page.goto(`/dashboard/patients/${patientId}`);
  const picker = page.getByLabel('Note type', { exact: true });
  await picker.selectOption({ label: 'My clinic SOAP' });
  const note = page.getByTestId('typed-note');
  await expect(note).toHaveAttribute('aria-label', 'My clinic SOAP');
  await expect(note.getByRole('heading', { level: 3 })).toHaveText([
    'Subjective',
    'Treatment plan',
    'Findings',
    'Assessment',
  ]);
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('custom-note-1440x900.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await picker.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: test.info().outputPath('custom-note-390x844.png') });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('button', { name: 'Sign note' }).click();
  const confirm = page.getByRole('button', { name: 'Sign anyway' });
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
  await expect(page.getByTestId('signed-line')).toBeVisible();
  await expect(picker).toBeDisabled();
  await expect(note).toHaveAttribute('aria-label', 'My clinic SOAP');
});
