import { sql } from 'drizzle-orm';
import type { Device, DeviceWithKey, Monitoring, Parameter, Reactor, Removed, RemovedParameter, Site } from '@/lib/schemas/monitoring';
import type { IngestionResult } from '@/lib/schemas/monitoring-data';
import { createTestApp, errorMessage, type TestApp } from './helpers/app';
import { ingestOk, ok, storedReadings } from './helpers/monitoring';
import { createProject, templateId } from './helpers/projects';

// Issue 13, set-up: from a project, its monitoring; sites with coordinates and a time zone; reactors with their
// parameters and devices; and what removing each takes with it. Issue 20 (docs/requirements.md,
// what a parameter measures and its decimals, physically possible normal ranges, real calendar days, editing a
// parameter, and its removal that asks for its name, keeps its readings and can be undone for 30 days.

jest.setTimeout(120_000);

let t: TestApp;
let owner: string;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await t.signIn({ name: 'Set-up Owner' })).token;
  projectId = (await createProject(t, owner, await templateId(t), 'Kakamega biochar')).id;
});

afterAll(async () => {
  await t?.close();
});

const post = <Body>(path: string, json: unknown) => ok<Body>(t, path, { token: owner, json });
const put = <Body>(path: string, json: unknown) => ok<Body>(t, path, { method: 'PUT', token: owner, json });
const remove = (path: string, json: unknown) => ok<Removed>(t, path, { method: 'DELETE', token: owner, json });
const status = async (path: string, init: Parameters<TestApp['request']>[1]) => (await t.request(path, { token: owner, ...init })).status;

describe('monitoring set-up', () => {
  let monitoring: Monitoring;
  let site: Site;
  let reactor: Reactor;
  let parameter: Parameter;

  it('creates the project’s monitoring once', async () => {
    expect(await ok(t, `/monitoring/create?project_id=${projectId}`, { token: owner })).toBeNull();
    monitoring = await post<Monitoring>('/monitoring/create', { project_id: projectId });
    expect(monitoring).toMatchObject({ project_id: projectId, project_name: 'Kakamega biochar', access: 'owner', site_count: 0 });
    expect((await post<Monitoring>('/monitoring/create', { project_id: projectId })).id).toBe(monitoring.id);
    expect(await ok(t, `/monitoring/create?project_id=${projectId}`, { token: owner })).toEqual(monitoring);
  });

  it('adds sites with coordinates and a valid time zone', async () => {
    const body = { monitoring_id: monitoring.id, name: 'Kakamega yard', address: 'Plot 12, Kakamega', latitude: 0.2827, longitude: 34.7519, time_zone: 'Africa/Nairobi' };
    for (const bad of [{ time_zone: 'Mars/Olympus' }, { time_zone: 'EAT+3' }, { latitude: 91 }, { longitude: -181 }, { name: '  ' }]) {
      const response = await t.request('/monitoring/sites', { token: owner, json: { ...body, ...bad } });
      expect([bad, response.status]).toEqual([bad, 400]);
    }
    site = await post<Site>('/monitoring/sites', body);
    expect(site).toMatchObject({ name: 'Kakamega yard', latitude: 0.2827, longitude: 34.7519, time_zone: 'Africa/Nairobi', reactor_count: 0 });
    const second = await post<Site>('/monitoring/sites', { ...body, name: 'Bungoma depot', address: '', time_zone: 'UTC' });
    expect(second.address).toBeNull();
    const updated = await put<Site>('/monitoring/sites', {
      site_id: second.id,
      name: 'Bungoma store',
      address: null,
      latitude: 0.5635,
      longitude: 34.5606,
      time_zone: 'Europe/Paris',
    });
    expect(updated).toMatchObject({ id: second.id, name: 'Bungoma store', time_zone: 'Europe/Paris' });
    const list = await ok<Site[]>(t, `/monitoring/sites?monitoring_id=${monitoring.id}`, { token: owner });
    expect(list.map((item) => item.name)).toEqual(['Bungoma store', 'Kakamega yard']);
    expect((await ok<Monitoring>(t, `/monitoring/create?project_id=${projectId}`, { token: owner })).site_count).toBe(2);
  });

  it('adds reactors with their description, read by site or one by one', async () => {
    const body = { site_id: site.id, name: 'Kon-Tiki 2', model: 'KT-2000', oem_name: 'Kon-Tiki', capacity_t_per_year: 300, commissioned_on: '2025-06-15' };
    expect(await status('/monitoring/reactor', { json: { ...body, commissioned_on: '2025-02-30' } })).toBe(400); // a day that does not exist
    expect(await status('/monitoring/reactor', { json: { ...body, capacity_t_per_year: -1 } })).toBe(400);
    reactor = await post<Reactor>('/monitoring/reactor', body);
    expect(reactor).toMatchObject({ ...body, monitoring_id: monitoring.id, parameters: [], devices: [] });
    await post<Reactor>('/monitoring/reactor', { site_id: site.id, name: 'Drum 1' });
    const updated = await put<Reactor>('/monitoring/reactor', {
      reactor_id: reactor.id,
      name: 'Kon-Tiki 2b',
      model: null,
      oem_name: 'Kon-Tiki',
      capacity_t_per_year: 350,
      commissioned_on: null,
    });
    expect(updated).toMatchObject({ name: 'Kon-Tiki 2b', model: null, capacity_t_per_year: 350, commissioned_on: null });
    const list = await ok<Reactor[]>(t, `/monitoring/reactor?site_id=${site.id}`, { token: owner });
    expect(list.map((item) => item.name)).toEqual(['Drum 1', 'Kon-Tiki 2b']);
    expect(await ok(t, `/monitoring/reactor?reactor_id=${reactor.id}`, { token: owner })).toEqual(updated);
    expect(await status(`/monitoring/reactor?site_id=${site.id}&reactor_id=${reactor.id}`, {})).toBe(400);
    expect(await status('/monitoring/reactor', {})).toBe(400);
    expect((await ok<Site[]>(t, `/monitoring/sites?monitoring_id=${monitoring.id}`, { token: owner })).find((item) => item.id === site.id)?.reactor_count).toBe(2);
  });

  it('adds parameters with a unit, a normal range and an interval; names are unique on a reactor', async () => {
    const body = { reactor_id: reactor.id, name: 'temperature', unit: '°C', normal_min: 350, normal_max: 700, expected_interval_s: 60 };
    parameter = await post<Parameter>('/monitoring/reactor/parameters', body);
    expect(parameter).toMatchObject({ reactor_id: reactor.id, name: 'temperature', unit: '°C', normal_min: 350, normal_max: 700, expected_interval_s: 60 });
    const taken = await t.request('/monitoring/reactor/parameters', { token: owner, json: body });
    expect(taken.status).toBe(409);
    expect(await errorMessage(taken)).toMatch(/temperature/);
    expect(await status('/monitoring/reactor/parameters', { json: { ...body, name: 'x', normal_min: 800 } })).toBe(400);
    expect(await status('/monitoring/reactor/parameters', { json: { ...body, name: 'x', expected_interval_s: 0 } })).toBe(400);
    const moisture = await post<Parameter>('/monitoring/reactor/parameters', { ...body, name: 'moisture', unit: '%', normal_min: null, normal_max: 15 });
    expect(await status('/monitoring/reactor/parameters', { method: 'PUT', json: { ...body, reactor_id: undefined, parameter_id: moisture.id } })).toBe(409);
    const renamed = await put<Parameter>('/monitoring/reactor/parameters', {
      parameter_id: moisture.id,
      name: 'feedstock moisture',
      unit: '%',
      normal_min: 0,
      normal_max: 25,
      expected_interval_s: 86_400,
    });
    expect(renamed).toMatchObject({ id: moisture.id, name: 'feedstock moisture', normal_max: 25, expected_interval_s: 86_400 });
    // What it measures and its decimals; a normal range outside what the measure can be is refused.
    const measured = { parameter_id: moisture.id, name: 'feedstock moisture', unit: '%', normal_min: 0, normal_max: 25, expected_interval_s: 86_400 };
    const declared = await put<Parameter>('/monitoring/reactor/parameters', { ...measured, measure: 'feedstock_moisture', decimals: 1 });
    expect(declared).toMatchObject({ measure: 'feedstock_moisture', decimals: 1, has_readings: false });
    expect(await status('/monitoring/reactor/parameters', { method: 'PUT', json: { ...measured, measure: 'feedstock_moisture', normal_max: 120 } })).toBe(422);
    expect(await status('/monitoring/reactor/parameters', { method: 'PUT', json: { ...measured, measure: 'feedstock_moisture', decimals: 7 } })).toBe(400);
    expect(await status('/monitoring/reactor/parameters', { method: 'PUT', json: { ...measured, measure: 'pressure' } })).toBe(400);
    expect(await status('/monitoring/reactor/parameters', { json: { ...body, name: 'cold', unit: 'K', normal_min: -5, normal_max: null } })).toBe(422);
    expect(await status('/monitoring/reactor/parameters', { json: { ...body, name: 'made', unit: 'kg', measure: 'biochar_output', normal_min: -1, normal_max: null } })).toBe(422);
    const read = await ok<Reactor>(t, `/monitoring/reactor?reactor_id=${reactor.id}`, { token: owner });
    expect(read.parameters.map((item) => item.name)).toEqual(['feedstock moisture', 'temperature']);
  });

  it('shows a device’s key once, and never again', async () => {
    const created = await post<DeviceWithKey>('/monitoring/reactor/devices', { reactor_id: reactor.id, name: 'Thermocouple logger' });
    expect(created.key).toMatch(/^gwd_[A-Za-z0-9_-]{43}$/);
    expect(created.device).toMatchObject({ reactor_id: reactor.id, name: 'Thermocouple logger', key_prefix: created.key.slice(0, 10), revoked_at: null, last_seen_at: null });
    const read = await t.request(`/monitoring/reactor?reactor_id=${reactor.id}`, { token: owner });
    const text = await read.text();
    expect(text).not.toContain(created.key);
    const devices = (JSON.parse(text) as Reactor).devices;
    expect(devices).toEqual([created.device]);
    await ingestOk(t, created.key, [{ parameter: 'temperature', time: '2026-11-01T00:00:00Z', value: 480 }]);
    const seen = (await ok<Reactor>(t, `/monitoring/reactor?reactor_id=${reactor.id}`, { token: owner })).devices[0] as Device;
    expect(seen.last_seen_at).not.toBeNull();
  });

  it('edits a parameter: its unit only while it has no reading', async () => {
    const edit = { parameter_id: parameter.id, name: 'temperature', normal_min: 400, normal_max: 750, expected_interval_s: 30, measure: 'reactor_temperature', decimals: 1 };
    const response = await t.request('/monitoring/reactor/parameters', { method: 'PUT', token: owner, json: { ...edit, unit: 'K' } });
    expect(response.status).toBe(409);
    expect(await errorMessage(response)).toMatch(/unit/);
    const edited = await put<Parameter>('/monitoring/reactor/parameters', { ...edit, unit: '°C' });
    expect(edited).toEqual({ id: parameter.id, reactor_id: reactor.id, unit: '°C', ...edit, parameter_id: undefined, has_readings: true });
  });

  it('removes a parameter only when its name is typed, keeps its readings, and restores it', async () => {
    const key = (await post<DeviceWithKey>('/monitoring/reactor/devices', { reactor_id: reactor.id, name: 'Second logger' })).key;
    await ingestOk(t, key, [
      { parameter: 'temperature', time: '2026-11-02T00:00:00Z', value: 481 },
      { parameter: 'feedstock moisture', time: '2026-11-02T00:00:00Z', value: 12 },
    ]);
    const before = await storedReadings(t);
    const path = '/monitoring/reactor/parameters';
    // Two readings: the name must be typed, exactly.
    expect(await status(path, { method: 'DELETE', json: { parameter_id: parameter.id } })).toBe(422);
    expect(await status(path, { method: 'DELETE', json: { parameter_id: parameter.id, confirm_name: 'Temperature' } })).toBe(422);
    const removed = await ok<RemovedParameter>(t, path, { method: 'DELETE', token: owner, json: { parameter_id: parameter.id, confirm_name: 'temperature' } });
    expect(removed).toMatchObject({ id: parameter.id, name: 'temperature', readings: 2 });
    expect(Date.parse(removed.restorable_until) - Date.parse(removed.removed_at)).toBe(30 * 24 * 3600 * 1000);
    expect(await storedReadings(t)).toBe(before);

    // Hidden from the reactor, listed among the removed, refused to devices, not editable.
    const names = async () => (await ok<Reactor>(t, `/monitoring/reactor?reactor_id=${reactor.id}`, { token: owner })).parameters.map((item) => item.name);
    const removedList = () => ok<RemovedParameter[]>(t, `/monitoring/reactor/parameters/removed?reactor_id=${reactor.id}`, { token: owner });
    expect(await names()).toEqual(['feedstock moisture']);
    expect((await removedList()).map((item) => item.id)).toEqual([parameter.id]);
    const refused: IngestionResult = await ingestOk(t, key, [{ parameter: 'temperature', time: '2026-11-02T01:00:00Z', value: 482 }]);
    expect(refused.refused.map((item) => item.reason)).toEqual(['parameter_removed']);
    expect(await status(path, { method: 'PUT', json: { parameter_id: parameter.id, name: 'temperature', unit: '°C', expected_interval_s: 60 } })).toBe(404);
    expect(await status(path, { method: 'DELETE', json: { parameter_id: parameter.id, confirm_name: 'temperature' } })).toBe(404);

    // Its name is free again; while taken, the old one cannot come back. A parameter with no reading goes without its name.
    const again = await post<Parameter>(path, { reactor_id: reactor.id, name: 'temperature', unit: '°C', expected_interval_s: 60 });
    expect(await status(`${path}/removed`, { json: { parameter_id: parameter.id } })).toBe(409);
    await remove(path, { parameter_id: again.id });
    const restored = await post<Parameter>(`${path}/removed`, { parameter_id: parameter.id });
    expect(restored).toMatchObject({ id: parameter.id, name: 'temperature', has_readings: true });
    expect(await names()).toEqual(['feedstock moisture', 'temperature']);
    expect(await status(`${path}/removed`, { json: { parameter_id: parameter.id } })).toBe(404);

    // Removed more than 30 days ago: purged with its readings, and no longer restorable.
    await ok(t, path, { method: 'DELETE', token: owner, json: { parameter_id: parameter.id, confirm_name: 'temperature' } });
    await t.database.db.execute(sql`update monitoring_parameters set deleted_at = now() - interval '31 days' where id = ${parameter.id}::uuid`);
    expect((await removedList()).map((item) => item.id)).toEqual([again.id]);
    expect(await storedReadings(t)).toBe(before - 2);
    expect(await status(`${path}/removed`, { json: { parameter_id: parameter.id } })).toBe(404);
  });

  it('removes a reactor or a site with their readings', async () => {
    const before = await storedReadings(t);
    expect(await remove('/monitoring/reactor', { reactor_id: reactor.id })).toEqual({ id: reactor.id, removed_readings: 1 });
    expect(await storedReadings(t)).toBe(before - 1);
    expect(await status(`/monitoring/reactor?reactor_id=${reactor.id}`, {})).toBe(404);
    expect(await remove('/monitoring/sites', { site_id: site.id })).toEqual({ id: site.id, removed_readings: 0 });
    expect((await ok<Site[]>(t, `/monitoring/sites?monitoring_id=${monitoring.id}`, { token: owner })).map((item) => item.name)).toEqual(['Bungoma store']);
    expect(await status('/monitoring/sites', { method: 'DELETE', json: { site_id: site.id } })).toBe(404);
  });

  it('goes with its project, readings included', async () => {
    const other = await createProject(t, owner, await templateId(t), 'Short lived');
    const created = await post<Monitoring>('/monitoring/create', { project_id: other.id });
    const yard = await post<Site>('/monitoring/sites', { monitoring_id: created.id, name: 'Yard', address: null, latitude: 1, longitude: 1, time_zone: 'UTC' });
    const kiln = await post<Reactor>('/monitoring/reactor', { site_id: yard.id, name: 'Kiln' });
    await post('/monitoring/reactor/parameters', { reactor_id: kiln.id, name: 'temperature', unit: 'K', normal_min: null, normal_max: null, expected_interval_s: 5 });
    const key = (await post<DeviceWithKey>('/monitoring/reactor/devices', { reactor_id: kiln.id, name: 'PLC' })).key;
    const before = await storedReadings(t);
    await ingestOk(t, key, [{ parameter: 'temperature', time: '2026-11-03T00:00:00Z', value: 700 }]);
    expect(await storedReadings(t)).toBe(before + 1);
    expect(await status('/project', { method: 'DELETE', json: { id: other.id, confirm_name: 'Short lived' } })).toBe(200);
    expect(await storedReadings(t)).toBe(before);
    expect(await status(`/monitoring/sites?monitoring_id=${created.id}`, {})).toBe(404);
  });
});
