// Issue 10, defects 3 and 4: every page the app serves passes its Content-Security-Policy (no violation in the
// console, sign-in and sign-out through MSAL and the built-in provider included), nobody can frame it, and the
// authorization cookie is SameSite=Lax and Secure.
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { logOut, signInFromHeader, signUpFromHeader, waitForTokenCookie } from './helpers/auth';
import { createProjectFromDashboard } from './helpers/projects';
import { newTestUser } from './helpers/users';

/** Content-Security-Policy violations the browser reported on the console (Chromium logs each one as an error). */
function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|X-Frame-Options|Refused to (load|execute|apply|connect|frame|display|evaluate)/i.test(message.text())) {
      violations.push(`${page.url()}: ${message.text()}`);
    }
  });
  return violations;
}

/** The directives of a policy by name. */
function directives(policy: string | undefined): Map<string, string> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.split(' ')[0], part] as const),
  );
}

async function expectPageProtected(response: Response | null, where: string): Promise<string> {
  expect(response, where).not.toBeNull();
  const headers = await (response as Response).allHeaders();
  const policy = directives(headers['content-security-policy']);
  expect(policy.get('script-src'), where).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(policy.get('script-src'), where).not.toContain('unsafe-inline');
  expect(policy.get('frame-ancestors'), where).toBe("frame-ancestors 'self'");
  expect(headers['x-frame-options'], where).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security'], where).toMatch(/^max-age=\d+/);
  return /'nonce-([^']+)'/.exec(policy.get('script-src') ?? '')?.[1] ?? '';
}

test('every page passes its policy, signed out and in, through sign-up, sign-out and sign-in', async ({ page, context, origin, pageErrors }) => {
  const violations = collectViolations(page);
  const user = newTestUser('csp');

  await test.step('the landing page carries a fresh nonce per answer, on every script of its HTML', async () => {
    const first = await expectPageProtected(await page.goto(`${origin}/`), '/');
    const reloaded = await page.reload();
    const second = await expectPageProtected(reloaded, '/ (reloaded)');
    expect(first).not.toBe(second);
    // Every script of the HTML (Next's chunks and its inline runtime) carries this answer's nonce; chunks loaded
    // later come from this origin.
    const scripts = [...(await (reloaded as Response).text()).matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    const runnable = scripts.filter((tag) => !/type="application\/json"/.test(tag));
    expect(runnable.length).toBeGreaterThan(1);
    for (const tag of runnable) expect(tag).toContain(`nonce="${second}"`);
    await expect(page.getByRole('banner').first()).toBeVisible();
  });

  await test.step('sign up through the provider; the token cookie is SameSite=Lax and Secure', async () => {
    await signUpFromHeader(page, origin, user);
    await expect(page.getByText(user.name).first()).toBeVisible();
    await waitForTokenCookie(context, origin);
    const cookie = (await context.cookies(origin)).find((candidate) => candidate.name === 'authorization');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', secure: true });
    // The seed's expiry value of 1000 (days), which Chromium caps at 400 days.
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(399 * 24 * 3600 * 1000);
  });

  await test.step('the signed-in pages load without a violation', async () => {
    await expectPageProtected(await page.goto(`${origin}/homepage`), '/homepage');
    await expect(page.getByText(user.name).first()).toBeVisible();
    await createProjectFromDashboard(page, 'Policy kiln', /biochar/i);
    await expectPageProtected(await page.reload(), 'project page');
    await page
      .getByRole('button', { name: /^Start Project profile/ })
      .or(page.getByRole('link', { name: /^Start Project profile/ }))
      .first()
      .click();
    await page.waitForURL(/\/assessments\//);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectPageProtected(await page.goto(`${origin}/projects`), '/projects');
    await expectPageProtected(await page.goto(`${origin}/knowledge-hub`), '/knowledge-hub');
    await page.waitForTimeout(1000);
  });

  await test.step('a page built ahead of any request (404) passes too', async () => {
    const response = await page.goto(`${origin}/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(directives((await response?.allHeaders())?.['content-security-policy']).get('frame-ancestors')).toBe("frame-ancestors 'self'");
    await expect(page.getByRole('banner').first()).toBeVisible();
  });

  await test.step('sign out and in again through the provider', async () => {
    await page.goto(`${origin}/homepage`);
    await expect(page.getByText(user.name).first()).toBeVisible();
    await logOut(page, origin, user.name);
    await signInFromHeader(page, origin, user.email, user.password);
    await expect(page.getByText(user.name).first()).toBeVisible();
    await page.waitForTimeout(1000);
  });

  expect(violations).toEqual([]);
  // Network failures are not the policy's doing: this machine has no internet (map tiles), and one page is a 404.
  expect(pageErrors.messages.filter((line) => !/Failed to load resource/.test(line))).toEqual([]);
});

test('the API documentation renders offline under its policy', async ({ page, origin }) => {
  const violations = collectViolations(page);
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) outside.push(request.url());
  });
  const response = await page.goto(`${origin}/api/docs`);
  expect(directives((await response?.allHeaders())?.['content-security-policy']).get('script-src')).toBe("script-src 'self'");
  await expect(page.getByText('Groundwork API').first()).toBeVisible();
  await expect(page.locator('.opblock').first()).toBeVisible();
  expect(outside).toEqual([]);
  expect(violations).toEqual([]);
});

test('another site cannot frame the app', async ({ page, origin }) => {
  await page.goto('about:blank');
  await page.setContent(`<iframe src="${origin}/homepage" title="framed" width="800" height="600"></iframe>`);
  await page.waitForTimeout(3000);
  // The browser refuses to show it: an error page stands in its place.
  const frames = page.frames().filter((frame) => frame !== page.mainFrame());
  expect(frames).toHaveLength(1);
  expect(frames[0].url()).not.toContain(origin);
  await expect(page.frameLocator('iframe[title="framed"]').getByRole('banner')).toHaveCount(0);
});
