import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Me } from '@/lib/schemas/users';
import { profiles, users } from '@/server/db/schema';
import { createTestApp, errorMessage, type TestApp } from './helpers/app';

jest.setTimeout(60_000);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function me(token: string): Promise<{ status: number; body: Me }> {
  const response = await t.request('/me', { token });
  return { status: response.status, body: (await response.json()) as Me };
}

describe('GET /me', () => {
  it('creates the user on the first call, keyed by issuer and subject, with an empty company profile', async () => {
    const subject = randomUUID();
    const first = await me(await t.tokens.mint({ sub: subject, email: 'Ada@Example.test', name: 'Ada Lovelace' }));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ email: 'ada@example.test', name: 'Ada Lovelace', roles: ['developer'], impersonated_by: null });

    const again = await me(await t.tokens.mint({ sub: subject, email: 'ada@example.test' }));
    expect(again.body.id).toBe(first.body.id);
    const rows = await t.database.db.select().from(users).where(eq(users.subject, subject));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ issuer: t.tokens.issuer, status: 'active' });
    expect(await t.database.db.select().from(profiles).where(eq(profiles.userId, first.body.id))).toHaveLength(1);

    const other = await me(await t.tokens.mint({ sub: randomUUID(), email: 'ada@example.test' }));
    expect(other.body.id).not.toBe(first.body.id);
  });

  it('answers 425 while the record is being prepared, then takes over a provisioning that died', async () => {
    const subject = randomUUID();
    await t.database.db.insert(users).values({ issuer: t.tokens.issuer, subject, name: 'Half-made', status: 'provisioning' });
    const token = await t.tokens.mint({ sub: subject });

    const notReady = await t.request('/me', { token });
    expect(notReady.status).toBe(425);
    expect(notReady.headers.get('retry-after')).toBe('1');
    expect(await errorMessage(notReady)).toMatch(/being prepared/);

    await t.database.db
      .update(users)
      .set({ provisioningStartedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(users.subject, subject));
    const ready = await me(token);
    expect(ready.status).toBe(200);
    expect(ready.body.name).toBe('Half-made');
  });

  it('gives the investor role (awaiting activation) to people signed in through the investor policy', async () => {
    const investor = await me(await t.tokens.mint({ tfp: 'investors', email: 'fund@example.test' }));
    expect(investor.body.roles).toEqual(['investor']);
    expect(investor.body.investor_activated).toBe(false);
  });

  it('gives the event role to people signed in through the events policy', async () => {
    expect((await me(await t.tokens.mint({ tfp: 'events' }))).body.roles).toEqual(['event']);
  });

  it('gives the admin role to staff e-mail addresses, only when the address is verified', async () => {
    const staff = await me(await t.tokens.mint({ email: 'STAFF@groundwork.test' }));
    expect(staff.body.roles).toEqual(['developer', 'admin']);
    const unverified = await me(await t.tokens.mint({ email: 'staff@groundwork.test', emailVerified: false }));
    expect(unverified.body.roles).toEqual(['developer']);
  });
});

describe('roles that come with the sign-in', () => {
  it('reach the user at the next call once the record is confirmed, with the token issued before (requirements R-21.4)', async () => {
    const subject = randomUUID();
    const unconfirmed = await t.tokens.mint({ sub: subject, email: 'staff@groundwork.test', emailVerified: false });
    expect((await me(unconfirmed)).body.roles).not.toContain('admin');
    // The provider's confirmation link writes the record; the old token, still unconfirmed, finds it confirmed and
    // the staff address earns the admin role on this very call.
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.subject, subject));
    expect((await me(unconfirmed)).body.roles).toContain('admin');
    const confirmed = await t.tokens.mint({ sub: subject, email: 'staff@groundwork.test', emailVerified: true });
    expect((await me(confirmed)).body.roles).toContain('admin');
  });
});
