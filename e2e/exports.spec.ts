import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Note } from '@asha/contracts';
import { bearer, createPatient, readyConsultation } from './support/api';
import { signIn } from './support/sign-in';
import { scrollTo } from './support/scroll';
import { uploadAndWaitForReport } from './support/upload';

// The note leaves the app: a real consultation (uploaded, transcribed through the OpenAI-wire
// stand-in, written by the real worker) is copied as text to the clipboard, downloaded as a PDF,
// its patient copy read, and Send to record says how to connect a record system. Real server,
// database, queue, worker and browser.

test('copies the note as text, downloads its PDF, shows the patient copy and where Send to record goes', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  const patientId = await createPatient(page, 'प्रिया शर्मा');
  await page.goto(`/dashboard/patients/${patientId}`);
  await uploadAndWaitForReport(page);

  // The menu says the note is a draft; Copy text puts the note on the clipboard in its note type (SOAP, the default).
  await page.getByTestId('export-menu').click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Draft — not signed: exports are marked as a draft')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('export-menu-1440x900.png') });
  await menu.getByRole('menuitem', { name: 'Copy text' }).click();
  await expect(page.getByText('Copied the note as text')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('SOAP note — प्रिया शर्मा');
  expect(copied).toContain('Draft — not signed');
  expect(copied.indexOf('SUBJECTIVE')).toBeLessThan(copied.indexOf('ASSESSMENT'));
  expect(copied).toMatch(/Medications: Paracetamol — 500 mg/);

  // Download PDF: a file named for the note type, date and version, marked draft; its first page is looked at.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByTestId('export-menu')
      .click()
      .then(() => page.getByRole('menuitem', { name: 'Download PDF' }).click()),
  ]);
  expect(download.suggestedFilename()).toMatch(/^soap-\d{4}-\d{2}-\d{2}-v1-draft\.pdf$/);
  const pdf = test.info().outputPath('note.pdf');
  await download.saveAs(pdf);
  expect(fs.readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    pdf,
    test.info().outputPath('note-pdf-page-1'),
  ]);

  // An OPD order in the note's plan, saved as the note editor saves it, to read in the patient's language.
  const convId = await readyConsultation(page, patientId);
  const headers = await bearer(page);
  const note = (await (await page.request.get(`/api/conversations/${convId}/note`, { headers })).json()) as Note;
  const plan = {
    ...note.current.patientReport.plan,
    medications: [{ name: 'Tab. Paracetamol', instructions: '650 mg 1-0-1 after food for 5 days', action: 'start' }],
    followUp: { timeline: 'in 2 weeks', notes: null },
  };
  const saved = await page.request.put(`/api/conversations/${convId}/note`, {
    headers,
    data: { baseVersion: note.current.version, patientReport: { ...note.current.patientReport, plan } },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();

  // The patient copy: no language model here, so Hindi from the built-in phrases (headings, the
  // medicine's instructions, review, warning signs) with the free sentences in English, marked; the
  // notice says which and where a model is added.
  await page.getByTestId('export-menu').click();
  await page.getByRole('menuitem', { name: 'Patient copy…' }).click();
  const copyDialog = page.getByRole('dialog', { name: 'Patient copy' });
  await expect(copyDialog.getByTestId('patient-copy-preview')).toContainText('Your visit summary');
  await copyDialog.getByLabel('Language').selectOption('hi');
  const preview = copyDialog.getByTestId('patient-copy-preview');
  await expect(preview).toContainText('आपकी मुलाक़ात का सारांश');
  await expect(preview).toContainText('Tab. Paracetamol: 650 mg, दिन में दो बार (सुबह 1, रात 1), खाने के बाद, 5 दिन तक।');
  await expect(preview).toContainText('2 हफ़्ते बाद दोबारा दिखाने आएँ।');
  await expect(preview).toContainText('तुरंत डॉक्टर को दिखाएँ, अगर');
  await expect(copyDialog.getByTestId('patient-copy-written')).toHaveText(
    'Partly in Hindi, from built-in phrases (no language model).',
  );
  await expect(copyDialog.getByText(/^Partly in Hindi, without a language model: .*stay in English/)).toBeVisible();
  await expect(copyDialog.getByRole('link', { name: 'Open the Models page' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('patient-copy-1440x900.png') });
  const [copyPdf] = await Promise.all([
    page.waitForEvent('download'),
    copyDialog.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(copyPdf.suggestedFilename()).toMatch(/^patient-copy-hi-/);
  const copyPdfPath = test.info().outputPath('patient-copy.pdf');
  await copyPdf.saveAs(copyPdfPath);
  expect(execFileSync('pdfinfo', [copyPdfPath], { encoding: 'utf8' })).toMatch(/Pages:\s+1\n/);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-singlefile',
    copyPdfPath,
    test.info().outputPath('patient-copy-pdf'),
  ]);
  await copyDialog.getByRole('button', { name: 'Close' }).click();

  // Send to record without a record system says how to connect one.
  await page.getByTestId('export-menu').click();
  await page.getByRole('menuitem', { name: 'Send to record…' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Send to record' }).getByText(/No record system is configured.*FHIR_BASE_URL/),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // On a phone the whole menu fits the screen, its last item included.
  await page.setViewportSize({ width: 390, height: 844 });
  await scrollTo(page.getByTestId('export-menu'));
  await page.getByTestId('export-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Download FHIR', exact: true })).toBeInViewport();
  await expect(page.getByRole('menuitem', { name: 'Patient copy…' })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('export-menu-390x844.png') });
  await page.getByRole('menuitem', { name: 'Patient copy…' }).click();
  await copyDialog.getByLabel('Language').selectOption('hi');
  await preview.getByText('Tab. Paracetamol').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('patient-copy-390x844.png') });
});
