import { expect, test } from '@playwright/test';
import { createPatient, horizontalOverflow } from './support/api';
import { signIn } from './support/sign-in';
import { scrollTo } from './support/scroll';
import { uploadAndWaitForReport } from './support/upload';

// The clinician marks a plan medicine as one the patient goes back on, in a real draft (uploaded,
// transcribed through the OpenAI-wire stand-in, written by the real worker), at both widths: a double
// click on Add gives one row, "Restarted" is kept after a reload, and the signed note groups the
// medicine under "Restarted Medications", apart from the new ones.

const MEDICINE = 'Omeprazole 20 mg';
const LONG_INSTRUCTIONS = `Once daily before breakfast${', then review whether it is still needed'.repeat(4)}.`;

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a restarted medicine at ${viewport.width} px: one row per double click, kept after reload, its own group once signed`, async ({
    page,
  }, info) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await signIn(page);
    const patientId = await createPatient(page, `Restart Patient ${viewport.width}`);
    await page.goto(`/dashboard/patients/${patientId}`);
    await uploadAndWaitForReport(page);

    const plan = page.getByRole('region', { name: 'Treatment Plan' });
    const names = plan.getByRole('textbox', { name: 'Medicine' });
    const before = await names.count();
    await scrollTo(plan.getByRole('button', { name: 'Add plan medicine' }));
    await plan.getByRole('button', { name: 'Add plan medicine' }).dblclick();
    await expect(names).toHaveCount(before + 1);

    await names.nth(before).fill(MEDICINE);
    await plan.getByRole('textbox', { name: 'Instructions' }).nth(before).fill(LONG_INSTRUCTIONS);
    const action = plan.getByRole('combobox', { name: 'What is done with it' }).nth(before);
    await action.selectOption({ label: 'Restarted' });
    await expect(page.getByTestId('save-status')).toHaveText('Saved');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: info.outputPath(`restart-edit-${viewport.width}.png`) });

    await page.reload();
    await expect(names.nth(before)).toHaveValue(MEDICINE);
    await expect(plan.getByRole('combobox', { name: 'What is done with it' }).nth(before)).toHaveValue('restart');

    await page.getByRole('button', { name: 'Sign note' }).click();
    const confirm = page.getByRole('button', { name: 'Sign anyway' });
    if (await confirm.isVisible().catch(() => false)) await confirm.click();
    await expect(page.getByTestId('signed-line')).toBeVisible();
    const group = plan.getByText('Restarted Medications', { exact: true });
    await expect(group).toBeVisible();
    await expect(plan.getByText(MEDICINE)).toBeVisible();
    await scrollTo(group);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: info.outputPath(`restart-signed-${viewport.width}.png`) });
  });
}
