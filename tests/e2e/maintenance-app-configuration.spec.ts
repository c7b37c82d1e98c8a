// Issue 11, item 12: maintenance switched in App Configuration (key ON_MAINTENANCE, label prd) reaches the running
// server without a restart. The server reads it every LIVE_SETTINGS_REFRESH_MS (20 s) through a reader that keeps a
// value DEFAULT_TTL_MS (30 s) at most, so a person who reloads sees the switch within a minute.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { startAppConfigurationStandIn, type AppConfigurationStandIn } from '../standins/app-configuration-server';
import { expect, test } from './fixtures';

const LABEL = 'prd';
/** The promise made to whoever flips the switch, with room for a slow shared machine to answer the last reload. */
const WITHIN_MS = 60_000;
const RELOAD_EVERY_MS = 2_000;

let store: AppConfigurationStandIn | undefined;

test.afterEach(async () => {
  await store?.stop();
  store = undefined;
});

const firstHeading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/** Reloads the page until its first heading says (or no longer says) "maintenance"; answers how long it took. */
async function reloadUntil(page: Page, maintenance: boolean): Promise<number> {
  const started = Date.now();
  await expect(async () => {
    await page.reload();
    const heading = firstHeading(page);
    await expect(heading).toBeVisible({ timeout: 5_000 });
    if (maintenance) await expect(heading).toContainText(/maintenance/i, { timeout: 100 });
    else await expect(heading).not.toContainText(/maintenance/i, { timeout: 100 });
  }).toPass({ timeout: WITHIN_MS, intervals: [RELOAD_EVERY_MS] });
  return Date.now() - started;
}

test('maintenance switched in App Configuration takes effect on reload within a minute, and back, without a restart', async ({ page, ownServer }) => {
  test.setTimeout(4 * 60_000);
  store = await startAppConfigurationStandIn();
  store.setKeyValue({ key: 'ON_MAINTENANCE', label: LABEL, value: 'false' });
  // The environment says no maintenance either way: only the store can switch it.
  const server = await ownServer({
    name: 'maintenance-app-configuration',
    env: { APP_CONFIGURATION_CONNECTION_STRING: store.connectionString, ON_MAINTENANCE: 'false' },
  });
  const homepage = `${server.origin}/homepage`;

  await test.step('a normal page first', async () => {
    await page.goto(homepage);
    await expect(firstHeading(page)).toBeVisible();
    await expect(firstHeading(page)).not.toContainText(/maintenance/i);
    expect(store!.requests.some((request) => request.path === '/kv' && request.status === 200)).toBe(true);
  });

  await test.step('maintenance on in the store: a reload shows the maintenance page, at the same address', async () => {
    store!.setKeyValue({ key: 'ON_MAINTENANCE', label: LABEL, value: 'true' });
    const took = await reloadUntil(page, true);
    expect(took).toBeLessThan(WITHIN_MS);
    expect(new URL(page.url()).pathname).toBe('/homepage');
  });

  await test.step('maintenance off in the store: the product is back', async () => {
    store!.setKeyValue({ key: 'ON_MAINTENANCE', label: LABEL, value: 'false' });
    const took = await reloadUntil(page, false);
    expect(took).toBeLessThan(WITHIN_MS);
    await page.goto(`${server.origin}/`);
    await expect(firstHeading(page)).not.toContainText(/maintenance/i);
  });

  await test.step('the one running server switched twice, by itself', async () => {
    const switches = readFileSync(server.logFile, 'utf8')
      .split('\n')
      .filter((line) => line.includes('"msg":"Maintenance switched"'))
      .map((line) => (JSON.parse(line) as { onMaintenance: boolean }).onMaintenance);
    expect(switches).toEqual([true, false]);
  });
});
