// Issue "API and sign-in": Google sign-in through the built-in provider, against a local OpenID provider
// standing in for Google (tests/standins/oidc-upstream.ts).
import { randomUUID } from 'node:crypto';
import { startOidcUpstream } from '../standins/oidc-upstream';
import { expect, test } from './fixtures';
import { expectOnHomepage, fetchMe, openSignInFromHeader, waitForTokenCookie } from './helpers/auth';
import { freePort } from './helpers/ports';

test('a user signs in with Google (a stand-in provider) and lands on /homepage', async ({ page, context, request, ownServer }) => {
  test.setTimeout(180_000);
  const port = await freePort();
  const origin = `https://localhost:${port}`;
  const id = randomUUID().slice(0, 8);
  const googleUser = { sub: `google-${id}`, email: `grace.${id}@gmail.e2e.test`, email_verified: true, name: `Grace Federated ${id}` };
  const upstream = await startOidcUpstream({ redirectUri: `${origin}/idp/federation/google/callback`, user: googleUser });
  try {
    await ownServer({
      name: 'federation',
      port,
      env: {
        GOOGLE_CLIENT_ID: upstream.clientId,
        GOOGLE_CLIENT_SECRET: upstream.clientSecret,
        GOOGLE_ISSUER: upstream.issuer,
      },
    });

    await openSignInFromHeader(page, origin);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expectOnHomepage(page, origin);
    await expect(page.getByText(googleUser.name).first()).toBeVisible();
    expect(upstream.authorizationRequests.length).toBeGreaterThan(0);

    const token = await waitForTokenCookie(context, origin);
    const me = await fetchMe(request, origin, token);
    expect(me.email).toBe(googleUser.email);
    expect(me.name).toBe(googleUser.name);
  } finally {
    await upstream.close();
  }
});
