import { expect, test, type Page } from '@playwright/test';
import { createPatient } from './support/api';
import { signIn } from './support/sign-in';

// With more patients than the window shows, every step of the tour still puts its tooltip on
// the screen, with its buttons in reach, at both widths.

const tooltip = (page: Page) => page.getByTestId('tour-tooltip');

async function expectOnScreen(page: Page, id: string) {
  await expect(tooltip(page)).toHaveAttribute('data-tour-step', id, { timeout: 15_000 });
  // The tooltip settles after the page has scrolled to the step's target: it must be inside the
  // window and where it was at the previous look, or a click on Next can land while it still moves.
  let previous = '';
  await expect
    .poll(
      async () => {
        const box = await tooltip(page).boundingBox();
        const { width, height } = page.viewportSize()!;
        const still = JSON.stringify(box) === previous;
        previous = JSON.stringify(box);
        return (
          still &&
          box !== null &&
          box.y >= 0 &&
          box.x >= 0 &&
          box.y + box.height <= height &&
          box.x + box.width <= width
        );
      },
      { message: `tooltip of '${id}' inside the window and settled`, intervals: [150] },
    )
    .toBe(true);
  await expect(tooltip(page).getByRole('button', { name: /Next|Finish/ })).toBeInViewport();
}

for (const layout of [
  { name: 'wide', use: { viewport: { width: 1440, height: 900 } } },
  { name: 'narrow', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
]) {
  test.describe(`${layout.name} layout`, () => {
    test.use(layout.use);

    test('with a patients list taller than the window, every tooltip is on screen', async ({ page }, info) => {
      test.setTimeout(120_000);
      await signIn(page, { tour: true });
      await expectOnScreen(page, 'welcome');
      // The list is read when the tour reaches it, after these are added.
      for (let i = 1; i <= 15; i++) await createPatient(page, `Tour Patient ${i}`);
      const steps =
        layout.name === 'wide'
          ? [
              'add-patient-link',
              'add-patient-form',
              'patients-list',
              'test-patient',
              'record-button',
              'consultations-timeline',
              'report-area',
              'closing',
            ]
          : [
              'open-sidebar',
              'add-patient-link',
              'add-patient-form',
              'patients-list',
              'test-patient',
              'record-button',
              'consultations-timeline',
              'report-area',
              'closing',
            ];
      for (const id of steps) {
        await tooltip(page).getByRole('button', { name: 'Next' }).click();
        await expectOnScreen(page, id);
        if (id === 'patients-list' || id === 'report-area') {
          await page.screenshot({ path: info.outputPath(`tour-${id}-${layout.name}.png`) });
        }
      }
    });
  });
}
