// Sign-ins at an external provider (Azure AD B2C), which the API sees only as tokens (requirements ): the first
// request of a sign-in records it once, with the policy of its user flow, the caller's address (behind the trusted
// proxy) and user agent. The test is the provider: its keys are published on a port of its own, as B2C publishes them,
// and the API accepts its issuer next to the built-in one.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { signIns, type SignInRow } from '@/server/db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers/app';
import { eventually } from './helpers/eventually';
import { createSigningKey, createTokenMinter, publicKeySet, type TokenMinter } from './helpers/tokens';

jest.setTimeout(60_000);

const B2C_ISSUER = 'https://groundwork.b2clogin.test/11111111-2222-3333-4444-555555555555/v2.0/';
const CLIENT = { 'x-forwarded-for': '203.0.113.9, 198.51.100.7', 'user-agent': 'Zephyr browser/1.0' };

let t: TestApp;
let b2c: TokenMinter;
let jwks: Server;

beforeAll(async () => {
  // The investors' user flow has a name of its own; the client configuration reads it, like the API, at run time.
  process.env.B2C_POLICY_INVESTORS = 'B2C_1A_Fund_SignIn';
  const key = await createSigningKey();
  const keySet = JSON.stringify(await publicKeySet(key));
  jwks = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(keySet));
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    env: {
      AUTH_ISSUERS: `${TEST_ORIGIN}/idp,${B2C_ISSUER}`,
      AUTH_JWKS_URI: `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/keys`,
      TRUST_PROXY: 'on',
    },
  });
  b2c = createTokenMinter(key, B2C_ISSUER, t.settings.auth.audience);
});

afterAll(async () => {
  delete process.env.B2C_POLICY_INVESTORS;
  await t?.close();
  jwks?.closeAllConnections();
  await new Promise((resolve) => jwks?.close(resolve));
});

const now = () => Math.floor(Date.now() / 1000);

/** A B2C access token (B2C does not type its tokens) of the user `sub`, from the user flow `tfp`, signed in at `authTime`. */
function b2cToken(sub: string, authTime: number | undefined, tfp = 'B2C_1_signin'): Promise<string> {
  return b2c.mint({ sub, typ: 'JWT', tfp, email: `${sub}@example.test`, name: 'Bea B2C', extra: authTime === undefined ? {} : { auth_time: authTime } });
}

/** `GET /me` from behind the proxy: the user's id. */
async function me(token: string, request = t.request): Promise<string> {
  const response = await request('/me', { token, headers: CLIENT });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

const signInsOf = (userId: string): Promise<SignInRow[]> => t.database.db.select().from(signIns).where(eq(signIns.userId, userId)).orderBy(asc(signIns.authTime));

/** The user's sign-ins once `count` are there (the write runs beside the request that first sees a sign-in). */
const signInsOnce = (userId: string, count: number) =>
  eventually(
    () => signInsOf(userId),
    (rows) => rows.length >= count,
  );

describe('sign-ins at an external provider (R-24.29)', () => {
  it('records the first request of a sign-in: the user flow’s policy, the proxy’s client address, the user agent', async () => {
    const signedInAt = now() - 5;
    const userId = await me(await b2cToken(`bea-${randomUUID()}`, signedInAt, 'b2c_1a_fund_signin'));
    const [row] = await signInsOnce(userId, 1);
    expect(row).toMatchObject({
      userId,
      policy: 'investors',
      address: '198.51.100.7',
      userAgent: 'Zephyr browser/1.0',
      result: 'success',
      authTime: new Date(signedInAt * 1000),
    });
    expect(row.email).toMatch(/^bea-.*@example\.test$/);
  });

  it('records nothing more for further requests and renewed tokens of the same sign-in; a new sign-in is recorded', async () => {
    const sub = `carl-${randomUUID()}`;
    const first = now() - 60;
    const userId = await me(await b2cToken(sub, first));
    await signInsOnce(userId, 1);
    const renewed = await b2cToken(sub, first, 'B2C_1_unknown_flow');
    await me(renewed);
    await me(renewed);
    // Another instance has not seen the sign-in: its write reaches the database, whose unique index keeps one row.
    await me(renewed, t.anotherInstance().request);
    const second = now() - 1;
    await me(await b2cToken(sub, second, 'B2C_1_google'));
    const rows = await signInsOnce(userId, 2);
    expect(rows.map((row) => [row.authTime?.getTime(), row.policy])).toEqual([
      [first * 1000, 'signin'],
      [second * 1000, 'google'],
    ]);
    expect(await signInsOf(userId)).toHaveLength(2);
  });

  it('names a sign-in by the token’s issue time when it carries no auth_time, and an unknown user flow signin', async () => {
    const userId = await me(await b2cToken(`dora-${randomUUID()}`, undefined, 'B2C_1_nobody_knows'));
    const [row] = await signInsOnce(userId, 1);
    expect(row.policy).toBe('signin');
    expect(Math.abs((row.authTime?.getTime() ?? 0) / 1000 - now())).toBeLessThan(60);
  });

  it('records once when requests race, on one instance and on two', async () => {
    const sub = `erin-${randomUUID()}`;
    const signedInAt = now() - 10;
    const tokens = await Promise.all([0, 1, 2, 3].map(() => b2cToken(sub, signedInAt)));
    const userId = await me(await b2cToken(sub, signedInAt - 3600));
    const other = t.anotherInstance();
    await Promise.all(tokens.map((token, index) => me(token, index % 2 === 0 ? t.request : other.request)));
    // A later sign-in's row shows that the racing writes are done.
    await me(await b2cToken(sub, signedInAt + 1), other.request);
    const rows = await signInsOnce(userId, 3);
    expect(rows.map((row) => (row.authTime?.getTime() ?? 0) / 1000)).toEqual([signedInAt - 3600, signedInAt, signedInAt + 1]);
    expect(await signInsOf(userId)).toHaveLength(3);
  });

  it('leaves the built-in provider’s tokens alone: it recorded the sign-in itself', async () => {
    const builtIn = await t.signIn({ extra: { auth_time: now() - 5 } });
    await me(builtIn.token);
    // A B2C sign-in after it: once its row is there, anything the built-in token's requests wrote would be too.
    await signInsOnce(await me(await b2cToken(`fay-${randomUUID()}`, now() - 2)), 1);
    expect(await signInsOf(builtIn.id)).toEqual([]);
  });
});
