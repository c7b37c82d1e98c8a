// Issue 24, item 11: staff's console. Staff open the console from the user menu, read what waits, open the
// configuration, page through App Configuration's snapshots (the real SDK against the local stand-in), compare two,
// archive one (refused first because another writer changed it), and turn maintenance on and off — confirming each
// time — in French on a phone for that step. Visitors get the maintenance page while staff keep their console.
import type { Page } from '@playwright/test';
import { startAppConfigurationStandIn, type AppConfigurationStandIn } from '../standins/app-configuration-server';
import { expect, test } from './fixtures';
import { appHeader, signUpFromHeader } from './helpers/auth';
import { apiHeaders, browserOf, pause, staffMember, staffUser } from './helpers/investment';
import { saveScreenshot, SCREEN_SIZES } from './helpers/screenshots';

const LABEL = 'prd';
/** The server reads maintenance every 20 s through a reader that keeps a value 30 s at most. */
const MAINTENANCE_WITHIN_MS = 60_000;

let store: AppConfigurationStandIn | undefined;

test.afterEach(async () => {
  await store?.stop();
  store = undefined;
});

/** Reloads until the page's first heading does (or does not) say maintenance. */
async function reloadUntilMaintenance(page: Page, maintenance: boolean): Promise<void> {
  await expect(async () => {
    await page.reload();
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading).toBeVisible({ timeout: 5_000 });
    if (maintenance) await expect(heading).toContainText(/maintenance/i, { timeout: 100 });
    else await expect(heading).not.toContainText(/maintenance/i, { timeout: 100 });
  }).toPass({ timeout: MAINTENANCE_WITHIN_MS, intervals: [2_000] });
}

test('staff read what waits, compare and archive snapshots, and switch maintenance with a confirmation', async ({ browser, ownServer, request }) => {
  test.setTimeout(6 * 60_000);
  store = await startAppConfigurationStandIn({ pageSize: 2 });
  const set = (key: string, value: string) => store!.setKeyValue({ key, label: LABEL, value });
  set('ON_MAINTENANCE', 'false');
  set('app:colour', 'green');
  set('app:limit', '10');
  set('app:legacy', 'yes');
  store.addSnapshot({ name: 'release-1', filters: [{ key: 'app:*', label: LABEL }], created: '2026-10-01T09:00:00.000Z' });
  set('app:limit', '20');
  set('app:new', 'hello');
  store.setKeyValue({ key: 'app:legacy', label: 'dev', value: 'only in dev' });
  store.addSnapshot({
    name: 'release-2',
    filters: [{ key: 'app:*', label: LABEL }],
    created: '2026-11-01T09:00:00.000Z',
    items: [
      { key: 'app:colour', label: LABEL, value: 'green' },
      { key: 'app:limit', label: LABEL, value: '20' },
      { key: 'app:new', label: LABEL, value: 'hello' },
    ],
  });
  store.addSnapshot({ name: 'release-3', filters: [{ key: 'app:*', label: LABEL }], created: '2026-11-20T09:00:00.000Z' });

  const staff = staffUser();
  const { origin } = await ownServer({
    name: 'staff-console',
    env: { ADMIN_EMAILS: staff.email, APP_CONFIGURATION_CONNECTION_STRING: store.connectionString, ON_MAINTENANCE: 'false' },
  });
  const person = await staffMember(browser, origin, request, staff, (page) => signUpFromHeader(page, origin, staff));
  const page = person.page;

  await test.step('staff open the console from the user menu and see what waits, with links', async () => {
    await appHeader(page)
      .getByRole('button', { name: new RegExp(staff.name, 'i') })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Staff console' }).click();
    await expect(page).toHaveURL(`${origin}/staff`);
    await expect(page.getByRole('heading', { level: 1, name: 'What waits for you' })).toBeVisible();
    const answer = await page.request.get(`${origin}/api/internal/console`, { headers: apiHeaders(person.token) });
    const { counters } = (await answer.json()) as { counters: { key: string; count: number }[] };
    expect(counters.map((counter) => counter.key)).toEqual(['publications_to_review', 'investors_to_activate', 'oems_to_verify', 'support_requests', 'erasures']);
    for (const counter of counters) await expect(page.locator(`[data-counter="${counter.key}"]`)).toContainText(String(counter.count));
    await pause(page);
    await page.locator('[data-counter="investors_to_activate"]').getByRole('link', { name: 'Open' }).click();
    await expect(page).toHaveURL(`${origin}/staff/investors`);
    await expect(page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Investors' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Configuration' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Configuration' })).toBeVisible();
  });

  await test.step('the snapshots come a page at a time, and filter by name and status', async () => {
    await expect(page.locator('[data-snapshot]')).toHaveCount(2);
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(page.locator('[data-snapshot]')).toHaveCount(3);
    await page.getByLabel('Name', { exact: true }).fill('release-3');
    await page.getByRole('checkbox', { name: 'Ready' }).check();
    await pause(page);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(page.locator('[data-snapshot]')).toHaveCount(1);
    await page.getByLabel('Name', { exact: true }).fill('release-*');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(page.locator('[data-snapshot]')).toHaveCount(2);
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(page.locator('[data-snapshot]')).toHaveCount(3);
  });

  await test.step('two snapshots compared: keys added, removed and changed', async () => {
    await page.getByRole('checkbox', { name: 'Compare release-2' }).check();
    await pause(page, 300);
    await page.getByRole('checkbox', { name: 'Compare release-1' }).check();
    await expect(page.getByRole('checkbox', { name: 'Compare release-3' })).toBeDisabled();
    await page.getByRole('button', { name: 'Compare the two' }).click();
    const comparison = page.getByTestId('snapshot-comparison');
    await expect(comparison.getByRole('heading', { name: 'From release-1 to release-2' })).toBeVisible();
    await expect(comparison.getByRole('region', { name: 'Added (1)' })).toContainText('app:new');
    await expect(comparison.getByRole('region', { name: 'Removed (1)' })).toContainText('app:legacy');
    await expect(comparison.getByRole('region', { name: 'Changed (1)' })).toContainText(/app:limit.*10.*20/);
    await expect(comparison).toContainText('1 setting is the same.');
    await saveScreenshot(page, '/staff/configuration-compared', SCREEN_SIZES[1]);
  });

  await test.step('archiving a snapshot another writer changed is refused with a clear message; archived after a second look', async () => {
    const release3 = page.locator('[data-snapshot="release-3"]');
    await release3.getByRole('button', { name: 'Archive release-3' }).click();
    await expect(page.getByRole('dialog', { name: 'Archive release-3?' })).toBeVisible();
    store!.touchSnapshot('release-3');
    await pause(page);
    await page.getByRole('button', { name: 'Yes, archive it' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'release-3 changed since you opened this page: nothing was archived.' })).toBeVisible();
    expect(store!.snapshot('release-3')?.status).toBe('ready');
    await page.reload();
    await page.getByRole('button', { name: 'Show more' }).click();
    await page.locator('[data-snapshot="release-3"]').getByRole('button', { name: 'Archive release-3' }).click();
    await page.getByRole('button', { name: 'Yes, archive it' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'release-3 is archived.' })).toBeVisible();
    await expect(page.locator('[data-snapshot="release-3"]')).toContainText('Archived');
    expect(store!.snapshot('release-3')?.status).toBe('archived');
  });

  const visitor = await browserOf(browser, { width: 390, height: 844 });
  await visitor.page.goto(`${origin}/`);
  await expect(visitor.page.getByRole('heading', { level: 1 }).first()).not.toContainText(/maintenance/i);

  await test.step('in French on a phone, staff turn maintenance on after confirming; visitors get the maintenance page, staff keep the console', async () => {
    await page.context().addCookies([{ name: 'language', value: 'fr', url: origin }]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByText('La maintenance est désactivée : le produit est ouvert.')).toBeVisible();
    await page.getByRole('button', { name: 'Activer la maintenance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Activer la maintenance ?' });
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
    expect(store!.requests.some((call) => call.method === 'PUT')).toBe(false);
    await pause(page);
    await page.getByRole('button', { name: 'Activer la maintenance' }).click();
    await page.getByRole('button', { name: 'Oui, l’activer' }).click();
    await expect(page.getByText('La maintenance est maintenant activée.')).toBeVisible();
    await expect(page.getByText('La maintenance est activée', { exact: false }).first()).toBeVisible();
    expect(store!.requests.filter((call) => call.method === 'PUT').map((call) => [call.path, call.query.get('label')])).toEqual([['/kv/ON_MAINTENANCE', 'prd']]);
    await saveScreenshot(page, '/staff/configuration-maintenance-fr', SCREEN_SIZES[0]);
    await reloadUntilMaintenance(visitor.page, true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Configuration' })).toBeVisible();
  });

  await test.step('staff turn maintenance off after confirming; the product is back', async () => {
    await page.getByRole('button', { name: 'Désactiver la maintenance' }).click();
    await page.getByRole('button', { name: 'Oui, la désactiver' }).click();
    await expect(page.getByText('La maintenance est maintenant désactivée.')).toBeVisible();
    await reloadUntilMaintenance(visitor.page, false);
  });

  await test.step('screenshots of both screens, at both sizes, in both languages', async () => {
    for (const language of ['en', 'fr'] as const) {
      await page.context().addCookies([{ name: 'language', value: language, url: origin }]);
      for (const size of SCREEN_SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        for (const route of ['/staff', '/staff/configuration']) {
          await page.goto(`${origin}${route}`);
          await expect(page.getByRole('navigation', { name: language === 'fr' ? 'Console de l’équipe' : 'Staff console' })).toBeVisible();
          await expect(page.locator('[data-counter], [data-snapshot]').first()).toBeVisible();
          await saveScreenshot(page, `${route}-${language}`, size);
        }
      }
    }
  });
  await visitor.context.close();
});
