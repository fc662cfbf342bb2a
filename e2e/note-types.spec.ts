import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { BUILTIN_NOTE_TEMPLATES } from '@asha/contracts';
import { fhirErrors } from '../packages/scribe/src/export/testing/fhir-validator';
import { createPatient } from './support/api';
import { signIn } from './support/sign-in';
import { uploadAndWaitForReport } from './support/upload';

// The clinician picks the note type: a default in Profile that a new consultation starts in, then
// each built-in type on the review screen (every switch a new version, the hand edit kept, its PDF
// and FHIR exported from the menu, the FHIR document valid R4 with the type's sections). Real server, database, queue, worker and browser; the speech
// service is the OpenAI-wire stand-in.

const OPD = BUILTIN_NOTE_TEMPLATES.find((t) => t.id === 'opd-prescription')!;

/** Downloads the note from the Export menu as the item names it, into the test's output folder. */
async function exported(page: Page, item: 'Download PDF' | 'Download FHIR', file: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByTestId('export-menu')
      .click()
      .then(() => page.getByRole('menuitem', { name: item, exact: true }).click()),
  ]);
  const saved = test.info().outputPath(file);
  await download.saveAs(saved);
  return saved;
}

const versionShown = async (page: Page) =>
  Number(
    (await page
      .getByTestId('note-toolbar')
      .getByText(/^Version \d+$/)
      .textContent())!.replace('Version ', ''),
  );

test('starts in the default type, shows the note in each type as a new version, exports the PDF in one, amends into another', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page);

  // Profile: new consultations start as OPD prescriptions.
  await page.goto('/dashboard/profile');
  const preference = page.getByLabel('Default note type for new consultations');
  await expect(preference).toHaveValue('soap');
  await preference.selectOption('opd-prescription');
  await expect(page.getByText('New consultations start as OPD prescription')).toBeVisible();
  await page.reload();
  await expect(preference).toHaveValue('opd-prescription');

  const patientId = await createPatient(page, 'Note Types Patient');
  await page.goto(`/dashboard/patients/${patientId}`);
  await uploadAndWaitForReport(page);
  const picker = page.getByLabel('Note type', { exact: true });
  await expect(picker).toHaveValue('opd-prescription');
  await expect(page.getByTestId('note-toolbar').getByText('Version 1', { exact: true })).toBeVisible();

  // A hand edit in the fields, then the note read in each type.
  const dose = page.getByRole('region', { name: 'Current Medications' }).getByLabel('Dosage');
  await dose.fill('1 g twice a day');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  const note = page.getByTestId('typed-note');
  for (const type of [...BUILTIN_NOTE_TEMPLATES.filter((t) => t.id !== OPD.id), OPD]) {
    const before = await versionShown(page);
    await picker.selectOption(type.id);
    await expect(note).toHaveAttribute('aria-label', type.name);
    await expect(page.getByTestId('note-toolbar').getByText(`Version ${before + 1}`, { exact: true })).toBeVisible();
    await expect(note.getByRole('heading', { level: 3 })).toHaveText(type.sections.map((s) => s.title));
    // The edited dose is shown wherever the type lists the current medicines.
    for (const s of type.sections.filter((x) => x.from.includes('medications'))) {
      await expect(note.locator(`[data-section="${s.id}"]`)).toContainText('1 g twice a day');
    }
    // Exported in this type: a PDF headed by its name, and a FHIR document with its sections, valid R4.
    const pdf = await exported(page, 'Download PDF', `${type.id}.pdf`);
    expect(execFileSync('pdftotext', ['-layout', pdf, '-']).toString()).toContain(type.name);
    const bundle = JSON.parse(fs.readFileSync(await exported(page, 'Download FHIR', `${type.id}.fhir.json`), 'utf8'));
    expect(fhirErrors(bundle)).toEqual([]);
    // Its sections are the type's that hold anything, in the type's order.
    const titles: string[] = bundle.entry[0].resource.section.map((x: { title: string }) => x.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).toEqual(type.sections.map((x) => x.title).filter((t) => titles.includes(t)));
  }
  await expect(note.locator('[data-section="complaints"]').getByRole('listitem').first()).toBeVisible();

  // The history lists each change of type as a version of its own.
  await page.getByRole('button', { name: 'Note history' }).click();
  await expect(page.getByRole('dialog').getByText('Note type changed')).toHaveCount(BUILTIN_NOTE_TEMPLATES.length);
  await page.keyboard.press('Escape');

  // Back to the fields: the edit is there as typed.
  await page.getByRole('button', { name: 'Edit fields' }).click();
  await expect(dose).toHaveValue('1 g twice a day');
  await page.getByRole('button', { name: 'Note', exact: true }).click();
  await expect(note).toHaveAttribute('aria-label', OPD.name);

  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('opd-prescription-1440x900.png') });

  // Export: the PDF is the OPD prescription, named by its type, marked draft.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByTestId('export-menu')
      .click()
      .then(() => page.getByRole('menuitem', { name: 'Download PDF' }).click()),
  ]);
  expect(download.suggestedFilename()).toMatch(/^opd-prescription-\d{4}-\d{2}-\d{2}-v\d+-draft\.pdf$/);
  const pdf = test.info().outputPath('opd-prescription.pdf');
  await download.saveAs(pdf);
  expect(fs.readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', pdf, '-']).toString();
  expect(text).toContain('OPD prescription');
  expect(text).toMatch(/COMPLAINTS|Complaints/);
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', pdf, test.info().outputPath('opd-pdf')]);

  // The phone-sized screen: still the note in its type, the picker above it.
  // Every export above left its own toast; the screenshot waits until they are all gone.
  await expect(page.getByText('Downloaded the note as PDF')).toHaveCount(0, { timeout: 20_000 });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(note).toHaveAttribute('aria-label', OPD.name);
  await expect(picker).toHaveValue(OPD.id);
  await picker.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: test.info().outputPath('opd-prescription-390x844.png') });

  // Signed, the note keeps its type; an amendment may put it in another.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Sign note' }).click();
  const confirm = page.getByRole('button', { name: 'Sign anyway' });
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
  await expect(page.getByTestId('signed-line')).toBeVisible();
  await expect(picker).toBeDisabled();
  const signedVersion = await versionShown(page);
  await page.getByRole('button', { name: 'Amend' }).click();
  const amend = page.getByRole('dialog');
  await expect(amend.getByLabel('Note type of the amended note')).toHaveValue(OPD.id);
  await amend.getByLabel('Reason for the amendment').fill('Sent as a referral instead');
  await amend.getByLabel('Note type of the amended note').selectOption('referral-letter');
  await amend.getByRole('button', { name: 'Amend' }).click();
  await expect(
    page.getByTestId('note-toolbar').getByText(`Version ${signedVersion + 1}`, { exact: true }),
  ).toBeVisible();
  await expect(picker).toHaveValue('referral-letter');
  await expect(picker).toBeEnabled();
  await expect(note).toHaveAttribute('aria-label', 'Referral letter');
});
