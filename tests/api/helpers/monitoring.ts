import { sql } from 'drizzle-orm';
import type { DeviceWithKey, Monitoring, Parameter, Reactor, Site } from '@/lib/schemas/monitoring';
import type { IngestionResult } from '@/lib/schemas/monitoring-data';
import type { TestApp } from './app';
import { createProject, templateId } from './projects';

/** Sends a request and expects 200, answering the JSON body. */
export async function ok<Body>(t: TestApp, path: string, init: Parameters<TestApp['request']>[1]): Promise<Body> {
  const response = await t.request(path, init);
  if (response.status !== 200) throw new Error(`${init?.method ?? (init?.json === undefined ? 'GET' : 'POST')} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Body;
}

/** Invites a user to the project with a right (the invitation reaches them through their confirmed address). */
export async function share(t: TestApp, ownerToken: string, projectId: string, email: string, right: 'read' | 'edit' | 'verifier'): Promise<void> {
  await ok(t, '/share', { token: ownerToken, json: { kind: 'invite', project_id: projectId, email, right } });
}

export interface Plant {
  owner: string;
  projectId: string;
  monitoring: Monitoring;
  site: Site;
  reactor: Reactor;
  temperature: Parameter;
  moisture: Parameter;
  device: DeviceWithKey;
}

/** The project's monitoring, one site, one reactor with a temperature (°C) and a moisture (%) parameter, and a device. */
export async function monitorProject(t: TestApp, token: string, projectId: string, name = 'Kiln one'): Promise<Omit<Plant, 'owner' | 'projectId'>> {
  const monitoring = await ok<Monitoring>(t, '/monitoring/create', { token, json: { project_id: projectId } });
  const site = await ok<Site>(t, '/monitoring/sites', {
    token,
    json: { monitoring_id: monitoring.id, name: 'Nakuru yard', address: 'Industrial area, Nakuru', latitude: -0.3031, longitude: 36.08, time_zone: 'Africa/Nairobi' },
  });
  const reactor = await ok<Reactor>(t, '/monitoring/reactor', {
    token,
    json: { site_id: site.id, name, model: 'PK-500', oem_name: 'Pyro Works', capacity_t_per_year: 1200, commissioned_on: '2026-03-01' },
  });
  const parameter = (body: Record<string, unknown>) => ok<Parameter>(t, '/monitoring/reactor/parameters', { token, json: { reactor_id: reactor.id, ...body } });
  const temperature = await parameter({ name: 'temperature', unit: '°C', normal_min: 350, normal_max: 700, expected_interval_s: 60, measure: 'reactor_temperature' });
  const moisture = await parameter({ name: 'moisture', unit: '%', normal_min: 0, normal_max: 15, expected_interval_s: 3600, measure: 'feedstock_moisture' });
  const device = await ok<DeviceWithKey>(t, '/monitoring/reactor/devices', { token, json: { reactor_id: reactor.id, name: 'PLC 1' } });
  return { monitoring, site, reactor, temperature, moisture, device };
}

/** A new project of a new (or the given) owner, monitored as monitorProject does. */
export async function createPlant(t: TestApp, owner?: string, name = 'Kiln one'): Promise<Plant> {
  const token = owner ?? (await t.signIn({ name: 'Plant Owner' })).token;
  const project = await createProject(t, token, await templateId(t), `Monitored ${name}`);
  return { owner: token, projectId: project.id, ...(await monitorProject(t, token, project.id, name)) };
}

/** Posts a batch with a device key. */
export function ingest(t: TestApp, key: string | undefined, readings: unknown[]): Promise<Response> {
  return t.request('/monitoring/gather-IOT-data', { headers: key ? { 'device-key': key } : {}, json: { readings } });
}

export async function ingestOk(t: TestApp, key: string, readings: unknown[]): Promise<IngestionResult> {
  const response = await ingest(t, key, readings);
  if (response.status !== 200) throw new Error(`gather-IOT-data answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as IngestionResult;
}

/** How many readings the measurements table holds, all partitions together. */
export async function storedReadings(t: TestApp): Promise<number> {
  const result = (await t.database.db.execute(sql`select count(*)::int as n from measurements`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0].n);
}
