// Issue "API and sign-in": sign-up, the token cookie, logout and sign-in again, through the built-in provider.
import { expect, test } from './fixtures';
import {
  appHeader,
  fetchMe,
  logOut,
  signInFromHeader,
  signUpFromHeader,
  tokenCookie,
  waitForTokenCookie,
} from './helpers/auth';
import { newTestUser } from './helpers/users';

test('a new user signs up, logs out and signs in again', async ({ page, context, origin, request, pageErrors }) => {
  const user = newTestUser('developer');

  await test.step('sign up from the header and land on /homepage with their name', async () => {
    await signUpFromHeader(page, origin, user);
    await expect(page.getByText(user.name).first()).toBeVisible();
  });

  await test.step('the authorization cookie holds a three-part token that /api/me accepts', async () => {
    const token = await waitForTokenCookie(context, origin);
    expect(token.split('.')).toHaveLength(3);
    const me = await fetchMe(request, origin, token);
    expect(me.name).toBe(user.name);
    expect(me.email).toBe(user.email);
    expect(me.roles).toContain('developer');
    expect(me.roles).not.toContain('investor');
  });

  await test.step('logout leads to the root path and drops the token', async () => {
    await logOut(page, origin, user.name);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => tokenCookie(context, origin)).toBeUndefined();
    await expect(appHeader(page).getByText(user.name)).toHaveCount(0);
  });

  await test.step('signing in again leads back to /homepage', async () => {
    await signInFromHeader(page, origin, user.email, user.password);
    await expect(page.getByText(user.name).first()).toBeVisible();
    const token = await waitForTokenCookie(context, origin);
    expect((await fetchMe(request, origin, token)).email).toBe(user.email);
  });

  expect(pageErrors.messages).toEqual([]);
});
