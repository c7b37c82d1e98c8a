// What a page tells about the environment it was served for (lib/env/environments.ts decides it by host).
import type { Page } from '@playwright/test';

/** Chromium resolves the product's domain and all its sub-domains to this machine. */
export const HOST_RESOLVER_RULES = '--host-resolver-rules=MAP *.groundwork.eco 127.0.0.1, MAP groundwork.eco 127.0.0.1';

export interface HostCase {
  host: string;
  environment: 'dev' | 'staging' | 'preprod' | 'prod' | 'demo';
  monitoringHost: string;
}

/** Hosts served from this machine, the environment each selects and its monitoring (V2) sub-domain. */
export const HOST_CASES: HostCase[] = [
  { host: 'staging.groundwork.eco', environment: 'staging', monitoringHost: 'monitoring.staging.groundwork.eco' },
  { host: 'demo.groundwork.eco', environment: 'demo', monitoringHost: 'monitoring.demo.groundwork.eco' },
  { host: 'preprod.groundwork.eco', environment: 'preprod', monitoringHost: 'monitoring.preprod.groundwork.eco' },
  { host: 'groundwork.eco', environment: 'prod', monitoringHost: 'monitoring.groundwork.eco' },
  { host: 'localhost', environment: 'dev', monitoringHost: 'monitoring.localhost' },
];

/** The environment the page exposes: `data-environment` on `<body>` (or `<html>`), else `<meta name="environment">`. */
export function shownEnvironment(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      document.body.getAttribute('data-environment') ??
      document.documentElement.getAttribute('data-environment') ??
      document.querySelector('meta[name="environment"]')?.getAttribute('content') ??
      null,
  );
}

/** The host every link to the monitoring (V2) application points at. */
export function monitoringLinkHosts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="https://monitoring."], [data-monitoring-host]')).map(
      (element) => element.getAttribute('data-monitoring-host') ?? new URL(element.getAttribute('href') ?? '', window.location.href).hostname,
    ),
  );
}
