import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createPatient, uploadAudio } from './support/api';
import { signIn } from './support/sign-in';

// The speech service goes down: the stand-in (e2e/support/openai-audio-mock.mjs, PORT + 2) answers
// 500 to every call. The clinician is told within seconds on the consultation and across the
// dashboard; with the service down throughout, the consultation gives up within two minutes with
// what to do; a consultation waiting when the service comes back finishes by itself.

const SPEECH_MOCK = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 18080) + 2}`;
const SPEECH_HOST = new URL(SPEECH_MOCK).host;
const RECORDING = readFileSync(path.resolve(import.meta.dirname, 'fixtures', 'consultation.wav'));
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

async function speechService(page: Page, status: number | null) {
  const res = await page.request.put(`${SPEECH_MOCK}/__stand-in/fault`, { data: { status } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/**
 * Screenshots of what the clinician sees, wide and phone-sized, when E2E_SCREENSHOTS_DIR asks for
 * them: the page's top (the banner), and on the phone also `focus` scrolled into view.
 */
async function shoot(page: Page, name: string, focus: Locator) {
  if (!SHOTS) return;
  for (const [w, h] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${w}x${h}.png`) });
  }
  await focus.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: path.join(SHOTS, `${name}-390x844-consultation.png`) });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.afterEach(async ({ page }) => speechService(page, null));

test('a speech service that is down is shown within seconds, gives up with what to do, and waiting consultations go on when it is back', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page);
  const banner = page.getByTestId('engine-outage-banner');

  // Down throughout: the outage is on the consultation within seconds, with the wait before the next try.
  await speechService(page, 500);
  const patientId = await createPatient(page, 'Outage Patient');
  await page.goto(`/dashboard/patients/${patientId}`);
  await expect(page.getByText('No conversations yet')).toBeVisible();
  const uploadedAt = Date.now();
  await uploadAudio(page, patientId, RECORDING, 'audio/wav');
  const retry = page.getByTestId('engine-retry');
  // Ten seconds from the start of the upload, not from its end.
  await expect(retry).toContainText('Speech service not answering (500) — next try in', {
    timeout: Math.max(1, 10_000 - (Date.now() - uploadedAt)),
  });
  const shownAfterMs = Date.now() - uploadedAt;
  await expect(retry).toContainText('(attempt 2 of 6)');
  await expect(banner).toContainText('Speech service not answering (500)');
  await expect(banner).toContainText(`Check the speech service at ${SPEECH_HOST}, or install a local speech model`);
  await expect(banner).toContainText('1 consultation is waiting and will go on by itself when it is back.');
  await shoot(page, 'engine-outage', retry);

  // Retry now starts the next try at once, while the countdown still has more than 5 s to go.
  const stage = page.getByTestId('conversation-stage');
  await expect(retry).toContainText(/next try in ([6-9]|\d\d) s \(attempt [2-5] of 6\)/, { timeout: 40_000 });
  const next = Number(/attempt (\d) of 6/.exec(await retry.innerText())![1]);
  await stage.getByRole('button', { name: 'Retry now' }).click();
  // The try fails at once against a service answering 500, so the page may show it under way or
  // already the attempt after it; either comes seconds before the countdown would have run out.
  const tried = new RegExp(`trying again now \\(attempt ${next} of 6\\)|\\(attempt ${next + 1} of 6\\)`);
  await expect(retry).toContainText(tried, { timeout: 3_000 });

  await expect(stage).toContainText(
    `Gave up after 6 attempts. Check the speech service at ${SPEECH_HOST}, or install a local speech model on the Models page.`,
    { timeout: 120_000 },
  );
  const gaveUpAfterMs = Date.now() - uploadedAt;
  await expect(stage).toContainText('Failed: The speech service failed (500');
  await shoot(page, 'engine-gave-up', stage);

  // Back mid-way: a consultation waiting for its next try finishes by itself, and the banner goes.
  const second = await createPatient(page, 'Outage Patient Two');
  await page.goto(`/dashboard/patients/${second}`);
  await uploadAudio(page, second, RECORDING, 'audio/wav');
  await expect(retry).toContainText('Speech service not answering (500) — next try in', { timeout: 10_000 });
  await speechService(page, null);
  const entry = page.getByTestId('timeline-entry');
  await expect(entry.getByText('Report', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(retry).toHaveCount(0);
  await expect(banner).toHaveCount(0, { timeout: 10_000 });
  console.log(`outage shown after ${shownAfterMs} ms; gave up ${gaveUpAfterMs} ms after the upload`);
});
