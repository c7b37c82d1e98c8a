import type { Device, DeviceWithKey, Monitoring, Parameter, Reactor, Removed, Site } from '@/lib/schemas/monitoring';
import { createTestApp, errorMessage, type TestApp } from './helpers/app';
import { ingestOk, ok, storedReadings } from './helpers/monitoring';
import { createProject, templateId } from './helpers/projects';

// Issue 13, set-up: from a project, its monitoring; sites with coordinates and a time zone; reactors with their
// parameters and devices; and what removing each takes with it.

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
    expect(await status('/monitoring/reactor', { json: { ...body, commissioned_on: '2025-02-30' } })).toBe(400);
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

  it('removes a parameter, a reactor or a site with their readings', async () => {
    const key = (await post<DeviceWithKey>('/monitoring/reactor/devices', { reactor_id: reactor.id, name: 'Second logger' })).key;
    await ingestOk(t, key, [
      { parameter: 'temperature', time: '2026-11-02T00:00:00Z', value: 481 },
      { parameter: 'feedstock moisture', time: '2026-11-02T00:00:00Z', value: 12 },
    ]);
    const before = await storedReadings(t);
    expect(await remove('/monitoring/reactor/parameters', { parameter_id: parameter.id })).toEqual({ id: parameter.id, removed_readings: 2 });
    expect(await storedReadings(t)).toBe(before - 2);
    expect(await remove('/monitoring/reactor', { reactor_id: reactor.id })).toEqual({ id: reactor.id, removed_readings: 1 });
    expect(await storedReadings(t)).toBe(before - 3);
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
