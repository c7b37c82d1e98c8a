// Issue 9, defect 7: a bad address shows the real not-found page with a 404 status, signed in when the
// visitor is, never an API message such as "Invalid query parameter" with a useless "Try again".
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appHeader, signUpFromHeader, waitForTokenCookie } from './helpers/auth';
import { newTestUser } from './helpers/users';

/** The signed-in user's account menu in the header. */
const userMenu = (page: Page, name: string) => appHeader(page).getByRole('button', { name: new RegExp(name) });

const NOT_FOUND_HEADING = 'We could not find this page';

async function expectNotFound(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), `${url} answers 404`).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
  await expect(page.getByText(/Invalid query parameter|Expected an identifier/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
}

test('bad project, assessment and page addresses show the not-found page, signed in', async ({ page, origin }) => {
  const user = newTestUser('notfound');
  await signUpFromHeader(page, origin, user);
  await waitForTokenCookie(page.context(), origin);
  const header = appHeader(page);

  for (const path of [
    '/projects/not-a-uuid',
    `/projects/${randomUUID()}`,
    `/projects/${randomUUID()}/assessments/not-a-uuid`,
    `/projects/${randomUUID()}/assessments/${randomUUID()}`,
    '/no-such-page',
    '/knowledge-hub/no-such-article',
  ]) {
    await expectNotFound(page, `${origin}${path}`);
    // Signed in from the first paint: the user's menu, never the visitor's buttons.
    await expect(userMenu(page, user.name)).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
  }
});

test('a visitor meets the same not-found page, signed out', async ({ page, origin }) => {
  await expectNotFound(page, `${origin}/projects/not-a-uuid`);
  await expectNotFound(page, `${origin}/no-such-page`);
  await expect(appHeader(page).getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});
