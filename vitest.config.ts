import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const conditions = ['@asha/source'];

/**
 * Two projects: `unit` (pure logic and React components, no database) and `integration`
 * (a real PostgreSQL, real storage, a real queue). `*.int.test.ts` marks integration tests.
 */
// On CI's two shared cores a timing-sensitive test can lose a race once; retry it once there,
// as Playwright does (playwright.config.ts). Locally a failure is never retried.
const retry = process.env.CI ? 1 : 0;

export default defineConfig({
  resolve: { conditions },
  test: {
    projects: [
      {
        resolve: { conditions },
        test: {
          name: 'unit',
          retry,
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        plugins: [react()],
        resolve: { conditions, alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: {
          name: 'web',
          retry,
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        resolve: { conditions },
        test: {
          name: 'integration',
          retry,
          environment: 'node',
          include: ['apps/server/src/**/*.int.test.ts', 'packages/*/src/**/*.int.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
