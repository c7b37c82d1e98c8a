// The browsers of the Lighthouse bench: one Chromium per kind of user, each with its own profile and debugging port.
// Lighthouse opens its tab in the browser's default context, so the signed-in user (cookies and MSAL's cache in
// localStorage) must live there: a Playwright context of its own would keep them to itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright';
import { MONITORING_RESOLVER_RULES } from '../tests/e2e/helpers/monitoring-host';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/helpers/paths';
import { freePort } from '../tests/e2e/helpers/ports';

export interface MeasuredBrowser {
  context: BrowserContext;
  page: Page;
  /** The remote-debugging port Lighthouse connects to. */
  port: number;
  close(): Promise<void>;
}

export async function launchMeasuredBrowser(label: string): Promise<MeasuredBrowser> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), `groundwork-lighthouse-${label}-`));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, MONITORING_RESOLVER_RULES, `--remote-debugging-port=${port}`, '--ignore-certificate-errors'],
    ignoreHTTPSErrors: true,
    viewport: { width: 1350, height: 940 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    port,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A plain browser for the set-up steps no measured user walks (the room's owner, staff). */
export const launchSetUpBrowser = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, MONITORING_RESOLVER_RULES, '--ignore-certificate-errors'] });
