// Two Groundwork instances on one PostgreSQL behind nginx (`npm run test:instances`, only with TEST_DATABASE_URL):
// the spec starts its own proxy and instances, so no server is started for it.
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ARTIFACTS_DIR, CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/helpers/paths';

export default defineConfig({
  testDir: __dirname,
  testMatch: '**/*.spec.ts',
  outputDir: path.join(ARTIFACTS_DIR, 'instances-results'),
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 300_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    ignoreHTTPSErrors: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1440, height: 900 },
    locale: 'en-GB',
    actionTimeout: 15_000,
    navigationTimeout: 45_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
  },
});
