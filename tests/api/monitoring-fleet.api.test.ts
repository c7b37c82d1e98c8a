import { sql } from 'drizzle-orm';
import type { AlarmRule } from '@/lib/schemas/monitoring-alarms';
import type { Fleet, FleetAlarm } from '@/lib/schemas/monitoring-fleet';
import { createTestApp, type TestApp } from './helpers/app';
import { createPlant, ingestOk, ok, share, type Plant } from './helpers/monitoring';

// Issue 20, items 13 and 19 (docs/requirements.md R-20.13, R-20.19): the fleet at a glance — every reactor the caller
// may read with its site, online or silent, the newest reading of each parameter and its alarm counts — and the
// alarms inbox across plants.

jest.setTimeout(120_000);

let t: TestApp;
let busy: Plant;
let quiet: Plant;
let idle: Plant;
let reader: string;
let stranger: string;

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
const fleet = (token: string) => ok<Fleet>(t, '/monitoring/fleet', { token });
const inbox = (token: string) => ok<FleetAlarm[]>(t, '/monitoring/fleet/alarms', { token });

async function raise(plant: Plant, rule: AlarmRule, severity: string, state: string, minutesAgo: number): Promise<string> {
  const result = (await t.database.db.execute(sql`
    insert into monitoring_alarms (monitoring_id, rule_id, parameter_id, state, severity, triggered_at, value, message)
    values (${plant.monitoring.id}::uuid, ${rule.id}::uuid, ${rule.parameter_id}::uuid, ${state}, ${severity},
      now() - make_interval(mins => ${minutesAgo}), 990, ${`${severity} ${state}`})
    returning id`)) as unknown as { rows: { id: string }[] };
  return result.rows[0].id;
}

beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.signIn({ name: 'Fleet Owner', email: 'fleet.owner@example.test' });
  busy = await createPlant(t, owner.token, 'Busy kiln');
  quiet = await createPlant(t, owner.token, 'Quiet kiln');
  idle = await createPlant(t, undefined, 'Idle kiln');
  reader = (await t.signIn({ name: 'Fleet Reader', email: 'fleet.reader@example.test' })).token;
  stranger = (await t.signIn({ name: 'Fleet Stranger', email: 'fleet.stranger@example.test' })).token;
  await share(t, idle.owner, idle.projectId, 'fleet.reader@example.test', 'read');
  await share(t, busy.owner, busy.projectId, 'fleet.reader@example.test', 'read');

  // Busy: a temperature (every 60 s) 30 s ago and a moisture (hourly) 2 h ago. Quiet: its last temperature an hour ago.
  await ingestOk(t, busy.device.key, [
    { parameter: 'temperature', time: ago(90), value: 610 },
    { parameter: 'temperature', time: ago(30), value: 642.5 },
    { parameter: 'moisture', time: ago(7200), value: 12 },
  ]);
  await ingestOk(t, quiet.device.key, [{ parameter: 'temperature', time: ago(3600), value: 480 }]);

  const rule = await ok<AlarmRule>(t, '/monitoring/alarms/rules', { token: busy.owner, json: { parameter_id: busy.temperature.id, kind: 'out_of_range' } });
  const fast = await ok<AlarmRule>(t, '/monitoring/alarms/rules', { token: busy.owner, json: { parameter_id: busy.temperature.id, kind: 'rate_of_change', max_rate_per_min: 50 } });
  await raise(busy, rule, 'critical', 'active_unacknowledged', 5);
  await raise(busy, fast, 'major', 'active_acknowledged', 10);
  await raise(busy, rule, 'warning', 'cleared_unacknowledged', 20);
  await raise(busy, rule, 'critical', 'cleared_acknowledged', 30);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /monitoring/fleet', () => {
  it('lists the owner’s reactors with their site, status, newest readings and alarm counts', async () => {
    const { reactors, alarms } = await fleet(busy.owner);
    expect(reactors.map((reactor) => reactor.name).sort()).toEqual(['Busy kiln', 'Quiet kiln']);
    const kiln = reactors.find((reactor) => reactor.id === busy.reactor.id)!;
    expect(kiln).toMatchObject({
      project_id: busy.projectId,
      site: { id: busy.site.id, name: 'Nakuru yard', time_zone: 'Africa/Nairobi' },
      status: 'online',
      alarms: { unacknowledged: 2, active: { critical: 1, major: 1, minor: 0, warning: 0 } },
    });
    const temperature = kiln.parameters.find((parameter) => parameter.id === busy.temperature.id)!;
    expect(temperature).toMatchObject({ name: 'temperature', unit: '°C', expected_interval_s: 60, latest: { value: 642.5 } });
    expect(Date.now() - Date.parse(temperature.latest!.time)).toBeLessThan(40_000);
    expect(kiln.last_reading_at).toBe(temperature.latest!.time);
    expect(kiln.parameters.find((parameter) => parameter.id === busy.moisture.id)?.latest?.value).toBe(12);
    expect(alarms).toEqual({ unacknowledged: 2, active: { critical: 1, major: 1, minor: 0, warning: 0 } });
  });

  it('says silent when no parameter reported within three of its intervals, and no_data before any reading', async () => {
    const { reactors } = await fleet(busy.owner);
    expect(reactors.find((reactor) => reactor.id === quiet.reactor.id)).toMatchObject({ status: 'silent', alarms: { unacknowledged: 0 } });
    const [idleKiln] = (await fleet(idle.owner)).reactors;
    expect(idleKiln).toMatchObject({ id: idle.reactor.id, status: 'no_data', last_reading_at: null });
    expect(idleKiln.parameters.every((parameter) => parameter.latest === null)).toBe(true);
  });

  it('lists only what the caller may read: an invited reader sees the shared plants, a stranger none', async () => {
    expect((await fleet(reader)).reactors.map((reactor) => reactor.id).sort()).toEqual([busy.reactor.id, idle.reactor.id].sort());
    expect(await fleet(stranger)).toEqual({ reactors: [], alarms: { unacknowledged: 0, active: { critical: 0, major: 0, minor: 0, warning: 0 } } });
    expect((await t.request('/monitoring/fleet')).status).toBe(401);
  });

  it('leaves a removed parameter and its alarms out', async () => {
    await t.database.db.execute(sql`update monitoring_parameters set deleted_at = now() where id = ${busy.temperature.id}::uuid`);
    try {
      const kiln = (await fleet(busy.owner)).reactors.find((reactor) => reactor.id === busy.reactor.id)!;
      expect(kiln.parameters.map((parameter) => parameter.id)).toEqual([busy.moisture.id]);
      expect(kiln.alarms.unacknowledged).toBe(0);
      // Its moisture came 2 h ago, within three hourly intervals.
      expect(kiln.status).toBe('online');
    } finally {
      await t.database.db.execute(sql`update monitoring_parameters set deleted_at = null where id = ${busy.temperature.id}::uuid`);
    }
  });
});

describe('GET /monitoring/fleet/alarms', () => {
  it('lists the active list across plants: unacknowledged first, then by severity, with the site’s zone', async () => {
    const alarms = await inbox(busy.owner);
    expect(alarms.map((alarm) => [alarm.severity, alarm.state])).toEqual([
      ['critical', 'active_unacknowledged'],
      ['warning', 'cleared_unacknowledged'],
      ['major', 'active_acknowledged'],
    ]);
    expect(alarms[0]).toMatchObject({
      reactor_id: busy.reactor.id,
      reactor_name: 'Busy kiln',
      project_id: busy.projectId,
      site_name: 'Nakuru yard',
      time_zone: 'Africa/Nairobi',
      parameter_name: 'temperature',
    });
  });

  it('writes each alarm raised by readings in the caller’s language, its time on the site’s clock, never an ISO time', async () => {
    // Out of the normal range for two minutes: the rule the range made (60 s) raises.
    await ingestOk(t, quiet.device.key, [
      { parameter: 'temperature', time: ago(150), value: 990 },
      { parameter: 'temperature', time: ago(30), value: 990 },
    ]);
    const english = (await inbox(quiet.owner)).find((alarm) => alarm.reactor_id === quiet.reactor.id);
    expect(english?.message).toMatch(/^temperature at 990 °C, above .* \(Africa\/Nairobi\)$/);
    const french = (await ok<FleetAlarm[]>(t, '/monitoring/fleet/alarms', { token: quiet.owner, headers: { language: 'fr' } })).find((alarm) => alarm.id === english?.id);
    expect(french?.message).toMatch(/^temperature à 990 °C, au-dessus de .* \(Africa\/Nairobi\)$/);
    expect(`${english?.message} ${french?.message}`).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('shows a reader the shared plants’ alarms and a stranger none', async () => {
    expect(await inbox(reader)).toHaveLength(3);
    expect(await inbox(stranger)).toEqual([]);
    expect((await t.request('/monitoring/fleet/alarms')).status).toBe(401);
  });
});
