import { expect, test } from '@playwright/test';
import { createPatient, uploadAudio } from './support/api';
import { signIn } from './support/sign-in';

// The reports browser pages by recording, the newest first, each item whole and named by its
// patient and date: with more recordings than one page holds, the first page is the newest 25.

/**
 * A stored file the server does not recognise as audio: it is listed like any recording (marked
 * failed) but queues no pipeline work, so 27 of them do not hold up the specs that follow.
 */
const NOT_AUDIO = Buffer.from('not a recording, only a placeholder in the list');

test('the newest 25 recordings come first, each with its patient and date, and Load more adds older ones', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await signIn(page);
  const stamp = Date.now().toString(36);
  const names = Array.from({ length: 27 }, (_, i) => `Newest First ${stamp} ${String(i + 1).padStart(2, '0')}`);
  for (const name of names) await uploadAudio(page, await createPatient(page, name), NOT_AUDIO, 'audio/wav');

  await page.goto('/dashboard/data');
  const list = page.getByRole('complementary', { name: 'Patient Reports' });
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(25);
  const shown = async () => (await items.locator('.font-medium').allTextContents()).filter((t) => t.includes(stamp));
  expect(await shown()).toEqual([...names].reverse().slice(0, 25));
  await expect(items.first()).toContainText('Recorded ');
  // The newest is selected: the preview says whose recording it is.
  await expect(page.getByTestId('selected-recording')).toContainText(names[26]!);
  await page.screenshot({ path: info.outputPath(`reports-browser-${page.viewportSize()!.width}.png`) });

  await list.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(async () => (await shown()).length).toBe(27);
  expect(await shown()).toEqual([...names].reverse());
});
