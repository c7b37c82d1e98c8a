import { idpAccounts } from '@/server/db/schema/idp';
import { eq } from 'drizzle-orm';
import { TestBrowser } from './testing/browser';
import { authorize, headerOf, payloadOf, redeem, TEST_MAX_FAILURES, startTestIdp, tokenRequest, type TestIdp } from './testing/harness';

// The first suite of a run makes the migrated template the provider's database comes from (migrating from nothing):
// slow on a loaded machine, and 30 s was once too short.
jest.setTimeout(120_000);

const PASSWORD = 'correct horse battery';

let testIdp: TestIdp;

beforeAll(async () => {
  testIdp = await startTestIdp();
});

afterAll(async () => {
  await testIdp.close();
});

async function signUp(browser: TestBrowser, fields: Record<string, string>, policy?: string) {
  const authorization = await authorize(browser, testIdp, { policy, signup: true });
  expect(authorization.visit.status).toBe(200);
  const done = await browser.submit(authorization.visit, fields, `${testIdp.origin}/?`);
  return { authorization, done };
}

describe('local accounts through the authorization code flow with PKCE', () => {
  it('signs up, returns to the app with a code, and issues a JWT access token the API accepts', async () => {
    const browser = new TestBrowser();
    const { authorization, done } = await signUp(browser, {
      name: 'Ada Developer',
      email: 'Ada@Example.com',
      company: 'Char Works',
      password: PASSWORD,
    });
    expect(new URL(done.url).searchParams.get('state')).toBe(authorization.state);
    const tokens = await redeem(testIdp, authorization, done);

    expect(headerOf(tokens.access_token)).toMatchObject({ typ: 'at+jwt', alg: 'RS256' });
    expect(payloadOf(tokens.access_token)).toMatchObject({
      iss: testIdp.settings.issuer,
      aud: 'api://groundwork',
      email: 'ada@example.com',
      name: 'Ada Developer',
      tfp: 'signin',
      client_id: 'groundwork-web',
    });
    const claims = await testIdp.verifier.verify(tokens.access_token);
    expect(claims).toMatchObject({ issuer: testIdp.settings.issuer, email: 'ada@example.com', name: 'Ada Developer', policy: 'signin' });

    const idToken = payloadOf(tokens.id_token);
    expect(idToken).toMatchObject({ aud: 'groundwork-web', name: 'Ada Developer', email: 'ada@example.com', tfp: 'signin' });
    expect(idToken.sub).toBe(claims.subject);
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(tokens.scope).toBe('groundwork-web');
  });

  it('answers the token endpoint with CORS for the app origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${testIdp.settings.issuer}/token`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await preflight(testIdp.origin)).headers.get('access-control-allow-origin')).toBe(testIdp.origin);
    // The monitoring (V2) origin of APP_ORIGIN redeems its codes here too, without being named in APP_ORIGINS.
    const monitoring = `http://monitoring.localhost:${new URL(testIdp.origin).port}`;
    expect((await preflight(monitoring)).headers.get('access-control-allow-origin')).toBe(monitoring);
    const foreign = await tokenRequest(testIdp, { grant_type: 'authorization_code', code: 'x', redirect_uri: `${testIdp.origin}/` });
    expect(foreign.status).toBe(400);
    const other = await fetch(`${testIdp.settings.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams({ client_id: 'groundwork-web', grant_type: 'authorization_code', code: 'x' }),
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('signs in again: by single sign-on in the same browser, with the password in another', async () => {
    const first = new TestBrowser();
    await signUp(first, { name: 'Sam Returning', email: 'sam@example.com', password: PASSWORD });
    const again = await authorize(first, testIdp);
    const ssoTokens = await redeem(testIdp, again, again.visit);
    expect(payloadOf(ssoTokens.access_token)).toMatchObject({ email: 'sam@example.com', tfp: 'signin' });

    const other = new TestBrowser();
    const page = await authorize(other, testIdp);
    expect(page.visit.body).toContain('name="password"');
    const done = await other.submit(page.visit, { email: 'SAM@example.com', password: PASSWORD }, `${testIdp.origin}/?`);
    const tokens = await redeem(testIdp, page, done);
    expect(payloadOf(tokens.access_token).sub).toBe(payloadOf(ssoTokens.access_token).sub);
  });

  it('refuses a wrong password, then slows further attempts down after the allowed failures', async () => {
    const browser = new TestBrowser();
    await signUp(browser, { name: 'Lou Locked', email: 'lou@example.com', password: PASSWORD });
    const stranger = new TestBrowser();
    const { visit } = await authorize(stranger, testIdp);
    let page = visit;
    for (let attempt = 1; attempt <= TEST_MAX_FAILURES; attempt += 1) {
      page = await stranger.submit(page, { email: 'lou@example.com', password: 'not the password' });
      expect(page.status).toBe(401);
      expect(page.body).toContain('The e-mail address or the password is incorrect.');
    }
    const locked = await stranger.submit(page, { email: 'lou@example.com', password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body).toContain('Too many failed attempts');
    expect(new URL(locked.url).pathname).not.toBe('/');
  });

  it('shows form errors without losing what was typed, and refuses a taken e-mail', async () => {
    const browser = new TestBrowser();
    const { visit } = await authorize(browser, testIdp, { signup: true });
    const invalid = await browser.submit(visit, { name: '', email: 'not-an-email', password: 'short' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toContain('Enter your name.');
    expect(invalid.body).toContain('value="not-an-email"');
    expect(invalid.body).toContain('at least 10 characters');
    await signUp(new TestBrowser(), { name: 'Taken', email: 'taken@example.com', password: PASSWORD });
    const taken = await browser.submit(invalid, { name: 'Again', email: 'taken@example.com', password: PASSWORD });
    expect(taken.status).toBe(409);
    expect(taken.body).toContain('already exists');
  });
});

describe('policies', () => {
  it('flags investor sign-ups and says so in the token (tfp investors)', async () => {
    const browser = new TestBrowser();
    const { authorization, done } = await signUp(browser, { name: 'Ivy Investor', email: 'ivy@fund.example', password: PASSWORD }, 'investors');
    expect(authorization.visit.body).toContain('Create an investor account');
    const tokens = await redeem(testIdp, authorization, done);
    expect((await testIdp.verifier.verify(tokens.access_token)).policy).toBe('investors');
    const [account] = await testIdp.database.db.select().from(idpAccounts).where(eq(idpAccounts.email, 'ivy@fund.example'));
    expect(account).toMatchObject({ investor: true, signupPolicy: 'investors' });
  });

  it('asks for the policy again when a session signed in with another one', async () => {
    const browser = new TestBrowser();
    await signUp(browser, { name: 'Pat Switch', email: 'pat@example.com', password: PASSWORD });
    const investor = await authorize(browser, testIdp, { policy: 'investors' });
    expect(investor.visit.status).toBe(200);
    expect(investor.visit.body).toContain('Investor sign-in');
    const done = await browser.submit(investor.visit, { email: 'pat@example.com', password: PASSWORD }, `${testIdp.origin}/?`);
    expect(payloadOf((await redeem(testIdp, investor, done)).access_token).tfp).toBe('investors');
  });

  it('requires a valid event code for event sign-ups', async () => {
    const browser = new TestBrowser();
    const authorization = await authorize(browser, testIdp, { policy: 'events', signup: true });
    expect(authorization.visit.body).toContain('name="eventCode"');
    const fields = { name: 'Eve Event', email: 'eve@example.com', password: PASSWORD };
    const missing = await browser.submit(authorization.visit, fields);
    expect(missing.status).toBe(400);
    expect(missing.body).toContain('Enter the event code');
    const wrong = await browser.submit(missing, { ...fields, eventCode: 'WRONG' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toContain('This event code is not valid');
    const done = await browser.submit(wrong, { ...fields, eventCode: 'climateweek' }, `${testIdp.origin}/?`);
    const tokens = await redeem(testIdp, authorization, done);
    expect(payloadOf(tokens.access_token).tfp).toBe('events');
    const [account] = await testIdp.database.db.select().from(idpAccounts).where(eq(idpAccounts.email, 'eve@example.com'));
    expect(account).toMatchObject({ eventParticipant: true, eventCode: 'CLIMATEWEEK' });
  });

  it('edits the profile of the signed-in user (tfp profile)', async () => {
    const browser = new TestBrowser();
    await signUp(browser, { name: 'Old Name', email: 'pro@example.com', password: PASSWORD });
    const profile = await authorize(browser, testIdp, { policy: 'profile' });
    expect(profile.visit.body).toContain('Edit your profile');
    expect(profile.visit.body).toContain('value="Old Name"');
    const done = await browser.submit(profile.visit, { name: 'New Name', company: 'Kiln Co' }, `${testIdp.origin}/?`);
    const tokens = await redeem(testIdp, profile, done);
    expect(payloadOf(tokens.access_token)).toMatchObject({ name: 'New Name', tfp: 'profile' });
    const [account] = await testIdp.database.db.select().from(idpAccounts).where(eq(idpAccounts.email, 'pro@example.com'));
    expect(account).toMatchObject({ name: 'New Name', company: 'Kiln Co' });
  });

  it('signs in first when the profile is asked for without a session', async () => {
    await signUp(new TestBrowser(), { name: 'No Session', email: 'nosession@example.com', password: PASSWORD });
    const browser = new TestBrowser();
    const profile = await authorize(browser, testIdp, { policy: 'profile' });
    const form = await browser.submit(profile.visit, { email: 'nosession@example.com', password: PASSWORD });
    expect(form.body).toContain('Edit your profile');
    const done = await browser.submit(form, { name: 'Now Named', company: '' }, `${testIdp.origin}/?`);
    expect(payloadOf((await redeem(testIdp, profile, done)).access_token).name).toBe('Now Named');
  });

  it('says when Google or LinkedIn is not configured', async () => {
    const { visit } = await authorize(new TestBrowser(), testIdp, { policy: 'linkedin' });
    expect(visit.status).toBe(503);
    expect(visit.body).toContain('LinkedIn sign-in is not available');
    expect(visit.body).toContain('LINKEDIN_CLIENT_ID');
  });

  it('rejects an unknown policy', async () => {
    const { visit } = await authorize(new TestBrowser(), testIdp, { policy: 'admin' });
    expect(visit.status).toBe(303);
    expect(new URL(visit.url).searchParams.get('error')).toBe('invalid_request');
  });
});

describe('tokens and sessions', () => {
  it('renews tokens with the refresh token', async () => {
    const browser = new TestBrowser();
    const { authorization, done } = await signUp(browser, { name: 'Ren Ewal', email: 'ren@example.com', password: PASSWORD });
    const tokens = await redeem(testIdp, authorization, done);
    const response = await tokenRequest(testIdp, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '', scope: 'openid profile offline_access groundwork-web' });
    expect(response.status).toBe(200);
    const renewed = (await response.json()) as { access_token: string; refresh_token: string };
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    const claims = await testIdp.verifier.verify(renewed.access_token);
    expect(claims).toMatchObject({ email: 'ren@example.com', policy: 'signin' });
  });

  it('keeps sessions and keys across a restart', async () => {
    const browser = new TestBrowser();
    const { authorization, done } = await signUp(browser, { name: 'Res Tart', email: 'restart@example.com', password: PASSWORD });
    const before = await redeem(testIdp, authorization, done);
    const keysBefore = testIdp.idp.verificationKeys;
    await testIdp.restart();
    expect(testIdp.idp.verificationKeys).toEqual(keysBefore);
    await expect(testIdp.verifier.verify(before.access_token)).resolves.toMatchObject({ email: 'restart@example.com' });

    const again = await authorize(browser, testIdp);
    expect(new URL(again.visit.url).pathname).toBe('/');
    const after = await redeem(testIdp, again, again.visit);
    expect(payloadOf(after.access_token).sub).toBe(payloadOf(before.access_token).sub);
    const refreshed = await tokenRequest(testIdp, { grant_type: 'refresh_token', refresh_token: before.refresh_token ?? '' });
    expect(refreshed.status).toBe(200);
  });

  it('signs out through RP-initiated logout and returns to the app', async () => {
    const browser = new TestBrowser();
    const { authorization, done } = await signUp(browser, { name: 'Bye Bye', email: 'bye@example.com', password: PASSWORD });
    const tokens = await redeem(testIdp, authorization, done);
    const params = new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${testIdp.origin}/`, client_id: 'groundwork-web' });
    const confirm = await browser.visit(`${testIdp.settings.issuer}/session/end?${params}`);
    expect(confirm.status).toBe(200);
    expect(confirm.headers.get('content-security-policy')).toContain("script-src 'sha256-");
    expect(confirm.body).toContain('id="signout"');
    const out = await browser.submit(confirm, { logout: 'yes', xsrf: /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1] ?? '' }, `${testIdp.origin}/`);
    expect(out.url).toBe(`${testIdp.origin}/`);
    const again = await authorize(browser, testIdp);
    expect(again.visit.status).toBe(200);
    expect(again.visit.body).toContain('name="password"');
  });

  it('serves its pages with security headers and in French on request', async () => {
    const { visit } = await authorize(new TestBrowser(), testIdp);
    expect(visit.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(visit.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(visit.headers.get('referrer-policy')).toBe('same-origin');
    const french = await fetch(`${visit.url}?lang=fr`, { headers: { cookie: '' } });
    expect(french.status).toBe(400);
    const browser = new TestBrowser();
    const fresh = await authorize(browser, testIdp);
    const inFrench = await browser.visit(`${fresh.visit.url}?lang=fr`);
    expect(inFrench.body).toContain('Connexion à Groundwork');
  });
});
