import { eq } from 'drizzle-orm';
import type { ContactReceipt } from '@/lib/schemas/users';
import type { CompanyProfile } from '@/lib/schemas/profiles';
import { contactMessages } from '@/server/db/schema';
import { createTestApp, errorMessage, type TestApp } from './helpers/app';

jest.setTimeout(60_000);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { CONTACT_RATE_LIMIT: '3', CONTACT_RATE_WINDOW_SECONDS: '3600' } });
});

afterAll(async () => {
  await t?.close();
});

describe('/profiles', () => {
  it('creates an empty profile on first read, then keeps what is saved', async () => {
    const user = await t.signIn();
    const first = await t.request('/profiles', { token: user.token });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ user_id: user.id, company_name: null, country: null, logo: null });

    const saved = await t.request('/profiles', {
      method: 'PUT',
      token: user.token,
      json: { company_name: '  Terra Char  ', country: 'ke', website: 'https://terrachar.example', employees: 14, founded_year: 2019 },
    });
    expect(saved.status).toBe(200);
    const read = (await (await t.request('/profiles', { token: user.token })).json()) as CompanyProfile;
    expect(read).toMatchObject({ company_name: 'Terra Char', country: 'KE', website: 'https://terrachar.example', employees: 14, founded_year: 2019 });

    const cleared = await t.request('/profiles', { method: 'PUT', token: user.token, json: { website: '', bio: 'Biochar from coffee husks.' } });
    expect(await cleared.json()).toMatchObject({ company_name: 'Terra Char', website: null, bio: 'Biochar from coffee husks.' });
  });

  it('keeps each user’s profile to themselves', async () => {
    const owner = await t.signIn();
    const other = await t.signIn();
    await t.request('/profiles', { method: 'PUT', token: owner.token, json: { company_name: 'Owner Ltd' } });
    const read = (await (await t.request('/profiles', { token: other.token })).json()) as CompanyProfile;
    expect(read.user_id).toBe(other.id);
    expect(read.company_name).toBeNull();
  });

  it('needs a signed-in user', async () => {
    expect((await t.request('/profiles')).status).toBe(401);
    expect((await t.request('/profiles', { method: 'PUT', json: { company_name: 'X' } })).status).toBe(401);
  });
});

describe('POST /contact', () => {
  const message = { name: 'Visitor', email: 'Visitor@Example.test', message: 'I would like a demo of the monitoring.' };
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('takes messages from visitors and links signed-in senders', async () => {
    const visitor = await t.request('/contact', { json: message, headers: { language: 'fr' } });
    expect(visitor.status).toBe(200);
    const receipt = (await visitor.json()) as ContactReceipt;
    const [stored] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, receipt.id));
    expect(stored).toMatchObject({ userId: null, email: 'visitor@example.test', language: 'fr' });
    expect(stored.senderHash).toMatch(/^[0-9a-f]{64}$/);

    const user = await t.signIn();
    const signedIn = await t.request('/contact', { token: user.token, json: { ...message, subject: 'Demo' } });
    const [linked] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, ((await signedIn.json()) as ContactReceipt).id));
    expect(linked.userId).toBe(user.id);
  });

  it('refuses invalid messages', async () => {
    const response = await t.request('/contact', { json: { ...message, email: 'not-an-address', message: '' } });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toMatch(/email must be a valid address/);
  });

  it('limits how many messages one sender may send per window (429), without counting others', async () => {
    const limited = await createTestApp({ env: { CONTACT_RATE_LIMIT: '2', TRUST_PROXY: 'true' } });
    try {
      for (let index = 0; index < 2; index += 1) {
        expect((await limited.request('/contact', { json: message, headers: from('203.0.113.7') })).status).toBe(200);
      }
      const refused = await limited.request('/contact', { json: message, headers: from('203.0.113.7') });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('3600');
      expect(await errorMessage(refused)).toMatch(/You have sent 2 messages/);
      expect(await limited.database.db.select().from(contactMessages)).toHaveLength(2);

      // An address the client writes before the proxy's own entry changes nothing: it is still the same sender.
      expect((await limited.request('/contact', { json: message, headers: from('192.0.2.1, 203.0.113.7') })).status).toBe(429);
      expect((await limited.request('/contact', { json: message, headers: from('198.51.100.20') })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
