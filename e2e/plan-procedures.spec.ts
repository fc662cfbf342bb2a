import { expect, test } from '@playwright/test';
import { createPatient, horizontalOverflow } from './support/api';
import { signIn } from './support/sign-in';
import { scrollTo } from './support/scroll';
import { uploadAndWaitForReport } from './support/upload';

// The clinician adds a procedure to the plan of a real draft (uploaded, transcribed through the
// OpenAI-wire stand-in, written by the real worker), at both widths: a double click adds one
// item, a 200-character name wraps inside the window, it is there after a reload, and an edit
// made while the network is down says it was not saved and saves on Retry.

const LONG = `Arthroscopic${'Meniscectomy'.repeat(20)}`.slice(0, 200);

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`procedures in the plan at ${viewport.width} px: double click, long name, reload, network down`, async ({
    page,
    context,
  }, info) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await signIn(page);
    const patientId = await createPatient(page, `Procedure Patient ${viewport.width}`);
    await page.goto(`/dashboard/patients/${patientId}`);
    await uploadAndWaitForReport(page);

    const plan = page.getByRole('region', { name: 'Treatment Plan' });
    const procedures = plan.getByRole('textbox', { name: /^procedure \d+$/ });
    const before = await procedures.count();
    await scrollTo(plan.getByRole('button', { name: 'Add procedure' }));
    await plan.getByRole('button', { name: 'Add procedure' }).dblclick();
    await expect(procedures).toHaveCount(before + 1);

    const added = procedures.nth(before);
    await expect(added).toBeFocused();
    await added.fill(LONG);
    await expect(page.getByTestId('save-status')).toHaveText('Saved');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: info.outputPath(`procedure-long-${viewport.width}.png`) });

    await page.reload();
    await expect(procedures.nth(before)).toHaveValue(LONG);
    await expect(procedures).toHaveCount(before + 1);

    await context.setOffline(true);
    await procedures.nth(before).fill('Cortisone injection to the left knee');
    await expect(page.getByTestId('save-status')).toContainText('Not saved', { timeout: 30_000 });
    await expect(procedures.nth(before)).toHaveValue('Cortisone injection to the left knee');
    // The clinician is far down the note: the warning comes to where they are.
    await expect(page.getByTestId('save-status').getByRole('button', { name: 'Retry' })).toBeInViewport();
    await page.screenshot({ path: info.outputPath(`procedure-offline-${viewport.width}.png`) });

    await context.setOffline(false);
    await page.getByTestId('save-status').getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('save-status')).toHaveText('Saved');
    await page.reload();
    await expect(procedures.nth(before)).toHaveValue('Cortisone injection to the left knee');
  });
}
