// Issue 20, items 19, 13 and 6 (docs/requirements.md ): the monitoring host
// (monitoring.localhost:<port> here) serves the monitoring application. A visitor sees its own sign-in page, and a
// sign-in started from a deep link comes back to it; a signed-in user's root is the fleet overview with status tiles
// (online, last reading ticking, latest values, alarms) and the navigation counts the alarms to acknowledge; the V1
// dashboard shows the same tiles and its "Open monitoring" lands there, in the user's language; on a phone too.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appHeader, expectOnProvider, signUpFromHeader, submitSignInForm, waitForTokenCookie } from './helpers/auth';
import { MONITORING_RESOLVER_RULES, monitoringOriginOf } from './helpers/monitoring-host';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './helpers/paths';
import { horizontalOverflow, saveScreenshot, SCREEN_SIZES } from './helpers/screenshots';
import { newTestUser } from './helpers/users';

test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, MONITORING_RESOLVER_RULES] } });

const DEMO = { email: 'demo@groundwork.eco', password: 'groundwork-demo', name: 'Dana Demo' };
const [PHONE, DESKTOP] = SCREEN_SIZES;

async function api<T>(request: APIRequestContext, origin: string, token: string, method: string, path: string, data?: unknown, key?: string): Promise<T> {
  const headers: Record<string, string> = key ? { 'device-key': key } : { Authorization: `Bearer ${token}` };
  const response = await request.fetch(`${origin}/api${path}`, { method, headers, data });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** A project with a monitored kiln in Asia/Tokyo that reported 10 s ago, one reading out of its normal range. */
async function plantOf(request: APIRequestContext, origin: string, token: string): Promise<void> {
  const templates = await api<{ id: string }[]>(request, origin, token, 'GET', '/resources/templates');
  const project = await api<{ id: string }>(request, origin, token, 'POST', '/create_project', { name: 'Tokyo char', template_id: templates[0].id });
  const monitoring = await api<{ id: string }>(request, origin, token, 'POST', '/monitoring/create', { project_id: project.id });
  const site = await api<{ id: string }>(request, origin, token, 'POST', '/monitoring/sites', {
    monitoring_id: monitoring.id,
    name: 'Koto yard',
    address: null,
    latitude: 35.67,
    longitude: 139.82,
    time_zone: 'Asia/Tokyo',
  });
  const reactor = await api<{ id: string }>(request, origin, token, 'POST', '/monitoring/reactor', { site_id: site.id, name: 'Kiln 1' });
  const parameter = { reactor_id: reactor.id, name: 'temperature', unit: '°C', normal_min: 450, normal_max: 700, expected_interval_s: 60 };
  const temperature = await api<{ id: string }>(request, origin, token, 'POST', '/monitoring/reactor/parameters', parameter);
  await api(request, origin, token, 'POST', '/monitoring/alarms/rules', { parameter_id: temperature.id, kind: 'out_of_range' });
  const device = await api<{ key: string }>(request, origin, token, 'POST', '/monitoring/reactor/devices', { reactor_id: reactor.id, name: 'PLC' });
  const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();
  const readings = [
    { parameter: 'temperature', time: at(70), value: 612.25 },
    { parameter: 'temperature', time: at(10), value: 780 },
  ];
  await api(request, origin, '', 'POST', '/monitoring/gather-IOT-data', { readings }, device.key);
}

/** The fleet's tile of the kiln. */
const kilnTile = (page: Page) => page.getByRole('article', { name: 'Kiln 1' });

test('a visitor of the monitoring host sees its sign-in page, and signing in from a deep link comes back to it', async ({ browser, origin }) => {
  const monitoring = monitoringOriginOf(origin);
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    await page.goto(`${monitoring}/alarms`);
    await page.waitForURL(`${monitoring}/signin`, { timeout: 60_000 });
    await expect(page.getByRole('heading', { name: 'Sign in to Groundwork Monitoring', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Sign in — Groundwork Monitoring');

    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectOnProvider(page, origin);
    await submitSignInForm(page, DEMO.email, DEMO.password);
    await page.waitForURL(`${monitoring}/alarms`, { timeout: 60_000 });
    await expect(page.getByRole('heading', { name: 'Alarms', level: 1 })).toBeVisible();
    await expect(appHeader(page).getByRole('navigation', { name: 'Monitoring' })).toBeVisible();
    await expect(page).toHaveTitle('Alarms — Groundwork Monitoring');
  } finally {
    await context.close();
  }
});

test('a signed-in user’s monitoring host is the fleet with status tiles and alarms to acknowledge, in French and on a phone', async ({
  page,
  context,
  origin,
  request,
  pageErrors,
}) => {
  test.setTimeout(180_000);
  const user = newTestUser('fleet');
  const monitoring = monitoringOriginOf(origin);
  await page.setViewportSize(DESKTOP);
  await signUpFromHeader(page, origin, user);
  await plantOf(request, origin, await waitForTokenCookie(context, origin));

  await test.step('the V1 dashboard shows the tile, and "Open monitoring" lands on the monitoring host’s root', async () => {
    await page.reload();
    await expect(kilnTile(page).getByText('Online')).toBeVisible();
    await page.getByRole('link', { name: 'Open monitoring' }).click();
    await page.waitForURL(`${monitoring}/`, { timeout: 60_000 });
  });

  await test.step('the root is the fleet: status, a last reading that ages by itself, latest value, alarms', async () => {
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Overview — Groundwork Monitoring');
    const tile = kilnTile(page);
    await expect(tile.getByText('Online')).toBeVisible();
    await expect(tile.getByText('780 °C')).toBeVisible();
    await expect(tile.getByText('Times in Asia/Tokyo')).toBeVisible();
    const age = tile.locator('time');
    await expect(age).toHaveText(/\d+ seconds ago/);
    const first = await age.textContent();
    await expect(age).not.toHaveText(first ?? '', { timeout: 5_000 });
    await expect(tile.getByText('1 alarm to acknowledge')).toBeVisible();
    await expect(
      appHeader(page)
        .getByRole('link', { name: /Alarms/ })
        .getByLabel('1 alarm to acknowledge'),
    ).toBeVisible();
    await saveScreenshot(page, 'monitoring-fleet-en', DESKTOP);
  });

  await test.step('the alarms inbox lists the alarm, in the site’s zone', async () => {
    await appHeader(page)
      .getByRole('link', { name: /Alarms/ })
      .click();
    await page.waitForURL(`${monitoring}/alarms`);
    const item = page.getByRole('listitem', { name: /Kiln 1/ });
    await expect(item).toContainText('Asia/Tokyo');
    await expect(item).toContainText('Active, not acknowledged');
    await saveScreenshot(page, 'monitoring-alarms-en', DESKTOP);
    await item.getByRole('link', { name: 'Open this alarm on its reactor' }).click();
    await page.waitForURL(/\/monitoring\/[^/?]+\?tab=alarms&alarm=/);
    await expect(page.locator('li[aria-current="true"]')).toBeVisible();
  });

  await test.step('handed over from a French page, the monitoring host speaks French', async () => {
    await context.addCookies([{ name: 'language', value: 'fr', url: origin }]);
    await page.goto(`${origin}/homepage`);
    await page.getByRole('link', { name: 'Ouvrir le suivi' }).click();
    await page.waitForURL(`${monitoring}/`, { timeout: 60_000 });
    await expect(page.getByRole('heading', { name: 'Vue d’ensemble', level: 1 })).toBeVisible();
    await expect(kilnTile(page).getByText('En ligne')).toBeVisible();
    await expect(kilnTile(page).locator('time')).toHaveText(/il y a \d+ secondes/);
    await saveScreenshot(page, 'monitoring-fleet-fr', DESKTOP);
  });

  await test.step('on a phone, the tiles and the navigation fit the screen', async () => {
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(kilnTile(page).getByText('En ligne')).toBeVisible();
    const nav = appHeader(page).getByRole('navigation', { name: 'Suivi' });
    for (const name of ['Vue d’ensemble', 'Sites', 'Réacteurs', 'Alarmes', 'Formulaires']) {
      await expect(nav.getByRole('link', { name: new RegExp(name) })).toBeInViewport({ ratio: 1 });
    }
    const { scrollWidth, innerWidth } = await horizontalOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await saveScreenshot(page, 'monitoring-fleet-fr', PHONE);
    await context.addCookies([{ name: 'language', value: 'en', url: monitoring }]);
    await page.reload();
    await expect(kilnTile(page).getByText('Online')).toBeVisible();
    await saveScreenshot(page, 'monitoring-fleet-en', PHONE);
    await page.goto(`${monitoring}/alarms`);
    await saveScreenshot(page, 'monitoring-alarms-en', PHONE);
  });

  expect(pageErrors.messages).toEqual([]);
});
