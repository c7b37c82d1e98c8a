// Issue 10, defect 8: a token whose `iat` lies in the future is refused; a small clock skew is allowed.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { createTestApp, errorMessage, type TestApp } from './helpers/app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** A token of the built-in issuer, valid in every respect, issued `issuedIn` seconds from now. */
async function tokenIssuedIn(issuedIn: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: `iat-${randomUUID()}@example.test`, email_verified: true, name: 'Clock Test', tfp: 'signin' })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: t.tokens.key.kid })
    .setIssuer(t.tokens.issuer)
    .setAudience(t.tokens.audience)
    .setSubject(randomUUID())
    .setIssuedAt(now + issuedIn)
    .setExpirationTime(now + issuedIn + 3600)
    .sign(t.tokens.key.privateKey);
}

describe('the issue time of access tokens', () => {
  it('refuses a token issued in the future', async () => {
    for (const issuedIn of [120, 3600, 365 * 24 * 3600]) {
      const response = await t.request('/me', { token: await tokenIssuedIn(issuedIn) });
      expect(response.status).toBe(401);
      expect(await errorMessage(response)).toBe('The access token claims to be issued in the future');
    }
  });

  it('allows a small clock skew, and tokens issued in the past', async () => {
    expect(t.settings.auth.clockToleranceSeconds).toBe(30);
    for (const issuedIn of [10, 0, -600]) {
      const response = await t.request('/me', { token: await tokenIssuedIn(issuedIn) });
      expect(response.status).toBe(200);
    }
  });
});
