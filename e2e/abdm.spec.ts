import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { patientsNamed } from './support/api';
import { signIn } from './support/sign-in';
import { uploadAndWaitForReport } from './support/upload';

// India's ABDM: a patient added with their ABHA number through the form, a real consultation
// (uploaded, transcribed through the OpenAI-wire stand-in, written by the real worker), and the
// Export menu's "Download FHIR for ABDM (India)" giving the OP consultation record that carries it.

test('a patient’s ABHA number is kept and goes out in the ABDM OP consultation record', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page);
  await page.goto('/dashboard/add-patient');
  const name = `Ravi Kumar ${Date.now()}`;
  await page.getByLabel('Full Name *').fill(name);
  await page.getByLabel('ABHA Number').fill('91-1234-5678');
  await page.getByRole('button', { name: 'Save Patient' }).click();
  await expect(page.getByText(/^ABHA number must be the 14 digits/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('abdm-add-patient-1440x900.png') });
  await page.getByLabel('ABHA Number').fill('91 1234 5678 9012');
  await page.getByRole('button', { name: 'Save Patient' }).click();
  await expect(page.getByText(`Patient ${name} has been added successfully.`)).toBeVisible();

  const [patientId] = await patientsNamed(page, name);
  await page.goto(`/dashboard/patients/${patientId}`);
  const header = page.getByTestId('patient-header');
  await expect(header.getByText('91-1234-5678-9012')).toBeVisible();
  await uploadAndWaitForReport(page);

  await page.getByTestId('export-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Download FHIR for ABDM (India)' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('abdm-export-menu-1440x900.png') });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Download FHIR for ABDM (India)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^op-consult-record-\d{4}-\d{2}-\d{2}-v1-draft\.fhir\.json$/);
  await expect(page.getByText('Downloaded the note as ABDM OP consultation record (India)')).toBeVisible();
  const file = test.info().outputPath('op-consult-record.fhir.json');
  await download.saveAs(file);
  const bundle = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    type: string;
    entry: Array<{
      resource: {
        resourceType: string;
        type?: { coding: Array<{ code: string }> };
        identifier?: Array<{ value: string }>;
      };
    }>;
  };
  expect(bundle.type).toBe('document');
  expect(bundle.entry[0]!.resource.type!.coding[0]!.code).toBe('371530004');
  const patient = bundle.entry.find((e) => e.resource.resourceType === 'Patient')!.resource;
  expect(patient.identifier!.map((i) => i.value)).toContain('91-1234-5678-9012');

  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath('abdm-patient-390x844.png') });
  await page.getByTestId('export-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Download FHIR for ABDM (India)' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('abdm-export-menu-390x844.png') });
});
