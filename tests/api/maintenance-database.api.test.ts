// Issue 24, item 11: without an App Configuration store, staff's maintenance switch is kept in the database
// (platform_settings): every instance on the database follows it within a few seconds, an instance started after the
// switch (a restart) finds it, and each change is stamped and audited with who and when.
import type { MaintenanceState } from '@/lib/schemas/config';
import { LIVE_SETTINGS_REFRESH_MS, readLiveSettings, startLiveSettings, type LiveSettingsHandle } from '@/server/config/live-settings';
import { registerStoredSettings } from '@/server/config/stored-settings';
import { logger } from '@/server/logger';
import { chainEntries, verifyAuditChain } from '@/server/modules/audit/public';
import { STORED_SETTINGS_TTL_MS, storedSettingsOf } from '@/server/modules/internal-config/public';
import { ADMIN_EMAIL, createTestApp, type TestApp } from './helpers/app';

jest.setTimeout(60_000);

let t: TestApp;
let staff: { token: string; id: string };
const handles: LiveSettingsHandle[] = [];
const withdrawals: (() => void)[] = [];
const previous = process.env.APP_CONFIGURATION_CONNECTION_STRING;

beforeAll(async () => {
  delete process.env.APP_CONFIGURATION_CONNECTION_STRING;
  jest.spyOn(logger, 'info').mockImplementation(() => undefined);
  t = await createTestApp();
  staff = await t.signIn({ name: 'Sam Staff', email: ADMIN_EMAIL });
});

afterAll(async () => {
  handles.forEach((handle) => handle.stop());
  withdrawals.forEach((withdraw) => withdraw());
  if (previous !== undefined) process.env.APP_CONFIGURATION_CONNECTION_STRING = previous;
  jest.restoreAllMocks();
  await t?.close();
});

type Request = TestApp['request'];
const maintenance = async (request: Request): Promise<MaintenanceState> =>
  (await (await request('/internal/config/maintenance', { token: staff.token })).json()) as MaintenanceState;
const switchTo = (request: Request, on: boolean) => request('/internal/config/maintenance', { method: 'PUT', token: staff.token, json: { on } });

/** Waits until `check` holds, at most `limitMs`; answers how long it took. */
async function within(limitMs: number, check: () => boolean): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

describe(`maintenance kept in the database (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('two instances on one database see the same switch: the one switched at once, the other within a few seconds', async () => {
    const first = t.request;
    const second = t.anotherInstance().request;
    // Each instance's settings: the first is the one this process switches through (registered), the second reads alone.
    const firstSource = storedSettingsOf(t.database.db);
    withdrawals.push(registerStoredSettings(firstSource));
    const firstLive = startLiveSettings({ sources: { read: async () => ({}), env: {} } });
    const secondLive = startLiveSettings({ sources: { read: async () => ({}), env: {}, stored: storedSettingsOf(t.database.db).values } });
    handles.push(firstLive, secondLive);
    await Promise.all([firstLive.ready, secondLive.ready]);
    expect([firstLive.current().onMaintenance, secondLive.current().onMaintenance]).toEqual([false, false]);
    expect(await maintenance(second)).toEqual({ on: false, source: 'database', changed_at: null, changed_by: null });

    const before = Date.now();
    const on = await switchTo(first, true);
    expect(on.status).toBe(200);
    expect(await on.json()).toMatchObject({ on: true, source: 'database', changed_by: staff.id });
    // The other instance's API reads the database: it answers the new value straight away, with who and when.
    const seen = await maintenance(second);
    expect(seen).toMatchObject({ on: true, source: 'database', changed_by: staff.id });
    expect(Date.parse(seen.changed_at ?? '')).toBeGreaterThanOrEqual(before - 1_000);
    // The pages: the instance switched through follows at once, the other within its refresh and cache times.
    await within(1_000, () => firstLive.current().onMaintenance);
    const took = await within(LIVE_SETTINGS_REFRESH_MS + STORED_SETTINGS_TTL_MS + 1_000, () => secondLive.current().onMaintenance);
    expect(took).toBeLessThanOrEqual(LIVE_SETTINGS_REFRESH_MS + STORED_SETTINGS_TTL_MS + 1_000);

    // Switched off through the second instance: the first follows too.
    expect((await switchTo(second, false)).status).toBe(200);
    expect(await maintenance(first)).toMatchObject({ on: false, source: 'database' });
    await within(LIVE_SETTINGS_REFRESH_MS + STORED_SETTINGS_TTL_MS + 1_000, () => !firstLive.current().onMaintenance && !secondLive.current().onMaintenance);
  });

  it('a restart keeps the switch: an instance started after it, with nothing in its process, finds it on', async () => {
    expect((await switchTo(t.request, true)).status).toBe(200);
    withdrawals.splice(0).forEach((withdraw) => withdraw());
    handles.splice(0).forEach((handle) => handle.stop());

    const restarted = t.anotherInstance().request;
    expect(await maintenance(restarted)).toMatchObject({ on: true, source: 'database', changed_by: staff.id });
    const live = await readLiveSettings({ read: async () => ({}), env: {}, stored: storedSettingsOf(t.database.db).values });
    expect(live.onMaintenance).toBe(true);
    // Staff's switch wins over the environment variable; with neither, maintenance is off.
    const overEnv = await readLiveSettings({ read: async () => ({}), env: { ON_MAINTENANCE: 'false' }, stored: storedSettingsOf(t.database.db).values });
    expect(overEnv.onMaintenance).toBe(true);
    expect((await switchTo(restarted, false)).status).toBe(200);
  });

  it('every change is an entry of the setting’s audit chain, with who, when and the value, and the chain verifies', async () => {
    const entries = await chainEntries(t.database.db, 'setting', 'ON_MAINTENANCE');
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.details.value])).toEqual([
      ['setting.update', staff.id, 'true'],
      ['setting.update', staff.id, 'false'],
      ['setting.update', staff.id, 'true'],
      ['setting.update', staff.id, 'false'],
    ]);
    expect(entries.every((entry) => entry.at instanceof Date && entry.requestId)).toBe(true);
    expect((await verifyAuditChain(t.database.db, 'setting', 'ON_MAINTENANCE')).valid).toBe(true);
  });

  it('refuses anyone but staff, changing nothing', async () => {
    const owner = await t.signIn({ name: 'Olive Owner' });
    expect((await t.request('/internal/config/maintenance', { method: 'PUT', token: owner.token, json: { on: true } })).status).toBe(403);
    expect(await maintenance(t.request)).toMatchObject({ on: false });
    expect((await chainEntries(t.database.db, 'setting', 'ON_MAINTENANCE')).length).toBe(4);
  });
});
