// Issue "Monitor a plant", item 9: the V1 hand-off lands on the monitoring host (monitoring.localhost:<port> on this
// machine) at its path with the user signed in — a project page's Monitoring entry at that project's monitoring —
// and links there stay on it; a stranger arriving there signs in on the monitoring application's own sign-in page and
// comes back to the path. Since issue 20 the monitoring host's root is the monitoring application itself.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appHeader, expectOnProvider, signInFromHeader, signUpFromHeader, submitSignInForm, waitForTokenCookie, fetchMe } from './helpers/auth';
import { MONITORING_RESOLVER_RULES, monitoringOriginOf } from './helpers/monitoring-host';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './helpers/paths';
import { newTestUser } from './helpers/users';

test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, MONITORING_RESOLVER_RULES] } });

const DEMO = { email: 'demo@groundwork.eco', password: 'groundwork-demo', name: 'Dana Demo' };

const monitoringOrigin = monitoringOriginOf;

/** The header's account menu of a signed-in user. */
const accountMenu = (page: Page, name: string) => appHeader(page).getByRole('button', { name: `Account menu of ${name}` });

/** Every page of the provider's sign-in and sign-up forms the tab shows from now on. */
function providerFormsShown(page: Page): string[] {
  const shown: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && /\/idp\/interaction\//.test(frame.url())) shown.push(frame.url());
  });
  return shown;
}

test('a signed-in user hands off from the dashboard and the user menu and arrives signed in on the monitoring host', async ({ page, context, origin, request, pageErrors }) => {
  const user = newTestUser('handoff');
  const monitoring = monitoringOrigin(origin);
  await signUpFromHeader(page, origin, user);
  const forms = providerFormsShown(page);

  await test.step('the dashboard card leads to monitoring.localhost, signed in without a form, at the monitoring home', async () => {
    await page.getByRole('link', { name: 'Open monitoring' }).click();
    await page.waitForURL(`${monitoring}/`, { timeout: 60_000 });
    await expect(accountMenu(page, user.name)).toBeVisible();
    expect(forms).toEqual([]);
  });

  await test.step('the monitoring host keeps a token of its own that the API accepts', async () => {
    const token = await waitForTokenCookie(context, monitoring);
    // The test's own requests cannot resolve *.localhost names: the same server is asked at its main origin.
    expect((await fetchMe(request, origin, token)).email).toBe(user.email);
  });

  await test.step('a path of the monitoring host opens signed in, where it was asked', async () => {
    await page.goto(`${monitoring}/projects`);
    await expect(accountMenu(page, user.name)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/projects');
  });

  await test.step('the user menu of the main application hands off too', async () => {
    await page.goto(`${origin}/homepage`);
    await accountMenu(page, user.name).click();
    await page.getByRole('menuitem', { name: 'Open plant monitoring' }).click();
    await page.waitForURL(`${monitoring}/`, { timeout: 60_000 });
    await expect(accountMenu(page, user.name)).toBeVisible();
  });

  expect(forms).toEqual([]);
  expect(pageErrors.messages).toEqual([]);
});

test('the monitoring entry of a project page hands off to that project’s monitoring on the monitoring host, signed in', async ({ page, context, origin, request, pageErrors }) => {
  const user = newTestUser('handoff-project');
  const monitoring = monitoringOrigin(origin);
  await signUpFromHeader(page, origin, user);
  const token = await waitForTokenCookie(context, origin);
  const headers = { Authorization: `Bearer ${token}` };
  const templates = (await (await request.get(`${origin}/api/resources/templates`, { headers })).json()) as { id: string }[];
  const created = await request.post(`${origin}/api/create_project`, { headers, data: { name: 'Hand-off kiln', template_id: templates[0].id } });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const project = (await created.json()) as { id: string };
  const path = `/projects/${project.id}/monitoring`;
  const forms = providerFormsShown(page);

  await test.step('the project page’s Monitoring entry leads to monitoring.localhost at the project’s monitoring', async () => {
    await page.goto(`${origin}/projects/${project.id}`);
    const entry = page.getByRole('link', { name: 'Monitoring', exact: true });
    await expect(entry).toHaveAttribute('href', `${monitoring}${path}`);
    await entry.click();
    await waitForTokenCookie(context, monitoring);
    await page.waitForURL((url) => url.origin === monitoring && url.pathname === path && url.hash === '', { timeout: 60_000 });
    await expect(accountMenu(page, user.name)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Monitoring', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create the monitoring' })).toBeVisible();
    expect(forms).toEqual([]);
  });

  await test.step('links inside the monitoring host stay on it', async () => {
    await page.getByRole('navigation', { name: 'Where you are' }).getByRole('link', { name: 'Project', exact: true }).click();
    await page.waitForURL(`${monitoring}/projects/${project.id}`);
    await page.getByRole('link', { name: 'Monitoring', exact: true }).click();
    await page.waitForURL(`${monitoring}${path}`);
    await expect(page.getByRole('button', { name: 'Create the monitoring' })).toBeVisible();
  });

  expect(forms).toEqual([]);
  expect(pageErrors.messages).toEqual([]);
});

test('signed in on the main application, opening a monitoring path directly signs in silently at that path', async ({ page, context, origin, pageErrors }) => {
  const monitoring = monitoringOrigin(origin);
  await signInFromHeader(page, origin, DEMO.email, DEMO.password);
  const forms = providerFormsShown(page);

  await page.goto(`${monitoring}/projects?search=biochar`);
  // Away to the provider and back without a form (the token is then kept on this host), then on to the path.
  await waitForTokenCookie(context, monitoring);
  await page.waitForURL((url) => url.origin === monitoring && url.pathname === '/projects' && url.hash === '', { timeout: 60_000 });
  await expect(accountMenu(page, DEMO.name)).toBeVisible();
  expect(new URL(page.url()).search).toBe('?search=biochar');
  expect(forms).toEqual([]);
  expect(pageErrors.messages).toEqual([]);
});

test('a stranger arriving on the monitoring host is asked to sign in and comes back to the path', async ({ browser, origin }) => {
  const monitoring = monitoringOrigin(origin);
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    await page.goto(`${monitoring}/some/path`);

    await test.step('the monitoring application asks them to sign in, through the provider of the main application', async () => {
      await page.waitForURL(`${monitoring}/signin`, { timeout: 60_000 });
      await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
      await expectOnProvider(page, origin);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Groundwork');
    });

    await test.step('once signed in they are back at the path, signed in', async () => {
      await submitSignInForm(page, DEMO.email, DEMO.password);
      await page.waitForURL(`${monitoring}/some/path`, { timeout: 60_000 });
      await expect(accountMenu(page, DEMO.name)).toBeVisible();
    });
  } finally {
    await context.close();
  }
});
