import { expect, test } from '@playwright/test';
import { createPatient, horizontalOverflow } from './support/api';
import { signIn } from './support/sign-in';

// The network drops while a clinician corrects a patient's details: the dialog keeps what was typed
// and says in words what happened and what to do; once the network is back, the same click saves it.
// The patients list, refreshed while offline, says the same and recovers on its own refresh.

const NO_CONNECTION = 'No connection to the server. Check the network and try again.';

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a dropped network keeps the input and says what to do (${viewport.width} px)`, async ({
    page,
    context,
  }, info) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    const patientId = await createPatient(page, 'Offline Patient');
    await page.goto(`/dashboard/patients/${patientId}`);
    await page.getByRole('button', { name: 'Edit details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit patient details' });
    await dialog.getByLabel('Phone Number').fill('98450 12345');

    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(NO_CONNECTION);
    await expect(dialog.getByLabel('Phone Number')).toHaveValue('98450 12345');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: info.outputPath(`edit-offline-${viewport.width}.png`) });

    await context.setOffline(false);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('98450 12345')).toBeVisible();

    await page.goto('/dashboard/patients');
    await expect(page.locator('[data-tour="patients-list"]').getByText('Offline Patient').first()).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('button', { name: /Refresh/ }).click();
    await expect(page.getByRole('alert')).toHaveText(NO_CONNECTION, { timeout: 30_000 });
    await page.screenshot({ path: info.outputPath(`patients-offline-${viewport.width}.png`) });
    await context.setOffline(false);
    await page.getByRole('button', { name: /Refresh/ }).click();
    await expect(page.getByRole('alert')).toBeHidden({ timeout: 30_000 });
    await expect(page.locator('[data-tour="patients-list"]').getByText('Offline Patient').first()).toBeVisible();
  });
}
