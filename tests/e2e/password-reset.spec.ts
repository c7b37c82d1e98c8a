// Issue "API and sign-in": request a reset, read the mail in the development outbox, follow the link,
// choose a new password, and sign in with it.
import { expect, test } from './fixtures';
import { expectOnHomepage, openSignInFromHeader, signUpFromHeader, submitSignInForm } from './helpers/auth';
import { linkIn, waitForMail } from './helpers/outbox';
import { newTestUser } from './helpers/users';

test('a user resets a forgotten password and signs in with the new one', async ({ browser, page, origin, request }) => {
  const user = newTestUser('reset');
  const newPassword = `${user.password}-renewed`;
  await signUpFromHeader(page, origin, user);

  // A browser without the provider's session, as on another day.
  const fresh = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: origin });
  try {
    const other = await fresh.newPage();

    await test.step('ask for a reset link from the sign-in page', async () => {
      await openSignInFromHeader(other, origin);
      await other.getByRole('link', { name: 'Forgot your password?' }).click();
      await expect(other.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
      await other.getByLabel('E-mail address').fill(user.email);
      await other.getByRole('button', { name: 'Send the reset link' }).click();
      await expect(other.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
    });

    await test.step('follow the link of the mail and choose a new password', async () => {
      const mail = await waitForMail(request, origin, user.email, /reset/i);
      await other.goto(linkIn(mail, origin));
      await expect(other.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
      await other.getByLabel('New password').fill(newPassword);
      await other.getByLabel('Repeat the password').fill(newPassword);
      await other.getByRole('button', { name: 'Save the new password' }).click();
      await expect(other.getByRole('heading', { level: 1 })).toHaveText('Your password has been changed');
    });

    await test.step('the old password no longer works, the new one does', async () => {
      await openSignInFromHeader(other, origin);
      await submitSignInForm(other, user.email, user.password);
      await expect(other.getByRole('alert')).toContainText('The e-mail address or the password is incorrect.');
      await submitSignInForm(other, user.email, newPassword);
      await expectOnHomepage(other, origin);
      await expect(other.getByText(user.name).first()).toBeVisible();
    });
  } finally {
    await fresh.close();
  }
});
