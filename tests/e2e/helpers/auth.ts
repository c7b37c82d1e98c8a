// Sign-up, sign-in and logout through the real pages and the built-in provider at /idp (server/idp/views).
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { z } from 'zod';
import type { TestUser } from './users';

export const TOKEN_COOKIE = 'authorization';
export const AFTER_LOGIN_PATH = '/homepage';

/** The header of the app shell. */
export const appHeader = (page: Page): Locator => page.getByRole('banner').first();

/** A button or link of the header, whichever the shell renders. */
function headerAction(page: Page, name: RegExp): Locator {
  const header = appHeader(page);
  return header.getByRole('button', { name }).or(header.getByRole('link', { name })).first();
}

const SIGN_UP = /^(sign ?up|create (an |your )?account|register)$/i;
const SIGN_IN = /^(sign ?in|log ?in)$/i;
const LOG_OUT = /^(log ?out|sign ?out)$/i;

/** Waits until the browser is on a page of the built-in provider. */
export async function expectOnProvider(page: Page, origin: string): Promise<void> {
  await page.waitForURL((url) => url.origin === origin && url.pathname.startsWith('/idp'));
}

/** Waits until the app shows /homepage after a sign-in or a sign-up. */
export async function expectOnHomepage(page: Page, origin: string): Promise<void> {
  await page.waitForURL(`${origin}${AFTER_LOGIN_PATH}`, { timeout: 60_000 });
}

/** Fills and sends the provider's sign-up form (name, e-mail, company, password). */
export async function submitSignUpForm(page: Page, user: TestUser): Promise<void> {
  await page.getByLabel('Full name').fill(user.name);
  await page.getByLabel('E-mail address').fill(user.email);
  await page.getByLabel(/^Company/).fill(user.company);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Fills and sends the provider's sign-in form. */
export async function submitSignInForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Landing page → header's sign-up → the provider's sign-up form → back on /homepage. */
export async function signUpFromHeader(page: Page, origin: string, user: TestUser): Promise<void> {
  await page.goto(`${origin}/`);
  await headerAction(page, SIGN_UP).click();
  await expectOnProvider(page, origin);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your Groundwork account');
  await submitSignUpForm(page, user);
  await expectOnHomepage(page, origin);
}

/** Landing page → header's sign-in → the provider's sign-in page (not filled in). */
export async function openSignInFromHeader(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await headerAction(page, SIGN_IN).click();
  await expectOnProvider(page, origin);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Groundwork');
}

/** Landing page → header's sign-in → the provider's sign-in form → back on /homepage. */
export async function signInFromHeader(page: Page, origin: string, email: string, password: string): Promise<void> {
  await openSignInFromHeader(page, origin);
  await submitSignInForm(page, email, password);
  await expectOnHomepage(page, origin);
}

/**
 * Logs out from the header (opening the account menu first when the action sits in it), confirms on the
 * provider's sign-out page when it asks, and waits for the root path.
 */
export async function logOut(page: Page, origin: string, userName: string): Promise<void> {
  const logout = headerAction(page, LOG_OUT);
  if (!(await logout.isVisible())) {
    const header = appHeader(page);
    const menu = header.getByRole('button', { name: new RegExp(`${escapeRegExp(userName)}|account|profile|user menu`, 'i') }).first();
    await menu.click();
  }
  const action = (await logout.isVisible()) ? logout : page.getByRole('menuitem', { name: LOG_OUT }).first();
  await action.click();
  const confirm = page.getByRole('button', { name: 'Sign out', exact: true });
  await page.waitForURL((url) => (url.origin === origin && url.pathname === '/') || url.pathname.startsWith('/idp'));
  if (new URL(page.url()).pathname.startsWith('/idp') && (await confirm.isVisible())) await confirm.click();
  // The provider returns to the root path (with its `state` in the query string).
  await page.waitForURL((url) => url.origin === origin && url.pathname === '/');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The access token the app keeps in the `authorization` cookie, if any. */
export async function tokenCookie(context: BrowserContext, origin: string): Promise<string | undefined> {
  const cookies = await context.cookies(origin);
  return cookies.find((cookie) => cookie.name === TOKEN_COOKIE)?.value || undefined;
}

/** Waits until the `authorization` cookie holds a token, and returns it. */
export async function waitForTokenCookie(context: BrowserContext, origin: string): Promise<string> {
  await expect.poll(() => tokenCookie(context, origin), { message: 'the authorization cookie is set' }).toBeTruthy();
  return (await tokenCookie(context, origin)) as string;
}

/** What the end-to-end tests read of `/api/me` (lib/schemas/users.ts has the whole contract). */
const meSubsetSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  roles: z.array(z.string()),
});
export type MeSubset = z.infer<typeof meSubsetSchema>;

/** `GET /api/me` with a bearer token; a 425 (account not ready) is retried every second. */
export async function fetchMe(request: APIRequestContext, origin: string, token: string): Promise<MeSubset> {
  for (let attempt = 0; attempt < 15; attempt += 1) {
    const response = await request.get(`${origin}/api/me`, {
      headers: { Authorization: `Bearer ${token}`, language: 'en' },
    });
    if (response.status() === 425) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      continue;
    }
    expect(response.status(), await response.text()).toBe(200);
    return meSubsetSchema.parse(await response.json());
  }
  throw new Error('/api/me kept answering 425 (not ready)');
}
