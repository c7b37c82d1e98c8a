// Issue 13, monitoring a plant in a browser, as a new user would: create the project's monitoring, a site (picked on the
// map's form), a reactor with its parameters, a device whose key is shown once and copied; readings posted with that
// key (as the device would, through /api/monitoring/gather-IOT-data) appear live on the open chart; an out-of-range
// reading raises an alarm marked on the chart; the chart shades the normal range, zooms on a drag and downloads the
// period's CSV; it is acknowledged with a note and cleared; the period's KPIs are read, on the reactor's page and on the
// monitoring dashboard (in English and French); the daily form is filled on a phone, refused first with the missing
// answers beside the fields. The project page's entry hands the operator over to the monitoring host
// (monitoring.localhost:<port>), where every step then happens.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpFromHeader, waitForTokenCookie } from './helpers/auth';
import { browserOf, pause } from './helpers/investment';
import { dragAcrossPlot, normalBandRows } from './helpers/monitoring-chart';
import { MONITORING_RESOLVER_RULES, monitoringOriginOf } from './helpers/monitoring-host';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './helpers/paths';
import { saveScreenshot, SCREEN_SIZES } from './helpers/screenshots';
import { newTestUser } from './helpers/users';

test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, MONITORING_RESOLVER_RULES] } });

async function api<T>(request: APIRequestContext, origin: string, token: string, method: string, path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(`${origin}/api${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** What a device does: a batch of readings with its key, from the page (the same origin and certificate as the browser). */
async function postReadings(page: Page, key: string, readings: { parameter: string; value: number; secondsAgo: number }[]) {
  const body = { readings: readings.map((each) => ({ parameter: each.parameter, value: each.value, time: new Date(Date.now() - each.secondsAgo * 1000).toISOString() })) };
  const result = await page.evaluate(
    async ({ key, body }) => {
      const response = await fetch('/api/monitoring/gather-IOT-data', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'device-key': key },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { accepted: number } };
    },
    { key, body },
  );
  expect(result.status).toBe(200);
  expect(result.body.accepted).toBe(readings.length);
}

/** A parameter, with what it measures (the KPIs find their parameters by it, R-20.11). */
async function addParameter(page: Page, name: string, measure: string, unit: string, min: string, max: string) {
  const form = page.getByRole('form', { name: 'New parameter' });
  await form.getByRole('textbox', { name: /^Name/ }).fill(name);
  await form.getByRole('combobox', { name: /^Measures/ }).click();
  await page.getByRole('option', { name: measure, exact: true }).click();
  await form.getByRole('textbox', { name: /^Unit/ }).fill(unit);
  await form.getByRole('textbox', { name: 'Normal minimum' }).fill(min);
  await form.getByRole('textbox', { name: 'Normal maximum' }).fill(max);
  await form.getByRole('textbox', { name: 'Interval (s)' }).fill('5');
  await form.getByRole('button', { name: 'Add the parameter' }).click();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
}

test('an operator sets up monitoring, watches readings arrive live, answers an alarm, reads the KPIs and fills the daily form', async ({ browser, origin, request }) => {
  test.setTimeout(300_000);
  const user = newTestUser('operator');
  const { context, page } = await browserOf(browser);
  const monitoring = monitoringOriginOf(origin);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: monitoring });
  await signUpFromHeader(page, origin, user);
  const token = await waitForTokenCookie(context, origin);
  const templates = await api<{ id: string; slug: string }[]>(request, origin, token, 'GET', '/resources/templates');
  const template = templates.find((each) => each.slug === 'biochar-readiness')?.id;
  const project = await api<{ id: string }>(request, origin, token, 'POST', '/create_project', { name: 'Causse kiln', template_id: template });
  let key = '';
  let reactorUrl = '';

  await test.step('from the project page to the monitoring host, then a monitoring, a site and a reactor', async () => {
    await page.goto(`${origin}/projects/${project.id}`);
    await page.getByRole('link', { name: 'Monitoring', exact: true }).click();
    await waitForTokenCookie(context, monitoring);
    await page.waitForURL((url) => url.origin === monitoring && url.pathname === `/projects/${project.id}/monitoring` && url.hash === '', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Create the monitoring' }).click();
    await page.getByRole('button', { name: 'Add a site' }).click();
    const site = page.getByRole('form', { name: 'New site' });
    await site.getByRole('textbox', { name: /^Site name/ }).fill('Causse Méjean');
    await site.getByRole('textbox', { name: /^Address/ }).fill('Route de Florac, 48150 Hures-la-Parade');
    await site.getByRole('textbox', { name: /^Latitude/ }).fill('44.25');
    await site.getByRole('textbox', { name: /^Longitude/ }).fill('3.45');
    await pause(page);
    await site.getByRole('button', { name: 'Save the site' }).click();
    const card = page.getByRole('article', { name: 'Causse Méjean' });
    await expect(card).toContainText('Europe/Paris');
    await card.getByRole('button', { name: 'Add a reactor' }).click();
    await card.getByRole('textbox', { name: /^Reactor name/ }).fill('Kiln 1');
    await card.getByRole('textbox', { name: /^Model/ }).fill('PyroBox 200');
    await card.getByRole('button', { name: 'Save the reactor' }).click();
    await card.getByRole('link', { name: 'Kiln 1' }).click();
    await expect(page.getByRole('heading', { name: 'Kiln 1', level: 1 })).toBeVisible();
    reactorUrl = page.url();
    expect(new URL(reactorUrl).origin).toBe(monitoring);
  });

  await test.step('parameters, and a device whose key is shown once and copied', async () => {
    await page.getByRole('tab', { name: 'Parameters and devices' }).click();
    await addParameter(page, 'temperature', 'Reactor temperature', '°C', '350', '900');
    await addParameter(page, 'moisture', 'Feedstock moisture', '%', '0', '25');
    await addParameter(page, 'biochar', 'Biochar output', 'kg', '0', '10000');
    await page
      .getByRole('form', { name: 'New device' })
      .getByRole('textbox', { name: /^Device name/ })
      .fill('Kiln logger');
    await page.getByRole('button', { name: 'Add the device' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'you will not see it again' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Copy the key' }).click();
    await expect(notice.getByRole('button', { name: 'Copied' })).toBeVisible();
    key = await page.evaluate(() => navigator.clipboard.readText());
    expect(key).toBe((await page.getByTestId('device-key').textContent())?.trim());
    await notice.getByRole('button', { name: 'I have saved it' }).click();
    await expect(page.getByTestId('device-key')).toHaveCount(0);
  });

  await test.step('the normal range armed a rule; one that raises at once is added', async () => {
    await page.getByRole('tab', { name: 'Alarms' }).click();
    await expect(page).toHaveURL(/[?&]tab=alarms/);
    await expect(page.getByRole('list', { name: 'Alarm rules' })).toContainText('temperature · Out of rangeMade by the normal rangeOutside the normal range for 60 s');
    const rule = page.getByRole('form', { name: 'New alarm rule' });
    await rule.getByRole('combobox', { name: 'Parameter' }).click();
    await page.getByRole('option', { name: 'temperature' }).click();
    await rule.getByRole('button', { name: 'Add the rule' }).click();
    await expect(page.getByRole('list', { name: 'Alarm rules' })).toContainText('temperature · Out of rangeOutside the normal range, at once');
  });

  await test.step('readings posted with the device key appear live on the open chart', async () => {
    await page.getByRole('tab', { name: 'Readings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    await expect(page.getByTestId('chart-readings')).toHaveText('No reading in this period');
    await postReadings(page, key, [
      { parameter: 'temperature', value: 480, secondsAgo: 40 },
      { parameter: 'temperature', value: 510, secondsAgo: 30 },
      { parameter: 'moisture', value: 12, secondsAgo: 30 },
      { parameter: 'biochar', value: 100, secondsAgo: 30 },
    ]);
    await expect(page.getByTestId('chart-readings')).toHaveText('4 readings');
    await expect(page.getByTestId('uplot-chart')).toBeVisible();
  });

  await test.step('an out-of-range reading raises an alarm, marked on the chart', async () => {
    await postReadings(page, key, [{ parameter: 'temperature', value: 200, secondsAgo: 10 }]);
    await expect(page.getByTestId('chart-readings')).toHaveText('5 readings');
    await expect(page.getByTestId('chart-alarms')).toHaveText('1 alarm marked in red');
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size);
      await pause(page);
      await saveScreenshot(page, `/monitoring-reactor`, size);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  await test.step('the chart: the normal range shaded, a drag narrows the period, the CSV holds the period’s readings', async () => {
    const section = page.getByRole('region', { name: 'Readings' });
    const chart = section.getByTestId('uplot-chart');
    await section.locator('label', { hasText: 'Hour' }).click();
    await section.getByLabel('Parameters', { exact: true }).click();
    await page.getByRole('option', { name: 'temperature (°C)' }).click();
    await page.keyboard.press('Escape');
    await expect(section.getByTestId('chart-readings')).toHaveText('3 readings');
    await expect(section.getByRole('list', { name: 'What the lines show' })).toHaveText('temperature (°C) · normal 350 to 900');
    // One parameter: its normal range (350–900 °C) is a filled band over part of the plot, not all of it.
    await expect.poll(async () => (await normalBandRows(chart)).tinted, { message: 'rows shaded by the normal band' }).toBeGreaterThan(20);
    const { tinted, rows } = await normalBandRows(chart);
    expect(tinted).toBeLessThan(rows - 20);

    await dragAcrossPlot(page, chart, 0.5);
    await expect(section.getByRole('radio', { name: 'Custom' })).toBeChecked();
    const from = Date.parse(await section.getByLabel('From', { exact: true }).inputValue());
    const to = Date.parse(await section.getByLabel('To', { exact: true }).inputValue());
    expect(to - from).toBeGreaterThan(20 * 60_000);
    expect(to - from).toBeLessThan(35 * 60_000);
    await expect(section.getByTestId('chart-readings')).toHaveText('3 readings');

    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'CSV of the period' }).click()]);
    // Named after the reactor and the period, a byte order mark first, the site and reactor on each line, values to the parameter's decimals.
    expect(download.suggestedFilename()).toMatch(/^kiln-1_\d{4}-\d{2}-\d{2}_to_\d{4}-\d{2}-\d{2}\.csv$/);
    // The mark is read before anything trims the text: String#trim takes U+FEFF for white space.
    const text = readFileSync(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFFsite,reactor,time,parameter,unit,value\r\n')).toBe(true);
    const lines = text.slice(1).trim().split(/\r?\n/);
    expect(lines.slice(1).map((line) => line.split(',').slice(-3).join(','))).toEqual(['temperature,°C,480.00', 'temperature,°C,510.00', 'temperature,°C,200.00']);
    expect(lines.slice(1).every((line) => line.includes(',Kiln 1,'))).toBe(true);
  });

  await test.step('the period’s KPIs, with the organic carbon share given', async () => {
    const kpis = page.getByTestId('kpis');
    await expect(kpis.getByRole('group', { name: 'Biochar made' })).toContainText('0.1 t');
    await expect(kpis.getByRole('group', { name: 'CO₂ removed' })).toContainText('Give the organic carbon share above');
    await page.getByRole('textbox', { name: /^Organic carbon share/ }).fill('0.8');
    await expect(kpis.getByRole('group', { name: 'CO₂ removed' })).toContainText('0.293 t CO₂');
    // The fall to 200 °C ends the period: a stop, not a dip during production, so the 480–510 °C are judged.
    await expect(kpis.getByRole('group', { name: 'Reactor temperature' })).toContainText('min 480 °C, mean');
    await expect(kpis.getByRole('group', { name: 'Reactor temperature' })).toContainText('Compliant');
    await expect(kpis.getByRole('group', { name: 'Feedstock moisture' })).toContainText('Compliant');
  });

  await test.step('acknowledge the alarm with a note, then clear it', async () => {
    await page.getByRole('tab', { name: 'Alarms' }).click();
    const alarm = page.getByRole('listitem', { name: 'temperature alarm, Major, Active, not acknowledged' });
    await alarm.getByRole('textbox', { name: /^Note/ }).fill('Door left open during loading; closed.');
    await alarm.getByRole('button', { name: 'Acknowledge' }).click();
    const acknowledged = page.getByRole('listitem', { name: 'temperature alarm, Major, Active, acknowledged' });
    await expect(acknowledged).toContainText(`Acknowledged by ${user.name}`);
    await expect(acknowledged).toContainText('Door left open during loading; closed.');
    await acknowledged.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByText('No active alarm. All is well.')).toBeVisible();
    await page.locator('label', { hasText: 'History' }).click();
    await expect(page.getByRole('listitem', { name: 'temperature alarm, Major, Back to normal, acknowledged' })).toContainText(`Cleared by ${user.name}`);
  });

  await test.step('the monitoring dashboard shows each reactor’s KPIs of the period, in English and French', async () => {
    await page.getByRole('navigation', { name: 'Where you are' }).getByRole('link', { name: 'Monitoring', exact: true }).click();
    await page.waitForURL(`${monitoring}/projects/${project.id}/monitoring`);
    const kiln = page.getByRole('region', { name: 'Key figures of the period' }).getByRole('region', { name: 'Kiln 1' });
    await expect(kiln.getByRole('group', { name: 'Biochar made' })).toContainText('0.1 t');
    await expect(kiln.getByRole('group', { name: 'Reactor temperature' })).toContainText('Compliant');
    await expect(kiln.getByRole('group', { name: 'CO₂ removed' })).toContainText('on the reactor’s page');
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size);
      await pause(page);
      await saveScreenshot(page, `/monitoring-dashboard`, size);
    }
    await context.addCookies([{ name: 'language', value: 'fr', url: monitoring }]);
    await page.reload();
    const kilnFr = page.getByRole('region', { name: 'Chiffres clés de la période' }).getByRole('region', { name: 'Kiln 1' });
    await expect(kilnFr.getByRole('group', { name: 'Biochar produit' })).toContainText('0,1 t');
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size);
      await pause(page);
      await saveScreenshot(page, `/fr-monitoring-dashboard`, size);
    }
    await context.addCookies([{ name: 'language', value: 'en', url: monitoring }]);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  await test.step('the daily form on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(reactorUrl);
    await page.getByRole('link', { name: 'Daily form' }).click();
    await expect(page.getByRole('heading', { name: 'Daily plant log' })).toBeVisible();
    await page.getByRole('radio', { name: 'Wood chips' }).check();
    await page.getByLabel('Feedstock moisture').fill('14');
    await page.getByRole('button', { name: 'Send the form' }).click();
    await expect(page.getByText(/answers are missing/)).toBeVisible();
    await expect(page.getByText('This answer is needed.').first()).toBeVisible();
    await saveScreenshot(page, `/monitoring-form-refused`, SCREEN_SIZES[0]);
    await page.getByLabel('Batch started at').fill('07:30');
    await page.getByLabel('Batch ended at').fill('17:00');
    await page.getByLabel('Highest reactor temperature').fill('520');
    await page.getByLabel('Dry biochar made').fill('150');
    await page.getByRole('button', { name: 'Send the form' }).click();
    await expect(page.getByText('Form sent. Thank you.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Forms sent' }).getByRole('listitem')).toHaveCount(1);
    await saveScreenshot(page, `/monitoring-form`, SCREEN_SIZES[0]);
  });
  await context.close();
});
