import type { Parameter, Reactor, Site } from '@/lib/schemas/monitoring';
import { createTestApp, type TestApp } from './helpers/app';
import { createPlant, ok, share, type Plant } from './helpers/monitoring';
import { createFingerprinter, type Fingerprinter } from './security-state';

// Issue 13, roles on every monitoring route: the project's owner and its editors manage, readers read (and get 403
// on every change), a signed-in stranger gets 404 as if nothing existed, a visitor 401; a refusal changes nothing.
// A user's token never ingests: only a device key does.

jest.setTimeout(120_000);

type Who = 'owner' | 'editor' | 'reader' | 'stranger' | 'visitor';
const CALLERS: Who[] = ['owner', 'editor', 'reader', 'stranger', 'visitor'];

let t: TestApp;
let plant: Plant;
let fingerprint: Fingerprinter;
const tokens: Partial<Record<Who, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  plant = await createPlant(t);
  tokens.owner = plant.owner;
  tokens.editor = (await t.signIn({ name: 'Editor', email: 'monitoring.editor@example.test' })).token;
  tokens.reader = (await t.signIn({ name: 'Reader', email: 'monitoring.reader@example.test' })).token;
  tokens.stranger = (await t.signIn({ name: 'Stranger' })).token;
  await share(t, plant.owner, plant.projectId, 'monitoring.editor@example.test', 'edit');
  await share(t, plant.owner, plant.projectId, 'monitoring.reader@example.test', 'read');
  fingerprint = await createFingerprinter(t);
});

afterAll(async () => {
  await t?.close();
});

interface Call {
  method: string;
  path: string;
  json?: unknown;
}

/** A fresh record for a call that removes one, so that each caller aims at one that exists. */
const owned = <Body>(path: string, json: unknown) => ok<Body>(t, path, { token: plant.owner, json });
const freshSite = () => owned<Site>('/monitoring/sites', { monitoring_id: plant.monitoring.id, name: 'Spare yard', address: null, latitude: 0, longitude: 0, time_zone: 'UTC' });
const freshReactor = () => owned<Reactor>('/monitoring/reactor', { site_id: plant.site.id, name: `Spare ${Math.random()}` });
const freshParameter = () =>
  owned<Parameter>('/monitoring/reactor/parameters', {
    reactor_id: plant.reactor.id,
    name: `spare ${Math.random()}`,
    unit: 'bar',
    normal_min: null,
    normal_max: null,
    expected_interval_s: 60,
  });
/** A rule on a fresh parameter, and the alarm a reading out of its range raised. */
async function freshAlarm(): Promise<{ ruleId: string; alarmId: string }> {
  const parameter = await freshParameter();
  const rule = await owned<{ id: string }>('/monitoring/alarms/rules', { parameter_id: parameter.id, kind: 'out_of_range', max: 1 });
  // A device of its own: the rotation above retires the plant's first key.
  const { key } = await owned<{ key: string }>('/monitoring/reactor/devices', { reactor_id: plant.reactor.id, name: 'Alarm logger' });
  const sent = await t.request('/monitoring/gather-IOT-data', {
    headers: { 'device-key': key },
    json: { readings: [{ parameter: parameter.name, time: '2026-11-20T08:00:00Z', value: 5 }] },
  });
  if (sent.status !== 200) throw new Error(`ingestion answered ${sent.status}: ${await sent.text()}`);
  const alarms = await ok<{ id: string; rule_id: string }[]>(t, `/monitoring/alarms?reactor_id=${plant.reactor.id}`, { token: plant.owner });
  return { ruleId: rule.id, alarmId: alarms.find((alarm) => alarm.rule_id === rule.id)?.id ?? '' };
}
const siteBody = { name: 'Renamed yard', address: 'Somewhere', latitude: 1, longitude: 2, time_zone: 'Europe/Berlin' };
const parameterBody = { unit: '°C', normal_min: 300, normal_max: 800, expected_interval_s: 30 };
const period = 'from=2026-01-01T00:00:00Z&to=2027-01-01T00:00:00Z';

const READS: Record<string, () => Promise<Call>> = {
  getProjectMonitoring: async () => ({ method: 'GET', path: `/monitoring/create?project_id=${plant.projectId}` }),
  listSites: async () => ({ method: 'GET', path: `/monitoring/sites?monitoring_id=${plant.monitoring.id}` }),
  getReactorsOfSite: async () => ({ method: 'GET', path: `/monitoring/reactor?site_id=${plant.site.id}` }),
  getReactor: async () => ({ method: 'GET', path: `/monitoring/reactor?reactor_id=${plant.reactor.id}` }),
  getMeasurements: async () => ({ method: 'GET', path: `/monitoring/measurements?reactor_id=${plant.reactor.id}&${period}` }),
  getChart: async () => ({ method: 'GET', path: `/monitoring/charts?reactor_id=${plant.reactor.id}&${period}` }),
  followReactor: async () => ({ method: 'GET', path: `/monitoring/livemonitoring?reactor_id=${plant.reactor.id}` }),
  computeKpis: async () => ({ method: 'GET', path: `/monitoring/compute?reactor_id=${plant.reactor.id}&${period}` }),
  listAlarms: async () => ({ method: 'GET', path: `/monitoring/alarms?reactor_id=${plant.reactor.id}&state=all` }),
  listMonitoringForms: async () => ({ method: 'GET', path: `/monitoring/gather-form-data?reactor_id=${plant.reactor.id}` }),
  listAlarmRules: async () => ({ method: 'GET', path: `/monitoring/alarms/rules?reactor_id=${plant.reactor.id}` }),
};

const WRITES: Record<string, () => Promise<Call>> = {
  createMonitoring: async () => ({ method: 'POST', path: '/monitoring/create', json: { project_id: plant.projectId } }),
  createSite: async () => ({ method: 'POST', path: '/monitoring/sites', json: { monitoring_id: plant.monitoring.id, ...siteBody } }),
  updateSite: async () => ({ method: 'PUT', path: '/monitoring/sites', json: { site_id: plant.site.id, ...siteBody } }),
  deleteSite: async () => ({ method: 'DELETE', path: '/monitoring/sites', json: { site_id: (await freshSite()).id } }),
  createReactor: async () => ({ method: 'POST', path: '/monitoring/reactor', json: { site_id: plant.site.id, name: `Added ${Math.random()}` } }),
  updateReactor: async () => ({ method: 'PUT', path: '/monitoring/reactor', json: { reactor_id: plant.reactor.id, name: 'Kiln one', model: 'PK-600' } }),
  deleteReactor: async () => ({ method: 'DELETE', path: '/monitoring/reactor', json: { reactor_id: (await freshReactor()).id } }),
  createParameter: async () => ({
    method: 'POST',
    path: '/monitoring/reactor/parameters',
    json: { reactor_id: plant.reactor.id, name: `added ${Math.random()}`, ...parameterBody },
  }),
  updateParameter: async () => ({ method: 'PUT', path: '/monitoring/reactor/parameters', json: { parameter_id: plant.temperature.id, name: 'temperature', ...parameterBody } }),
  deleteParameter: async () => ({ method: 'DELETE', path: '/monitoring/reactor/parameters', json: { parameter_id: (await freshParameter()).id } }),
  createDevice: async () => ({ method: 'POST', path: '/monitoring/reactor/devices', json: { reactor_id: plant.reactor.id, name: 'Another logger' } }),
  rotateDeviceKey: async () => ({ method: 'PUT', path: '/monitoring/reactor/devices', json: { device_id: plant.device.device.id, action: 'rotate' } }),
  submitMonitoringForm: async () => {
    const [daily] = await ok<{ id: string }[]>(t, '/monitoring/templates', { token: plant.owner });
    const answers = { feedstock_type: 'wood_chips', moisture: 12, batch_start: '07:30', batch_end: '16:10', temperature: 520, biochar: 850 };
    return {
      method: 'POST',
      path: '/monitoring/gather-form-data',
      json: { entry_id: crypto.randomUUID(), template_id: daily.id, reactor_id: plant.reactor.id, measured_at: '2026-11-20T17:00:00Z', answers },
    };
  },
  answerAlarm: async () => ({ method: 'PUT', path: '/monitoring/alarms', json: { alarm_id: (await freshAlarm()).alarmId, action: 'acknowledge', note: 'seen' } }),
  addAlarmRule: async () => ({ method: 'POST', path: '/monitoring/alarms/rules', json: { parameter_id: plant.temperature.id, kind: 'rate_of_change', max_rate_per_min: 5 } }),
  changeAlarmRule: async () => ({ method: 'PUT', path: '/monitoring/alarms/rules', json: { rule_id: (await freshAlarm()).ruleId, enabled: false } }),
  removeAlarmRule: async () => ({ method: 'DELETE', path: '/monitoring/alarms/rules', json: { rule_id: (await freshAlarm()).ruleId } }),
  revokeDevice: async () => {
    const device = await owned<{ device: { id: string } }>('/monitoring/reactor/devices', { reactor_id: plant.reactor.id, name: 'Doomed logger' });
    return { method: 'PUT', path: '/monitoring/reactor/devices', json: { device_id: device.device.id, action: 'revoke' } };
  },
};

const EXPECTED: Record<'read' | 'write', Record<Who, number>> = {
  read: { owner: 200, editor: 200, reader: 200, stranger: 404, visitor: 401 },
  write: { owner: 200, editor: 200, reader: 403, stranger: 404, visitor: 401 },
};

async function expectStatus(kind: 'read' | 'write', name: string, prepare: () => Promise<Call>): Promise<void> {
  for (const who of CALLERS) {
    const call = await prepare();
    const before = await fingerprint();
    const response = await t.request(call.path, { method: call.method, token: tokens[who], json: call.json });
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) await response.body?.cancel();
    const expected = EXPECTED[kind][who];
    expect([name, who, response.status]).toEqual([name, who, expected]);
    if (expected !== 200) expect([name, who, await fingerprint()]).toEqual([name, who, before]);
  }
}

describe('roles on the monitoring routes', () => {
  it.each(Object.entries(READS))('%s: owner, editor and reader read; a stranger gets 404, a visitor 401', async (name, prepare) => {
    await expectStatus('read', name, prepare);
  });

  it.each(Object.entries(WRITES))('%s: owner and editor change; a reader gets 403, a stranger 404, a visitor 401', async (name, prepare) => {
    await expectStatus('write', name, prepare);
  });

  it('lets no user token ingest, whatever the role', async () => {
    const before = await fingerprint();
    for (const who of CALLERS) {
      const response = await t.request('/monitoring/gather-IOT-data', {
        token: tokens[who],
        json: { readings: [{ parameter: 'temperature', time: '2026-11-20T08:00:00Z', value: 450 }] },
      });
      expect([who, response.status]).toEqual([who, 401]);
    }
    expect(await fingerprint()).toEqual(before);
  });

  it('tells the editor and the reader what they may do', async () => {
    const access = async (who: Who) => (await ok<{ access: string }>(t, `/monitoring/create?project_id=${plant.projectId}`, { token: tokens[who] })).access;
    expect([await access('owner'), await access('editor'), await access('reader')]).toEqual(['owner', 'edit', 'read']);
  });
});
