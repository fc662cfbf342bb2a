import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { buildTestGgufModel } from '../packages/scribe/src/testing/gguf-model';
import { bearer, createPatient, readyConsultation, uploadAudio } from './support/api';
import { startFileServer, startServer } from './support/model-app';
import { signIn } from './support/sign-in';

// A clinic without a language model: at first sign-in the dashboard offers the report model this
// machine's memory holds (name, size, memory, licence); one click downloads it — a real GGUF (the
// generated tiny test model, which knows no language) from a local file server standing in for Hugging
// Face — with its progress on the Models page; then the consultation's note is written by that model
// through node-llama-cpp. The consultation is recorded while the clinician has their own OpenAI key
// saved (speech through the OpenAI-wire stand-in, which has no chat service, so the built-in writer
// writes); the key is then removed, leaving the note to this machine.

const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
const PORT = E2E_PORT + 7;
const SPEECH_MOCK = `http://127.0.0.1:${E2E_PORT + 2}/v1`;
const RECORDING = readFileSync(path.resolve(import.meta.dirname, 'fixtures/consultation.mp3'));
const TITLE = 'Test report model (tiny GGUF)';

async function shoot(page: Page, name: string) {
  for (const [w, h] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: test.info().outputPath(`${name}-${w}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

let files: Awaited<ReturnType<typeof startFileServer>>;
let server: Awaited<ReturnType<typeof startServer>>;
let dataDir = '';
test.beforeAll(async () => {
  test.setTimeout(150_000);
  const model = buildTestGgufModel();
  files = await startFileServer('test-report.gguf', model, Math.ceil(model.length / 120));
  dataDir = path.resolve(`.tmp/e2e-report-model-${PORT}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const catalog = path.join(dataDir, 'catalog.json');
  writeFileSync(
    catalog,
    JSON.stringify([
      {
        kind: 'report',
        name: 'test-report-model',
        title: TITLE,
        fileName: 'test-report.gguf',
        url: `${files.base}/test-report.gguf`,
        bytes: model.length,
        checksum: { algorithm: 'sha256', value: createHash('sha256').update(model).digest('hex') },
        licence: 'MIT',
        // Larger than every built-in model a first start may pull, so this machine's pick is this one.
        ramBytes: 5_000_000_000,
        autoPull: true,
      },
    ]),
  );
  server = await startServer(PORT, dataDir, {
    SPEECH_ENGINE: 'auto',
    OPENAI_BASE_URL: SPEECH_MOCK,
    OPENAI_API_KEY: '',
    LLM_ENGINE: 'auto',
    MODEL_AUTO_PULL: 'false',
    MODEL_CATALOG: catalog,
    LLAMA_THREADS: '1',
  });
});
test.afterAll(async () => {
  await server?.stop();
  await files?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('the dashboard offers the report model; one click downloads it; the model then writes the note', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const page = await newPage(browser, server.baseURL);
  await signIn(page);
  const offer = page.getByRole('region', { name: 'Let a language model write your notes' });
  await expect(offer).toBeVisible({ timeout: 15_000 });
  await expect(offer).toContainText(`${TITLE} fits this machine`);
  await expect(offer.getByTestId('report-model-offer-facts')).toHaveText(
    /Download\s*\d+ KB\s*Memory\s*needs 5\.0 GB\s*Licence\s*MIT/,
  );
  await shoot(page, 'report-model-offer');

  const headers = await bearer(page);
  const key = await page.request.put('/api/settings/api-key', {
    headers,
    data: { apiKey: 'sk-test-0123456789abcdef' },
  });
  expect(key.ok(), await key.text()).toBeTruthy();
  const patientId = await createPatient(page, 'Model Note Patient');
  await uploadAudio(page, patientId, RECORDING, 'audio/mpeg');
  await readyConsultation(page, patientId);
  expect((await page.request.delete('/api/settings/api-key', { headers })).ok()).toBeTruthy();
  await page.reload();

  await offer.getByRole('button', { name: `Download ${TITLE}` }).click();
  await expect(offer.getByRole('progressbar', { name: `Download of ${TITLE}` })).toBeVisible();
  await offer.getByRole('link', { name: 'Models page' }).click();
  await expect(page).toHaveURL(/\/dashboard\/models$/);
  const row = page.locator('[data-model="test-report-model"]');
  const bar = row.getByRole('progressbar', { name: `Download of ${TITLE}` });
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await shoot(page, 'report-model-downloading');
  await expect(row.getByText('In use')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('llama:test-report.gguf')).toBeVisible();
  await expect(offer).toBeHidden();

  // The note of the consultation recorded before, written again: now by the model.
  await page.goto(`/dashboard/patients/${patientId}`);
  await expect(page.getByTestId('writer-line')).toContainText('Written by the built-in writer', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Regenerate report' }).click();
  await expect(page.getByTestId('note-toolbar').getByText('Version 2')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('writer-line')).toHaveText('Written by llama:test-report.gguf');
  await page.screenshot({ path: test.info().outputPath('note-by-model-1440.png') });
});
