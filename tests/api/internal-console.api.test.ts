// Issue 24, item 11: staff's console — what waits (GET /internal/console), comparing two configuration snapshots,
// and maintenance on and off (App Configuration when configured, else the database).
import { CONFIGURATION_LABEL, type MaintenanceState, type SnapshotComparison } from '@/lib/schemas/config';
import type { StaffConsole } from '@/lib/schemas/console';
import { startAppConfigurationStandIn, type AppConfigurationStandIn } from '@/tests/standins/app-configuration-server';
import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { ADMIN_EMAIL, createTestApp, errorMessage, type TestApp } from './helpers/app';
import { signUpBody } from './helpers/oems';
import { castOf, investorBody, publicationBody, type Cast } from './helpers/opportunities';

jest.setTimeout(90_000);

let t: TestApp;
let cast: Cast;
let store: AppConfigurationStandIn;
const previous = process.env.APP_CONFIGURATION_CONNECTION_STRING;

beforeAll(async () => {
  store = await startAppConfigurationStandIn({ pageSize: 2 });
  t = await createTestApp();
  cast = await castOf(t);
});

afterAll(async () => {
  if (previous === undefined) delete process.env.APP_CONFIGURATION_CONNECTION_STRING;
  else process.env.APP_CONFIGURATION_CONNECTION_STRING = previous;
  await t?.close();
  await store?.stop();
});

async function consoleCounts(): Promise<Record<string, { count: number | null; path: string }>> {
  const response = await t.request('/internal/console', { token: cast.staff });
  expect(response.status).toBe(200);
  const { counters } = (await response.json()) as StaffConsole;
  return Object.fromEntries(counters.map(({ key, count, path }) => [key, { count, path }]));
}

describe('GET /internal/console: what waits for staff', () => {
  it('is for staff only', async () => {
    expect((await t.request('/internal/console')).status).toBe(401);
    expect((await t.request('/internal/console', { token: cast.owner })).status).toBe(403);
    expect((await t.request('/internal/console', { token: cast.investor })).status).toBe(403);
  });

  it('counts the submitted publications, the pending investors, the OEMs to verify and the support requests, each with its page', async () => {
    const before = await consoleCounts();
    expect(before).toEqual({
      publications_to_review: { count: 0, path: '/staff/publications' },
      investors_to_activate: { count: 1, path: '/staff/investors' },
      oems_to_verify: { count: 0, path: '/staff/oems' },
      support_requests: { count: 0, path: '/staff/support' },
      erasures: { count: 0, path: '/staff/users?erasure=requested' },
    });

    await t.request('/publication', { method: 'PUT', token: cast.owner, json: publicationBody(cast.projectId) });
    expect((await t.request('/publication', { token: cast.owner, json: { project_id: cast.projectId, action: 'submit' } })).status).toBe(200);
    const oemMember = await t.signIn({ name: 'Otto OEM' });
    expect((await t.request('/oem', { method: 'PUT', token: oemMember.token, json: signUpBody('Reaktor GmbH') })).status).toBe(200);
    const late = await t.signIn({ name: 'Lea Late', tfp: 'investors' });
    await t.request('/investor', { method: 'PUT', token: late.token, json: { ...investorBody, organisation: 'Late Capital' } });
    const help = new FormData();
    help.set('data', JSON.stringify({ subject: 'Export', message: 'The CSV export is empty.', page: '/projects' }));
    expect((await t.request('/jtbd/support', { token: cast.owner, body: help })).status).toBe(200);

    const after = await consoleCounts();
    expect(after.publications_to_review.count).toBe(1);
    expect(after.investors_to_activate.count).toBe(2);
    expect(after.oems_to_verify.count).toBe(1);
    expect(after.support_requests.count).toBe(1);

    // Staff deal with one: it no longer waits.
    expect((await t.request('/internal/activate', { token: cast.staff, json: { investor_id: late.id, decision: 'activate' } })).status).toBe(200);
    expect((await consoleCounts()).investors_to_activate.count).toBe(1);
  });
});

describe('comparing two configuration snapshots', () => {
  beforeAll(() => {
    process.env.APP_CONFIGURATION_CONNECTION_STRING = store.connectionString;
    const set = (key: string, value: string) => store.setKeyValue({ key, label: CONFIGURATION_LABEL, value });
    set('app:colour', 'green');
    set('app:limit', '10');
    set('app:legacy', 'yes');
    set('app:same', 'kept');
    store.addSnapshot({ name: 'release-1', filters: [{ key: 'app:*', label: CONFIGURATION_LABEL }] });
    set('app:limit', '20');
    set('app:new', 'hello');
    store.addSnapshot({
      name: 'release-2',
      filters: [{ key: 'app:*', label: CONFIGURATION_LABEL }],
      items: [
        { key: 'app:colour', label: CONFIGURATION_LABEL, value: 'green' },
        { key: 'app:limit', label: CONFIGURATION_LABEL, value: '20' },
        { key: 'app:new', label: CONFIGURATION_LABEL, value: 'hello' },
        { key: 'app:same', label: CONFIGURATION_LABEL, value: 'kept' },
      ],
    });
  });

  it('answers the keys added, removed and changed, reading every page of each snapshot', async () => {
    const response = await t.request('/internal/config/snapshots/compare?from=release-1&to=release-2', { token: cast.staff });
    expect(response.status).toBe(200);
    const comparison = (await response.json()) as SnapshotComparison;
    expect(comparison.from).toMatchObject({ name: 'release-1', items_count: 4, etag: expect.any(String) });
    expect(comparison.to).toMatchObject({ name: 'release-2', items_count: 4 });
    expect(comparison.added).toEqual([{ key: 'app:new', label: 'prd', value: 'hello' }]);
    expect(comparison.removed).toEqual([{ key: 'app:legacy', label: 'prd', value: 'yes' }]);
    expect(comparison.changed).toEqual([{ key: 'app:limit', label: 'prd', before: '10', after: '20' }]);
    expect(comparison.unchanged).toBe(2);
    // Four settings, two a page: the SDK followed the continuation of each snapshot.
    expect(store.requests.filter((request) => request.path === '/kv' && request.query.get('snapshot') === 'release-1').length).toBe(2);
  });

  it('refuses the same snapshot twice, a missing name, an unknown snapshot, and anyone but staff', async () => {
    const same = await t.request('/internal/config/snapshots/compare?from=release-1&to=release-1', { token: cast.staff });
    expect(same.status).toBe(400);
    expect(await errorMessage(same)).toMatch(/two different snapshots/);
    expect((await t.request('/internal/config/snapshots/compare?from=release-1', { token: cast.staff })).status).toBe(400);
    const unknown = await t.request('/internal/config/snapshots/compare?from=release-1&to=no-such', { token: cast.staff });
    expect(unknown.status).toBe(404);
    expect(await errorMessage(unknown)).toMatch(/no snapshot named "no-such"/);
    expect((await t.request('/internal/config/snapshots/compare?from=release-1&to=release-2', { token: cast.owner })).status).toBe(403);
  });
});

describe('maintenance on and off', () => {
  const staffId = async () => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN_EMAIL)))[0]?.id;
  const maintenance = async (): Promise<MaintenanceState> => (await (await t.request('/internal/config/maintenance', { token: cast.staff })).json()) as MaintenanceState;

  it('writes ON_MAINTENANCE (label prd) to App Configuration when a store is configured', async () => {
    process.env.APP_CONFIGURATION_CONNECTION_STRING = store.connectionString;
    expect(await maintenance()).toEqual({ on: false, source: 'app_configuration', changed_at: null, changed_by: null });
    const on = await t.request('/internal/config/maintenance', { method: 'PUT', token: cast.staff, json: { on: true } });
    expect(on.status).toBe(200);
    expect(await on.json()).toMatchObject({ on: true, source: 'app_configuration', changed_by: null });
    expect(store.requests.at(-1)).toMatchObject({ method: 'PUT', path: '/kv/ON_MAINTENANCE', status: 200 });
    expect(store.requests.at(-1)?.query.get('label')).toBe('prd');
    expect(await maintenance()).toMatchObject({ on: true, source: 'app_configuration' });
    await t.request('/internal/config/maintenance', { method: 'PUT', token: cast.staff, json: { on: false } });
    expect(await maintenance()).toMatchObject({ on: false, source: 'app_configuration' });
  });

  it('keeps the switch in the database when no store is configured, with who set it and when', async () => {
    delete process.env.APP_CONFIGURATION_CONNECTION_STRING;
    expect(await maintenance()).toEqual({ on: false, source: 'database', changed_at: null, changed_by: null });
    await t.request('/internal/config/maintenance', { method: 'PUT', token: cast.staff, json: { on: true } });
    expect(await maintenance()).toEqual({ on: true, source: 'database', changed_at: expect.any(String), changed_by: await staffId() });
    await t.request('/internal/config/maintenance', { method: 'PUT', token: cast.staff, json: { on: false } });
    expect(await maintenance()).toMatchObject({ on: false, source: 'database', changed_by: await staffId() });
  });

  it('refuses a body without a yes or no, and anyone but staff, changing nothing', async () => {
    delete process.env.APP_CONFIGURATION_CONNECTION_STRING;
    const bad = await t.request('/internal/config/maintenance', { method: 'PUT', token: cast.staff, json: { on: 'maybe' } });
    expect(bad.status).toBe(400);
    expect((await t.request('/internal/config/maintenance', { method: 'PUT', token: cast.owner, json: { on: true } })).status).toBe(403);
    expect((await t.request('/internal/config/maintenance', { token: cast.owner })).status).toBe(403);
    expect(await maintenance()).toMatchObject({ on: false, source: 'database' });
  });
});
