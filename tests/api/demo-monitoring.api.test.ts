// Issue 13, item 10: on the embedded default the demo project has a monitored site whose simulated reactor reports
// every few seconds, through the same ingestion as a device, so that the live chart moves and an alarm can be seen.
import type { Alarm, AlarmRule } from '@/lib/schemas/monitoring-alarms';
import type { MeasurementPage } from '@/lib/schemas/monitoring-data';
import type { ProjectList } from '@/lib/schemas/projects';
import type { Reactor, Site } from '@/lib/schemas/monitoring';
import { seedDemoData } from '@/server/db/seed';
import { DEMO_ACCOUNT, findAccountByEmail } from '@/server/idp/accounts';
import { createLogger } from '@/server/logger';
import { createMailSender } from '@/server/mail/sender';
import { DEMO_DEVICE_NAME, DEMO_INTERVAL_S, DEMO_SPIKE_EVERY_S, DEMO_SPIKE_S, demoReadings } from '@/server/modules/monitoring/demo-plant';
import { findActiveDevicesNamed, replaceKey } from '@/server/modules/monitoring/devices-repository';
import { newDeviceKey } from '@/server/modules/monitoring/devices-service';
import { startMonitoringBackground } from '@/server/modules/monitoring/public';
import { createReadingsPipeline } from '@/server/modules/monitoring/service';
import { createTestApp, type TestApp } from './helpers/app';
import { ok } from './helpers/monitoring';

jest.setTimeout(120_000);

let t: TestApp;
let token: string;
let reactor: Reactor;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, createLogger({ level: 'silent' }), { issuer: t.tokens.issuer });
  const account = await findAccountByEmail(t.database.db, DEMO_ACCOUNT.email);
  token = await t.tokens.mint({ sub: account!.id, email: DEMO_ACCOUNT.email, name: DEMO_ACCOUNT.name });
  const [project] = (await ok<ProjectList>(t, '/projects', { token })).items;
  const monitoring = await ok<{ id: string }>(t, `/monitoring/create?project_id=${project.id}`, { token });
  const [site] = await ok<Site[]>(t, `/monitoring/sites?monitoring_id=${monitoring.id}`, { token });
  [reactor] = await ok<Reactor[]>(t, `/monitoring/reactor?site_id=${site.id}`, { token });
});

afterAll(async () => {
  await t?.close();
});

describe('the demo plant', () => {
  it('is set up once: a site, a reactor with its parameters, a device and alarm rules', async () => {
    expect(reactor.parameters.map((parameter) => parameter.name)).toEqual(['biochar', 'moisture', 'temperature']);
    expect(reactor.devices).toHaveLength(1);
    const rules = await ok<AlarmRule[]>(t, `/monitoring/alarms/rules?reactor_id=${reactor.id}`, { token });
    const named = (id: string) => reactor.parameters.find((parameter) => parameter.id === id)?.name;
    // The normal ranges of the temperature and the moisture arm their rules; the silence rule is added.
    expect(rules.map((rule) => `${named(rule.parameter_id)} ${rule.kind} ${rule.origin}`).sort()).toEqual([
      'moisture out_of_range normal_range',
      'temperature out_of_range normal_range',
      'temperature silent manual',
    ]);
    await seedDemoData(t.database.db, createLogger({ level: 'silent' }), { issuer: t.tokens.issuer });
    const again = await ok<Reactor>(t, `/monitoring/reactor?reactor_id=${reactor.id}`, { token });
    expect(again.devices).toHaveLength(1);
  });

  it('overheats long enough to raise an alarm, which stays in the active list until acknowledged (R-20.5)', async () => {
    const logger = createLogger({ level: 'silent' });
    const { ingestion } = createReadingsPipeline(t.database.db, { logger, mail: createMailSender({ logger, appOrigin: 'https://groundwork.test' }) });
    const [device] = await findActiveDevicesNamed(t.database.db, DEMO_DEVICE_NAME);
    const key = newDeviceKey();
    await replaceKey(t.database.db, device!, key);
    const spike = Math.floor((Date.now() - 3_600_000) / (DEMO_SPIKE_EVERY_S * 1000)) * DEMO_SPIKE_EVERY_S * 1000;
    for (let second = 0; second <= DEMO_SPIKE_S + DEMO_INTERVAL_S; second += DEMO_INTERVAL_S) await ingestion.ingest(key.key, { readings: demoReadings(spike + second * 1000) });
    // The kiln reports now, back to its usual swing (or overheating again).
    await ingestion.ingest(key.key, { readings: demoReadings(Math.floor(Date.now() / 5000) * 5000) });
    const alarms = await ok<Alarm[]>(t, `/monitoring/alarms?reactor_id=${reactor.id}&state=active`, { token });
    const overheat = alarms.find((alarm) => alarm.kind === 'out_of_range');
    expect(overheat).toMatchObject({ value: 735, acknowledged_at: null, triggered_at: new Date(spike).toISOString() });
    expect(['cleared_unacknowledged', 'active_unacknowledged']).toContain(overheat?.state);
    expect(overheat?.message).toContain('above 700 °C');
  });

  it('reports every few seconds while the simulator runs', async () => {
    const logger = createLogger({ level: 'silent' });
    const background = startMonitoringBackground(t.database.db, { logger, mail: createMailSender({ logger, appOrigin: 'https://groundwork.test' }), simulateDemo: true });
    try {
      const since = new Date(Date.now() - 60_000).toISOString();
      const readings = async () => (await ok<MeasurementPage>(t, `/monitoring/measurements?reactor_id=${reactor.id}&from=${since}&to=2100-01-01T00:00:00Z`, { token })).readings;
      const deadline = Date.now() + 20_000;
      while ((await readings()).length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
      const seen = await readings();
      expect(seen.length).toBeGreaterThanOrEqual(2);
      expect(seen.every((reading) => reading.value > 300 && reading.value < 800)).toBe(true);
      // The silence rule has nothing to say while it reports.
      const alarms = await ok<Alarm[]>(t, `/monitoring/alarms?reactor_id=${reactor.id}`, { token });
      expect(alarms.filter((alarm) => alarm.kind === 'silent')).toEqual([]);
    } finally {
      await background.stop();
    }
  });
});
