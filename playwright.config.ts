import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 18080);
/** The stand-in for OpenAI's speech service (e2e/support/openai-audio-mock.mjs); PORT + 1 is the embedded PostgreSQL. */
const SPEECH_MOCK_PORT = PORT + 2;
export const E2E_BASE_URL = `http://localhost:${PORT}`;
/** The server's log of this run, searched for canary patients' details afterwards (e2e/support/check-logs.ts). */
export const E2E_LOG_DIR = `.tmp/e2e-logs-${PORT}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser tests against the real built product (API, embedded PostgreSQL, embedded sign-in,
 * worker) on a fresh data directory, driven through Debian's chromium.
 */
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  globalTeardown: './e2e/support/check-logs.ts',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'wide', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    // Specs written for both layouts run again on a phone-sized screen; others set their own viewport.
    {
      name: 'narrow',
      testMatch: /workspace\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [
    {
      command: `node e2e/support/openai-audio-mock.mjs ${SPEECH_MOCK_PORT}`,
      url: `http://127.0.0.1:${SPEECH_MOCK_PORT}/v1/models`,
      timeout: 10_000,
      reuseExistingServer: false,
    },
    {
      // The server's whole output goes to E2E_LOG_DIR/server.log (read it when start-up fails).
      command: `rm -rf .tmp/e2e-data-${PORT} ${E2E_LOG_DIR} && mkdir -p ${E2E_LOG_DIR} && exec node apps/server/dist/main.js > ${E2E_LOG_DIR}/server.log 2>&1`,
      url: `${E2E_BASE_URL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: E2E_BASE_URL,
        DATA_DIR: `.tmp/e2e-data-${PORT}`,
        ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
        EMBEDDED_PG_PORT: String(PORT + 1),
        // The production level, so the log searched for patient data is the one a clinic would keep.
        LOG_LEVEL: 'info',
        SEED_CLINICIAN_EMAIL: 'e2e.doctor@clinic.test',
        SEED_CLINICIAN_PASSWORD: 'e2e-Password-123',
        // The real pipeline (report and transcript tabs fill after a recording) with the
        // speech service mocked at OpenAI's wire format; the report comes from the deterministic extractor.
        SPEECH_ENGINE: 'openai',
        OPENAI_BASE_URL: `http://127.0.0.1:${SPEECH_MOCK_PORT}/v1`,
        OPENAI_API_KEY: 'test-key',
        MODEL_AUTO_PULL: 'false',
        // Small enough for a test to exceed it (a refused upload says why); far above the test recordings.
        UPLOAD_MAX_BYTES: String(8 * 1024 * 1024),
        // The stand-in speaks the audio API only; reports come from the built-in writer.
        LLM_ENGINE: 'none',
      },
    },
  ],
});
