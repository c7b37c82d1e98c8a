// The viewer's benchmark runs in Chromium like the end-to-end suite (same browser, flags and settings), from here.
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import endToEnd from '../../tests/e2e/playwright.config';
import { ARTIFACTS_DIR } from '../../tests/e2e/helpers/paths';

export default defineConfig({
  ...endToEnd,
  testDir: __dirname,
  testMatch: '*.bench.ts',
  outputDir: path.join(ARTIFACTS_DIR, 'bench-results'),
  reporter: 'list',
});
