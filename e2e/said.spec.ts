import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { TranscriptVersion } from '@asha/contracts';
import { bearer, createPatient, horizontalOverflow, readyConsultation, uploadAudio } from './support/api';
import { signIn } from './support/sign-in';
import { scrollTo } from './support/scroll';
import { SPEECH_MP3 } from './support/upload';

// What was said but is not in the note: the review screen offers it in one group, under the titles
// of the cards it would go in, each with its source, and adds it to its section in one click. The
// recording goes through the real pipeline; the clinician then corrects the English of their turn to
// what it went on to say (findings and results, some the built-in writer holds back) and regenerates the note.

/** What the clinician's turn goes on to say: a finding it writes, one it holds back, and two results it holds back as diagnoses. */
const FINDINGS =
  'On exam your throat looks a little red and I can see some white spots on your tonsils. ' +
  'Your white count was slightly elevated and your sodium was a bit low on the labs.';

/** The clinician's turn with what it went on to say, corrected as on the Transcript tab (the same API). */
async function correctTurn(page: Page, conversationId: string) {
  const url = `/api/conversations/${conversationId}/transcript`;
  const current = (await (await page.request.get(url, { headers: await bearer(page) })).json()) as TranscriptVersion;
  const turn = current.transcript.segments.find((s) => s.role === 'Doctor')!;
  const res = await page.request.post(`${url}/corrections`, {
    headers: await bearer(page),
    data: {
      baseVersion: current.version,
      correction: { op: 'text', segmentId: turn.id, english: `${turn.english} ${FINDINGS}` },
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(name), fullPage: false });

test('offers what was said but is not in the note, grouped by section, and adds it in one click', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const patientId = await createPatient(page, 'Said Patient');
  await uploadAudio(page, patientId, readFileSync(SPEECH_MP3), 'audio/mpeg');
  await correctTurn(page, await readyConsultation(page, patientId));
  await page.goto(`/dashboard/patients/${patientId}`);
  await page.getByRole('button', { name: 'Regenerate report' }).click();
  await expect(page.getByTestId('note-toolbar').getByText('Version 2')).toBeVisible({ timeout: 60_000 });
  const panel = page.getByRole('region', { name: 'Said, not in the note' });
  await expect(panel).toBeVisible({ timeout: 90_000 });
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(['Assessment & Diagnosis', 'Physical Examination']);
  await expect(panel.getByText('Leukocytosis')).toBeVisible();
  await expect(panel.getByText('Hyponatremia')).toBeVisible();
  await expect(page.getByTestId('writer-line')).toContainText('Written by the built-in writer');
  await scrollTo(page.getByTestId('writer-line'));
  await shot(page, 'note-top-1440x900.png');
  // The top of the note says how much is offered and leads to it.
  await page.getByRole('button', { name: '3 things said are not in the note ↓' }).click();
  await expect(panel).toBeInViewport();
  await shot(page, 'said-1440x900.png');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // Its source opens the words on the Transcript tab.
  await panel.getByRole('button', { name: 'Show the source of Leukocytosis' }).click();
  await expect(page.getByRole('tab', { name: 'Transcript' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Report' }).click();

  // One click adds it to its section and the offer goes; the note saves itself and keeps it.
  await panel.getByRole('button', { name: 'Add Leukocytosis to the note' }).click();
  await expect(panel.getByText('Leukocytosis')).toHaveCount(0);
  const diagnoses = page
    .getByRole('region', { name: 'Assessment & Diagnosis' })
    .getByRole('textbox', { name: 'Diagnosis' });
  await expect(diagnoses.last()).toHaveValue('Leukocytosis');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await page.reload();
  await expect(panel.getByText('Hyponatremia')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText('Leukocytosis')).toHaveCount(0);
  await expect(diagnoses.last()).toHaveValue('Leukocytosis');

  await page.setViewportSize({ width: 390, height: 844 });
  await scrollTo(page.getByTestId('writer-line'));
  await shot(page, 'note-top-390x844.png');
  await scrollTo(panel);
  await shot(page, 'said-390x844.png');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // Signing does not ask about them; the signed note still shows them, to read, without Add.
  await page.getByRole('button', { name: 'Sign note' }).click();
  await expect(page.getByTestId('signed-line')).toBeVisible();
  await expect(panel.getByText('Hyponatremia')).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Add / })).toHaveCount(0);
  await scrollTo(panel);
  await shot(page, 'signed-said-390x844.png');
  await page.setViewportSize({ width: 1440, height: 900 });
  await scrollTo(panel);
  await shot(page, 'signed-said-1440x900.png');
});
