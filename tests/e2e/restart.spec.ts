// Issue "API and sign-in": a server restart keeps the user signed in (keys, sessions and users persist).
import { expect, test } from './fixtures';
import { expectOnHomepage, fetchMe, signUpFromHeader, waitForTokenCookie } from './helpers/auth';
import { newTestUser } from './helpers/users';

test('a server restart keeps the user signed in', async ({ page, context, request, ownServer }) => {
  test.setTimeout(240_000);
  const server = await ownServer({ name: 'restart' });
  const user = newTestUser('restart');
  await signUpFromHeader(page, server.origin, user);
  const tokenBefore = await waitForTokenCookie(context, server.origin);

  await server.restart();

  expect((await fetchMe(request, server.origin, tokenBefore)).email).toBe(user.email);
  await page.goto(`${server.origin}/homepage`);
  await expectOnHomepage(page, server.origin);
  await expect(page.getByText(user.name).first()).toBeVisible();
  const tokenAfter = await waitForTokenCookie(context, server.origin);
  expect((await fetchMe(request, server.origin, tokenAfter)).email).toBe(user.email);
});
