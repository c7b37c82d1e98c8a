import { CONFIGURATION_LABEL, snapshotSchema, type SnapshotPage } from '@/lib/schemas/config';
import { createConfigurationReader } from '@/server/config';
import { signedHeaders } from '@/tests/standins/app-configuration-hmac';
import { MAX_KEYS_PER_FILTER, startAppConfigurationStandIn, type AppConfigurationStandIn } from '@/tests/standins/app-configuration-server';
import { createTestApp, errorMessage, type TestApp } from './helpers/app';

jest.setTimeout(60_000);

let store: AppConfigurationStandIn;

beforeAll(async () => {
  store = await startAppConfigurationStandIn({ pageSize: 2 });
});

afterAll(async () => {
  await store?.stop();
});

const quietLogger = () => ({ warn: jest.fn(), error: jest.fn() });

describe('reading configuration (label prd) through the App Configuration SDK', () => {
  const keys = ['show_oem', 'show_migration', 'environment_name', 'on_maintenance', 'storage_opportunities', 'storage_investors', 'storage_companies'];

  beforeAll(() => {
    keys.forEach((key, index) => store.setKeyValue({ key, label: CONFIGURATION_LABEL, value: `prd-${index}` }));
    store.setKeyValue({ key: 'show_oem', label: 'dev', value: 'dev-value' });
    store.setKeyValue({ key: 'storage_profiles', label: 'dev', value: 'only-in-dev' });
  });

  it('returns a key-to-value map of the prd values, five keys per request', async () => {
    const before = store.requests.length;
    const read = createConfigurationReader({ env: { APP_CONFIGURATION_CONNECTION_STRING: store.connectionString }, logger: quietLogger() });
    const values = await read([...keys, 'storage_profiles']);
    expect(values).toEqual(Object.fromEntries(keys.map((key, index) => [key, `prd-${index}`])));

    const calls = store.requests.slice(before).filter((request) => request.path === '/kv');
    expect(calls.length).toBeGreaterThanOrEqual(2);
    for (const call of calls) {
      expect(call.status).toBe(200);
      expect(call.query.get('label')).toBe('prd');
      expect(call.query.get('key')?.split(',').length).toBeLessThanOrEqual(MAX_KEYS_PER_FILTER);
    }
  });

  it('is refused with a wrong secret: nothing is read and the failure is logged', async () => {
    const logger = quietLogger();
    const wrongSecret = store.connectionString.replace(/Secret=.*$/, `Secret=${Buffer.from('not the secret').toString('base64')}`);
    const read = createConfigurationReader({ env: { APP_CONFIGURATION_CONNECTION_STRING: wrongSecret }, logger });
    expect(await read(['show_oem'])).toEqual({});
    expect(logger.warn).toHaveBeenCalled();
    expect(store.requests.at(-1)?.status).toBe(401);
  });

  it('checks the signature itself: a tampered request is refused, a well-signed one answered', async () => {
    const url = new URL(`${store.endpoint}/kv?key=show_oem&label=prd&api-version=2023-10-01`);
    const good = await fetch(url, { headers: signedHeaders(store.accessKey, { method: 'GET', url }) });
    expect(good.status).toBe(200);
    const other = new URL(`${store.endpoint}/kv?key=*&label=prd&api-version=2023-10-01`);
    const replayed = await fetch(other, { headers: signedHeaders(store.accessKey, { method: 'GET', url }) });
    expect(replayed.status).toBe(401);
    expect(((await replayed.json()) as { detail: string }).detail).toBe('Invalid signature');
  });
});

describe('configuration snapshots (staff routes)', () => {
  let t: TestApp;
  let admin: { token: string };
  const previous = process.env.APP_CONFIGURATION_CONNECTION_STRING;

  beforeAll(async () => {
    process.env.APP_CONFIGURATION_CONNECTION_STRING = store.connectionString;
    store.addSnapshot({ name: 'groundwork-2025-01', filters: [{ key: 'app:*', label: 'prd' }] });
    store.addSnapshot({ name: 'groundwork-2025-02', filters: [{ key: 'app:*', label: 'prd' }, { key: 'feature:*' }] });
    store.addSnapshot({ name: 'groundwork-2025-03', filters: [{ key: 'app:*' }], status: 'archived' });
    store.addSnapshot({ name: 'groundwork-2025-04', filters: [{ key: 'app:*' }], status: 'failed' });
    store.addSnapshot({ name: 'other-service', filters: [{ key: 'other:*' }] });
    t = await createTestApp();
    admin = await t.signIn({ email: 'staff@groundwork.test' });
  });

  afterAll(async () => {
    if (previous === undefined) delete process.env.APP_CONFIGURATION_CONNECTION_STRING;
    else process.env.APP_CONFIGURATION_CONNECTION_STRING = previous;
    await t?.close();
  });

  async function list(query: string): Promise<SnapshotPage> {
    const response = await t.request(`/internal/config/snapshots${query}`, { token: admin.token });
    expect(response.status).toBe(200);
    return (await response.json()) as SnapshotPage;
  }

  it('is for staff only', async () => {
    const developer = await t.signIn();
    expect((await t.request('/internal/config/snapshots', { token: developer.token })).status).toBe(403);
    const archive = await t.request('/internal/config/snapshots/archive', { token: developer.token, json: { name: 'groundwork-2025-01', etag: 'x' } });
    expect(archive.status).toBe(403);
    expect(store.snapshot('groundwork-2025-01')?.status).toBe('ready');
  });

  it('filters by name and status, and pages with the continuation token', async () => {
    const first = await list('?name=groundwork-*&status=ready,archived');
    expect(first.items.map((item) => item.name)).toEqual(['groundwork-2025-01', 'groundwork-2025-02']);
    expect(first.continuation_token).toEqual(expect.any(String));
    const second = await list(`?name=groundwork-*&status=ready,archived&after=${encodeURIComponent(first.continuation_token ?? '')}`);
    expect(second.items.map((item) => [item.name, item.status])).toEqual([['groundwork-2025-03', 'archived']]);
    expect(second.continuation_token).toBeNull();
    expect((await list('?name=other-service')).items.map((item) => item.name)).toEqual(['other-service']);
  });

  it('returns only the selected fields, which must include filters', async () => {
    const page = await list('?name=groundwork-2025-02&fields=name,filters,etag');
    expect(Object.keys(page.items[0]).sort()).toEqual(['etag', 'filters', 'name']);
    expect(page.items[0].filters).toEqual([{ key: 'app:*', label: 'prd' }, { key: 'feature:*' }]);
    const refused = await t.request('/internal/config/snapshots?fields=name,status', { token: admin.token });
    expect(refused.status).toBe(400);
    expect(await errorMessage(refused)).toMatch(/must include "filters"/);
  });

  it('archives a snapshot whose etag still matches', async () => {
    const [listed] = (await list('?name=groundwork-2025-01')).items;
    const response = await t.request('/internal/config/snapshots/archive', { token: admin.token, json: { name: listed.name, etag: listed.etag } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'groundwork-2025-01', status: 'archived', expires: expect.any(String) });
    expect(store.snapshot('groundwork-2025-01')?.status).toBe('archived');
  });

  it('answers 412 and changes nothing when the snapshot changed since it was listed', async () => {
    const [listed] = (await list('?name=groundwork-2025-02')).items;
    store.touchSnapshot('groundwork-2025-02');
    const response = await t.request('/internal/config/snapshots/archive', { token: admin.token, json: { name: listed.name, etag: listed.etag } });
    expect(response.status).toBe(412);
    expect(await errorMessage(response)).toMatch(/has changed since it was listed/);
    expect(store.snapshot('groundwork-2025-02')?.status).toBe('ready');
  });

  it('answers 404 for an unknown snapshot and 400 beyond the name limit', async () => {
    const unknown = await t.request('/internal/config/snapshots/archive', { token: admin.token, json: { name: 'no-such-snapshot', etag: 'abc' } });
    expect(unknown.status).toBe(404);
    const long = await t.request('/internal/config/snapshots/archive', { token: admin.token, json: { name: 'n'.repeat(257), etag: 'abc' } });
    expect(long.status).toBe(400);
    expect(await errorMessage(long)).toMatch(/at most 256 characters/);
    expect((await t.request(`/internal/config/snapshots?name=${'n'.repeat(257)}`, { token: admin.token })).status).toBe(400);
  });

  it('answers 503 with a clear message when no store is configured', async () => {
    delete process.env.APP_CONFIGURATION_CONNECTION_STRING;
    try {
      const response = await t.request('/internal/config/snapshots', { token: admin.token });
      expect(response.status).toBe(503);
      expect(await errorMessage(response)).toMatch(/No App Configuration store is configured/);
    } finally {
      process.env.APP_CONFIGURATION_CONNECTION_STRING = store.connectionString;
    }
  });
});

describe('snapshot limits (1 to 3 filters, name of at most 256 characters, retention 3600 to 7776000 s)', () => {
  const filter = { key: 'app:*' };
  const base = { name: 'limits', filters: [filter], retention_period: 3600 };

  it.each([
    ['no filter', { filters: [] }],
    ['four filters', { filters: [filter, filter, filter, filter] }],
    ['a 257-character name', { name: 'x'.repeat(257) }],
    ['retention under an hour', { retention_period: 3599 }],
    ['retention over 90 days', { retention_period: 7_776_001 }],
  ])('refuses %s, in the API schema and in the store', (_case, change) => {
    const candidate = { ...base, ...change };
    expect(snapshotSchema.safeParse(candidate).success).toBe(false);
    expect(() => store.addSnapshot({ ...candidate, name: candidate.name === base.name ? `limit-${Math.random()}` : candidate.name })).toThrow(/refused/);
  });

  it.each([
    ['one filter and an hour', {}],
    ['three filters', { filters: [filter, filter, filter] }],
    ['a 256-character name', { name: 'y'.repeat(256) }],
    ['90 days', { retention_period: 7_776_000 }],
  ])('accepts %s', (_case, change) => {
    const candidate = { ...base, ...change, name: (change as { name?: string }).name ?? `accepted-${Math.random()}` };
    expect(snapshotSchema.safeParse(candidate).success).toBe(true);
    expect(store.addSnapshot(candidate).name).toBe(candidate.name);
  });
});
