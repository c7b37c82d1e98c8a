import path from 'node:path';

/** The repository root (this file lives in tests/e2e/helpers). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** Where failure traces, screenshots and server logs go (ignored by git). */
export const ARTIFACTS_DIR = path.join(REPO_ROOT, 'tests', 'artifacts');

/** Chromium as Debian installs it; `CHROMIUM_PATH` points elsewhere. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags Debian's chromium needs on these machines (no sandbox in containers, no background traffic). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
