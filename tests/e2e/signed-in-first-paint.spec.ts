// Issue 9, defect 3: a signed-in page loaded directly or reloaded paints signed in. The server renders it
// with the request's `authorization` cookie; the seed's current-user fetch 2.5 s later changes nothing visible.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appHeader, logOut, signUpFromHeader, waitForTokenCookie } from './helpers/auth';
import { newTestUser } from './helpers/users';

/** The signed-in user's account menu in the header. */
const userMenu = (page: Page, name: string) => appHeader(page).getByRole('button', { name: new RegExp(name) });

/** What the page itself saw while it loaded, recorded from the first byte on by an init script. */
interface FirstPaintRecord {
  /** `performance.now()` (ms since navigation start) when the user's name first showed in the header. */
  nameAt: number | null;
  /** Whether the header ever held a "Sign in" or "Sign up" button. */
  signedOutSeen: boolean;
  /** `performance.now()` when the document's DOMContentLoaded handlers had run: the HTML was parsed whole. */
  parsedAt: number;
}

/** Installs, for every document of the page, an observer of the header from the first parsed element on. */
async function watchHeader(page: Page, name: string): Promise<void> {
  await page.addInitScript((userName: string) => {
    const record = { nameAt: null as number | null, signedOutSeen: false };
    (window as unknown as { __firstPaint: typeof record }).__firstPaint = record;
    const check = () => {
      const header = document.querySelector('header');
      if (!header) return;
      const buttons = [...header.querySelectorAll('button, a')].map((element) => element.textContent?.trim() ?? '');
      if (buttons.some((text) => /^(sign in|sign up)$/i.test(text))) record.signedOutSeen = true;
      if (record.nameAt === null && header.textContent?.includes(userName)) record.nameAt = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  }, name);
}

async function firstPaintRecord(page: Page): Promise<FirstPaintRecord> {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const record = (window as unknown as { __firstPaint: Omit<FirstPaintRecord, 'parsedAt'> }).__firstPaint;
    return { ...record, parsedAt: navigation.domContentLoadedEventEnd };
  });
}

test('a reload of /homepage paints the signed-in page at once, never the signed-out header', async ({ page, origin, request }, testInfo) => {
  const user = newTestUser('firstpaint');
  await signUpFromHeader(page, origin, user);
  await waitForTokenCookie(page.context(), origin);
  await expect(userMenu(page, user.name)).toBeVisible();

  // The first HTML of every signed-in page already holds the user (fetched with the browser's cookies).
  for (const path of ['/homepage', '/projects', '/knowledge-hub']) {
    const html = await (await page.request.get(`${origin}${path}`)).text();
    expect(html, `${path} is rendered signed in`).toContain(user.name);
    expect(html, `${path} has no sign-in button`).not.toMatch(/>Sign in</);
  }
  // Without the cookie the same page is the visitor's: the check above means something.
  const visitorHtml = await (await request.get(`${origin}/homepage`)).text();
  expect(visitorHtml).not.toContain(user.name);
  expect(visitorHtml).toMatch(/>Sign in</);

  await watchHeader(page, user.name);
  await page.waitForTimeout(1_500);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.name);
  await expect(userMenu(page, user.name)).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByType('navigation').some((entry) => (entry as PerformanceNavigationTiming).domContentLoadedEventEnd > 0));
  const record = await firstPaintRecord(page);
  expect(record.nameAt, 'the name was seen in the header').not.toBeNull();
  const elapsed = Math.round(record.nameAt ?? Number.POSITIVE_INFINITY);
  console.log(`signed-in-first-paint: the user's name was visible ${elapsed} ms after navigation start on a reload of /homepage`);
  testInfo.annotations.push({ type: 'name visible after reload', description: `${elapsed} ms` });
  // In the HTML the server sent, not added later: the name was there by the time the document was parsed, before
  // any script could fetch the user (the time itself is reported, not asserted: speed is the bench's business).
  expect(record.nameAt ?? Number.POSITIVE_INFINITY, 'the name was in the parsed HTML').toBeLessThanOrEqual(record.parsedAt);

  // Past the seed's 2.5 s current-user fetch, the page is still signed in and has never been signed out.
  await page.waitForTimeout(3_000);
  await expect(userMenu(page, user.name)).toBeVisible();
  expect((await firstPaintRecord(page)).signedOutSeen, 'the signed-out header was never shown').toBe(false);
});

test('a project page loaded directly shows the project in its first HTML', async ({ page, origin }) => {
  const user = newTestUser('firstpaint-project');
  await signUpFromHeader(page, origin, user);
  const token = await waitForTokenCookie(page.context(), origin);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', language: 'en' };
  const templates = (await (await page.request.get(`${origin}/api/resources/templates`, { headers })).json()) as { id: string }[];
  const created = await page.request.post(`${origin}/api/create_project`, {
    headers,
    data: { name: 'First paint biochar kiln', template_id: templates[0].id },
  });
  expect(created.status()).toBe(200);
  const project = (await created.json()) as { id: string; steps: { assessments: { id: string }[] }[] };

  const projectHtml = await (await page.request.get(`${origin}/projects/${project.id}`)).text();
  expect(projectHtml).toContain('First paint biochar kiln');
  expect(projectHtml).toContain(user.name);

  // The project list's relative dates use the page's "now": next-intl has nothing to fall back on and says nothing.
  const consoleMessages: string[] = [];
  page.on('console', (message) => consoleMessages.push(message.text()));
  await page.goto(`${origin}/projects`);
  await expect(page.getByRole('link', { name: /First paint biochar kiln/ })).toBeVisible();
  expect(consoleMessages.filter((text) => text.includes('ENVIRONMENT_FALLBACK'))).toEqual([]);

  const assessmentPath = `/projects/${project.id}/assessments/${project.steps[0].assessments[0].id}`;
  const assessmentHtml = await (await page.request.get(`${origin}${assessmentPath}`)).text();
  expect(assessmentHtml).toContain(user.name);
  expect(assessmentHtml).toContain('First paint biochar kiln');
});

test('after logout the landing page is signed out, its address and links free of the provider state', async ({ page, origin }) => {
  const user = newTestUser('logout');
  await signUpFromHeader(page, origin, user);
  await waitForTokenCookie(page.context(), origin);
  await logOut(page, origin, user.name);
  await expect(appHeader(page).getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect.poll(() => new URL(page.url()).search, { message: 'the address drops ?state=' }).toBe('');
  // The links follow the address once the page re-renders on it (the same frame or the next).
  const stateLinks = async () =>
    (await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).filter((href) => href.includes('state='));
  await expect.poll(stateLinks, { message: 'no link keeps ?state=' }).toEqual([]);
});
