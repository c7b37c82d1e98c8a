import { eq } from 'drizzle-orm';
import { idpAccounts } from '@/server/db/schema/idp';
import { startOidcUpstream, type OidcUpstream } from '@/tests/standins/oidc-upstream';
import { TestBrowser } from './testing/browser';
import { authorize, payloadOf, redeem, startTestIdp, type TestIdp } from './testing/harness';

// The first suite of a run makes the migrated template the provider's database comes from (migrating from nothing):
// slow on a loaded machine, and 30 s was once too short.
jest.setTimeout(120_000);

let upstream: OidcUpstream;
let testIdp: TestIdp;

beforeAll(async () => {
  // The provider's address is known once it listens, the upstream's callback once the provider's is: start the
  // provider on a placeholder upstream configuration, then restart it with the real one.
  testIdp = await startTestIdp();
  upstream = await startOidcUpstream({
    redirectUri: `${testIdp.settings.issuer}/federation/google/callback`,
    user: { sub: 'google-user-1', email: 'gina@gmail.example', email_verified: true, name: 'Gina Google' },
  });
  Object.assign(testIdp.settings.federation, {
    google: { name: 'google', issuer: upstream.issuer, clientId: upstream.clientId, clientSecret: upstream.clientSecret },
  });
  await testIdp.restart();
});

afterAll(async () => {
  await upstream.close();
  await testIdp.close();
});

describe('sign-in through an upstream OpenID provider', () => {
  it('creates an account from the verified ID token and signs in with tfp google', async () => {
    const browser = new TestBrowser();
    const authorization = await authorize(browser, testIdp, { policy: 'google' });
    expect(new URL(authorization.visit.url).pathname).toBe('/');
    const sent = upstream.authorizationRequests.at(-1);
    expect(sent?.get('code_challenge_method')).toBe('S256');
    expect(sent?.get('nonce')).toEqual(expect.any(String));
    expect(sent?.get('state')).toEqual(expect.any(String));

    const tokens = await redeem(testIdp, authorization, authorization.visit);
    const claims = await testIdp.verifier.verify(tokens.access_token);
    expect(claims).toMatchObject({ email: 'gina@gmail.example', name: 'Gina Google', policy: 'google' });
    const [account] = await testIdp.database.db.select().from(idpAccounts).where(eq(idpAccounts.email, 'gina@gmail.example'));
    expect(account).toMatchObject({ federatedIssuer: upstream.issuer, federatedSubject: 'google-user-1', emailVerified: true, passwordHash: null });
    expect(payloadOf(tokens.access_token).sub).toBe(account.id);
  });

  it('links a local account with the same verified e-mail', async () => {
    const local = new TestBrowser();
    const signUp = await authorize(local, testIdp, { signup: true });
    const done = await local.submit(signUp.visit, { name: 'Lina Local', email: 'lina@example.com', password: 'a local password 1' }, `${testIdp.origin}/?`);
    const localSub = payloadOf((await redeem(testIdp, signUp, done)).access_token).sub;

    upstream.user = { sub: 'google-user-2', email: 'lina@example.com', email_verified: true, name: 'Lina via Google' };
    const browser = new TestBrowser();
    const authorization = await authorize(browser, testIdp);
    const googleHref = /href="([^"]*\/federation\/google)"/.exec(authorization.visit.body)?.[1];
    expect(googleHref).toBeDefined();
    const back = await browser.visit(new URL(googleHref ?? '', authorization.visit.url).href, {}, `${testIdp.origin}/?`);
    const tokens = await redeem(testIdp, authorization, back);
    expect(payloadOf(tokens.access_token)).toMatchObject({ sub: localSub, tfp: 'google' });
    const [account] = await testIdp.database.db.select().from(idpAccounts).where(eq(idpAccounts.email, 'lina@example.com'));
    expect(account).toMatchObject({ federatedSubject: 'google-user-2', emailVerified: true, name: 'Lina Local' });
  });

  it('refuses an upstream identity without a verified e-mail that matches an existing account', async () => {
    upstream.user = { sub: 'google-user-3', email: 'lina@example.com', email_verified: false, name: 'Not Lina' };
    const browser = new TestBrowser();
    const { visit } = await authorize(browser, testIdp, { policy: 'google' });
    expect(visit.status).toBe(401);
    expect(visit.body).toContain('did not share a verified e-mail address');
  });

  it('refuses a callback whose state it did not issue', async () => {
    const response = await fetch(`${testIdp.settings.issuer}/federation/google/callback?state=forged&code=x`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('expired');
  });
});
