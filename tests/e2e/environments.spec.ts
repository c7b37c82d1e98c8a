// Issue "app shell": each host served from this machine selects its environment and its monitoring host.
import { expect, test } from './fixtures';
import { HOST_CASES, HOST_RESOLVER_RULES, monitoringLinkHosts, shownEnvironment } from './helpers/environment';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './helpers/paths';

test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, HOST_RESOLVER_RULES] } });

for (const { host, environment, monitoringHost } of HOST_CASES) {
  test(`${host} is the ${environment} environment and hands off to ${monitoringHost}`, async ({ page, origin, pageErrors }) => {
    const port = new URL(origin).port;
    const response = await page.goto(`https://${host}:${port}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    expect(await shownEnvironment(page)).toBe(environment);
    await expect.poll(() => monitoringLinkHosts(page), { message: 'the page links to the monitoring host' }).not.toEqual([]);
    for (const linked of await monitoringLinkHosts(page)) expect(linked).toBe(monitoringHost);
    expect(pageErrors.messages).toEqual([]);
  });
}

test('the public settings drive the page: the environment name badge, no monitoring link, no vendors', async ({ page, ownServer }) => {
  const server = await ownServer({ name: 'settings', env: { ENVIRONMENT_NAME: 'QA', SHOW_MIGRATION: 'false', SHOW_OEM: 'false' } });
  await page.goto(`${server.origin}/`);
  await expect(page.locator('[data-environment-badge]')).toHaveText('Environment: QA');
  expect(await monitoringLinkHosts(page)).toEqual([]);
  await expect(page.getByRole('heading', { name: 'Equipment vendors' })).toHaveCount(0);
});
