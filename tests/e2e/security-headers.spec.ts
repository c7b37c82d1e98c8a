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
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame|evaluate)/i.test(message.text())) {
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
  expect(policy.get('frame-ancestors'), where).toBe("frame-ancestors 'none'");
  expect(headers['x-frame-options'], where).toBe('DENY');
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security'], where).toMatch(/^max-age=\d+/);
  return /'nonce-([^']+)'/.exec(policy.get('script-src') ?? '')?.[1] ?? '';
}

test('every page passes its policy, signed out and in, through sign-up, sign-out and sign-in', async ({ page, context, origin, pageErrors }) => {
  const violations = collectViolations(page);
  const user = newTestUser('csp');

  await test.step('the landing page carries a fresh nonce per answer, on the scripts that need it', async () => {
    const first = await expectPageProtected(await page.goto(`${origin}/`), '/');
    const second = await expectPageProtected(await page.reload(), '/ (reloaded)');
    expect(first).not.toBe(second);
    // The browser hides a nonce attribute from the DOM but keeps it as a property.
    const nonces = await page.locator('script[src^="/_next/"]').evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces)).toEqual(new Set([second]));
    await expect(page.getByRole('banner').first()).toBeVisible();
  });

  await test.step('sign up through the provider; the token cookie is SameSite=Lax and Secure', async () => {
    await signUpFromHeader(page, origin, user);
    await expect(page.getByText(user.name).first()).toBeVisible();
    await waitForTokenCookie(context, origin);
    const cookie = (await context.cookies(origin)).find((candidate) => candidate.name === 'authorization');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', secure: true });
    // The seed's expiry value of 1000 (days).
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(999 * 24 * 3600 * 1000);
  });

  await test.step('the signed-in pages load without a violation', async () => {
    await expectPageProtected(await page.goto(`${origin}/homepage`), '/homepage');
    await expect(page.getByText(user.name).first()).toBeVisible();
    await createProjectFromDashboard(page, 'Policy kiln', /biochar/i);
    await expectPageProtected(await page.reload(), 'project page');
    await page.getByRole('button', { name: /^Start Project profile/ }).or(page.getByRole('link', { name: /^Start Project profile/ })).first().click();
    await page.waitForURL(/\/assessments\//);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectPageProtected(await page.goto(`${origin}/projects`), '/projects');
    await expectPageProtected(await page.goto(`${origin}/knowledge-hub`), '/knowledge-hub');
    await page.waitForTimeout(1000);
  });

  await test.step('a page built ahead of any request (404) passes too', async () => {
    const response = await page.goto(`${origin}/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(directives((await response?.allHeaders())?.['content-security-policy']).get('frame-ancestors')).toBe("frame-ancestors 'none'");
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
  expect(pageErrors.messages).toEqual([]);
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
  const violations = collectViolations(page);
  await page.goto('about:blank');
  await page.setContent(`<iframe src="${origin}/homepage" title="framed" width="800" height="600"></iframe>`);
  await expect.poll(() => violations.some((line) => /frame-ancestors|X-Frame-Options|Refused to frame/i.test(line))).toBe(true);
  const framed = page.frames().find((frame) => frame.url().startsWith(origin));
  if (framed) expect(await framed.locator('header, [role="banner"]').count()).toBe(0);
});
