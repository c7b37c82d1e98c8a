// Issue "API and sign-in": sign-up, the token cookie, logout and sign-in again, through the built-in provider.
import { expect, test } from './fixtures';
import { appHeader, fetchMe, logOut, signInFromHeader, signUpFromHeader, tokenCookie, waitForTokenCookie } from './helpers/auth';
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

test('a user changes their password from the account menu and signs in with the new one', async ({ page, origin, pageErrors }) => {
  const user = newTestUser('changer');
  const newPassword = `${user.password}-changed`;
  await signUpFromHeader(page, origin, user);

  await test.step('the menu opens a form asking for the current and the new password, not a reset mail', async () => {
    await appHeader(page)
      .getByRole('button', { name: `Account menu of ${user.name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Change my password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change my password' });
    await expect(dialog).toBeVisible();
    expect(new URL(page.url()).origin).toBe(origin);
    await dialog.getByLabel('Current password').fill('not my password at all');
    await dialog.getByLabel(/^New password/).fill(newPassword);
    await dialog.getByLabel('Repeat the new password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Save the new password' }).click();
    await expect(dialog.getByText('This is not your current password.')).toBeVisible();
    await dialog.getByLabel('Current password').fill(user.password);
    await dialog.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByText('Your password has been changed.').first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('after signing out, the new password signs in', async () => {
    await logOut(page, origin, user.name);
    await signInFromHeader(page, origin, user.email, newPassword);
    await expect(page.getByText(user.name).first()).toBeVisible();
  });

  // The refused current password is the browser's one expected complaint (a 422 answer).
  expect(pageErrors.messages.filter((line) => !/422 \(Unprocessable Entity\).*\/api\/me\/password/.test(line))).toEqual([]);
});
