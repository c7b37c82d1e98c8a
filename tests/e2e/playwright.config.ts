// End-to-end tests: Debian's chromium against the real server that tests/run-e2e.ts starts (E2E_ORIGIN).
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ARTIFACTS_DIR, CHROMIUM_ARGS, CHROMIUM_PATH } from './helpers/paths';

export default defineConfig({
  testDir: __dirname,
  testMatch: '**/*.spec.ts',
  outputDir: path.join(ARTIFACTS_DIR, 'results'),
  // Two workers on two cores: the tests wait on the server, on timers and on idle networks much of the time, and a
  // second browser fills those gaps. Nine specs (19 tests) took 362 s with one worker and 284 s with two, same build,
  // same machine. Tests within a file run in order; files share the server only through users of their own.
  workers: 2,
  fullyParallel: false,
  // In CI a failed test runs once more; one that passes then is reported as flaky, by name, in the summary at the
  // end of the run (Playwright's list reporter), so that it is seen and mended, never hidden.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { outputFolder: path.join(ARTIFACTS_DIR, 'report'), open: 'never' }]],
  use: {
    browserName: 'chromium',
    baseURL: process.env.E2E_ORIGIN,
    ignoreHTTPSErrors: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1440, height: 900 },
    locale: 'en-GB',
    timezoneId: 'Europe/Paris',
    actionTimeout: 15_000,
    navigationTimeout: 45_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
  },
});
