import { expect, test } from '@playwright/test';
import { createPatient } from './support/api';
import { signIn } from './support/sign-in';

// A patient named in Devanagari and Tamil reads as text on a machine with no Indic system font
// (this test's Chromium has none, and its system-ui font draws empty boxes for those scripts):
// the app brings the fonts itself and the page loads the ones its text needs.

const NAME = 'राजेश कुमार (தமிழ்செல்வி)';

test('a name in Devanagari and Tamil is drawn with the bundled fonts', async ({ page }, info) => {
  await signIn(page);
  const patientId = await createPatient(page, NAME);
  await page.goto(`/dashboard/patients/${patientId}`);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  const loaded = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, ''));
    });
  await expect
    .poll(loaded, { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['Noto Sans Devanagari', 'Noto Sans Tamil']));
  await page.screenshot({ path: info.outputPath('indic-name.png') });
});
