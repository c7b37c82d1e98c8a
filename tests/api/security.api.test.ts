import { and, eq } from 'drizzle-orm';
import { exportSPKI, SignJWT } from 'jose';
import { auditEvents, users } from '@/server/db/schema';
import { createTestApp, errorMessage, type TestApp } from './helpers/app';
import { createSigningKey, unsignedToken } from './helpers/tokens';

jest.setTimeout(60_000);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function userCount(): Promise<number> {
  return (await t.database.db.select({ id: users.id }).from(users)).length;
}

/** Sends the token to GET /me and checks it is refused with 401, the reason, and no user record created. */
async function expectRefused(token: string, reason: RegExp): Promise<void> {
  const before = await userCount();
  const response = await t.request('/me', { token });
  expect(response.status).toBe(401);
  expect(await errorMessage(response)).toMatch(reason);
  expect(await userCount()).toBe(before);
}

describe('access tokens', () => {
  it('accepts a token signed by the issuer’s key (the baseline for the refusals below)', async () => {
    const response = await t.request('/me', { token: await t.tokens.mint({ email: 'baseline@example.test' }) });
    expect(response.status).toBe(200);
  });

  it('refuses a request without a token, or with a malformed Authorization header', async () => {
    expect((await t.request('/me')).status).toBe(401);
    const basic = await t.request('/me', { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(basic.status).toBe(401);
    expect(await errorMessage(basic)).toMatch(/Bearer/);
  });

  it('refuses a token signed by another key', async () => {
    const stranger = await createSigningKey();
    const token = await t.tokens.mint({ key: { ...stranger, kid: t.tokens.key.kid } });
    await expectRefused(token, /signature is not valid/);
    await expectRefused(await t.tokens.mint({ key: stranger }), /key this API does not know/);
  });

  it('refuses an expired token', async () => {
    await expectRefused(await t.tokens.mint({ expiresIn: -3600 }), /expired/);
  });

  it('refuses alg none', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = unsignedToken({ alg: 'none', typ: 'at+jwt' }, { iss: t.tokens.issuer, aud: t.tokens.audience, sub: 'mallory', iat: now, exp: now + 600 });
    await expectRefused(token, /algorithm is not allowed/);
  });

  it('refuses HS256 signed with the public key as the shared secret', async () => {
    const secret = new TextEncoder().encode(await exportSPKI(t.tokens.key.publicKey));
    const token = await new SignJWT({ tfp: 'signin' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: t.tokens.key.kid })
      .setIssuer(t.tokens.issuer)
      .setAudience(t.tokens.audience)
      .setSubject('mallory')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(secret);
    await expectRefused(token, /algorithm is not allowed/);
  });

  it('refuses a token for another audience', async () => {
    await expectRefused(await t.tokens.mint({ audience: 'api://someone-else' }), /audience/);
  });

  it('refuses a token from another issuer, even one signed with the right key', async () => {
    await expectRefused(await t.tokens.mint({ issuer: 'https://evil.example/idp' }), /issuer/);
  });

  it('refuses an ID token (typ JWT) used as an access token', async () => {
    await expectRefused(await t.tokens.mint({ typ: 'JWT' }), /ID token/);
  });
});

describe('the userId header (acting as another user)', () => {
  it('is refused for a user who is not staff, and changes nothing', async () => {
    const victim = await t.signIn({ name: 'Victim' });
    const intruder = await t.signIn({ name: 'Intruder' });
    const response = await t.request('/me', {
      method: 'PUT',
      token: intruder.token,
      headers: { userId: victim.id },
      json: { name: 'Renamed by intruder' },
    });
    expect(response.status).toBe(403);
    expect(await errorMessage(response)).toMatch(/Only staff/);
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, victim.id));
    expect(stored.name).toBe('Victim');
    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, victim.id));
    expect(audits).toHaveLength(0);
  });

  it('is refused without a token', async () => {
    const victim = await t.signIn({ name: 'Anonymous target' });
    const response = await t.request('/profiles', { headers: { userId: victim.id } });
    expect(response.status).toBe(401);
  });

  it('lets staff act as another user, and audits every such request', async () => {
    const target = await t.signIn({ name: 'Target' });
    const admin = await t.signIn({ email: 'staff@groundwork.test', name: 'Staff Member' });
    expect(admin.roles).toContain('admin');

    const me = await t.request('/me', { token: admin.token, headers: { userId: target.id } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: target.id, name: 'Target', impersonated_by: { id: admin.id, name: 'Staff Member' } });

    const update = await t.request('/me', { method: 'PUT', token: admin.token, headers: { userId: target.id }, json: { job_title: 'Engineer' } });
    expect(update.status).toBe(200);
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, target.id));
    expect(stored.jobTitle).toBe('Engineer');

    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user.impersonate'), eq(auditEvents.targetId, target.id)));
    expect(audits).toHaveLength(2);
    expect(audits.map((audit) => audit.actorId)).toEqual([admin.id, admin.id]);
    expect(audits.map((audit) => audit.details)).toEqual(
      expect.arrayContaining([
        { method: 'GET', path: '/api/me' },
        { method: 'PUT', path: '/api/me' },
      ]),
    );
  });

  it('is refused for a disabled account, even to staff, and changes nothing', async () => {
    const target = await t.signIn({ name: 'Disabled target' });
    const admin = await t.signIn({ email: 'staff@groundwork.test', name: 'Staff Member' });
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, target.id));
    const response = await t.request('/me', { method: 'PUT', token: admin.token, headers: { userId: target.id }, json: { job_title: 'Set while disabled' } });
    expect(response.status).toBe(403);
    expect(await errorMessage(response)).toMatch(/disabled/);
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, target.id));
    expect(stored.jobTitle).toBeNull();
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user.impersonate'), eq(auditEvents.targetId, target.id)));
    expect(audits).toHaveLength(0);
  });

  it('answers 400 for a userId that is not an id, and 404 for an unknown user', async () => {
    const admin = await t.signIn({ email: 'staff@groundwork.test', name: 'Staff Member' });
    expect((await t.request('/me', { token: admin.token, headers: { userId: 'robert; drop table' } })).status).toBe(400);
    expect((await t.request('/me', { token: admin.token, headers: { userId: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
  });
});

describe('API key', () => {
  let keyed: TestApp;

  beforeAll(async () => {
    keyed = await createTestApp({ env: { API_KEY: 'test-api-key-0123456789' } });
  });
  afterAll(async () => {
    await keyed?.close();
  });

  it('refuses requests without the key or with a wrong key, before anything else', async () => {
    const token = await keyed.tokens.mint();
    const missing = await keyed.app.request('/api/me', { headers: { authorization: `Bearer ${token}` } });
    expect(missing.status).toBe(401);
    expect(await errorMessage(missing)).toMatch(/Ocp-Apim-Subscription-Key header is missing/);
    const wrong = await keyed.app.request('/api/resources/templates', { headers: { 'Ocp-Apim-Subscription-Key': 'test-api-key-0123456780' } });
    expect(wrong.status).toBe(401);
    expect(await errorMessage(wrong)).toMatch(/not valid/);
    expect(await keyed.database.db.select({ id: users.id }).from(users)).toHaveLength(0);
  });

  it('accepts the right key, and leaves the API documentation readable without it', async () => {
    const ok = await keyed.request('/me', { token: await keyed.tokens.mint() });
    expect(ok.status).toBe(200);
    expect((await keyed.app.request('/api/openapi.json')).status).toBe(200);
    expect((await keyed.app.request('/api/docs')).status).toBe(200);
    expect((await keyed.app.request('/api/docs/assets/swagger-ui-bundle.js')).status).toBe(200);
    expect((await keyed.app.request('/api/docs/assets/start.js')).status).toBe(200);
  });
});
