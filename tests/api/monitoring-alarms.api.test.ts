import type { Alarm, AlarmRule } from '@/lib/schemas/monitoring-alarms';
import { createTestApp, type TestApp } from './helpers/app';
import { eventually } from './helpers/eventually';
import { createPlant, ingestOk, ok, share, type Plant } from './helpers/monitoring';
import { recordingMailer } from './helpers/opportunities';

// Issue 13, alarms: rules per parameter raise alarms from the readings (out of range for a while, too fast a change,
// silence); one active alarm per rule, however long it goes on; acknowledged and cleared by whom and with a note;
// back to normal by the readings; silencing; a mail to the project's owner. Issue 20: an alarm stays in the
// active list until acknowledged, in four states. The rules the plant's normal ranges arm are switched off
// here, so that each test watches the rule it adds (monitoring-alarms-states.api.test.ts covers them).

jest.setTimeout(120_000);

let t: TestApp;
let plant: Plant;
const mail = recordingMailer();
let reader: string;

beforeAll(async () => {
  t = await createTestApp({ deps: () => ({ mailer: mail }) });
  const owner = await t.signIn({ name: 'Plant Owner', email: 'plant.owner@example.test' });
  plant = await createPlant(t, owner.token);
  reader = (await t.signIn({ name: 'Alarm Reader', email: 'alarm.reader@example.test' })).token;
  await share(t, plant.owner, plant.projectId, 'alarm.reader@example.test', 'read');
  for (const rule of await ok<AlarmRule[]>(t, `/monitoring/alarms/rules?reactor_id=${plant.reactor.id}`, { token: plant.owner })) {
    await ok(t, '/monitoring/alarms/rules', { token: plant.owner, method: 'PUT', json: { rule_id: rule.id, enabled: false } });
  }
});

afterAll(async () => {
  await t?.close();
});

const BASE = Date.UTC(2026, 10, 24, 6, 0);
const at = (minute: number) => new Date(BASE + minute * 60_000).toISOString();
const temperature = (minute: number, value: number) => ({ parameter: 'temperature', time: at(minute), value });

const addRule = (body: Record<string, unknown>) => ok<AlarmRule>(t, '/monitoring/alarms/rules', { token: plant.owner, json: body });
const alarms = (state: 'active' | 'all' = 'active', token = plant.owner) => ok<Alarm[]>(t, `/monitoring/alarms?reactor_id=${plant.reactor.id}&state=${state}`, { token });
const answer = (alarm: Alarm, action: 'acknowledge' | 'clear', note?: string, token = plant.owner) =>
  t.request('/monitoring/alarms', { method: 'PUT', token, json: { alarm_id: alarm.id, action, note } });
const removeRule = (rule: AlarmRule) => ok(t, '/monitoring/alarms/rules', { token: plant.owner, method: 'DELETE', json: { rule_id: rule.id } });

describe('alarms', () => {
  it('raises one alarm while a value stays out of range, mails the owner, and clears when it comes back', async () => {
    const rule = await addRule({ parameter_id: plant.temperature.id, kind: 'out_of_range' });
    await ingestOk(t, plant.device.key, [temperature(0, 500), temperature(1, 990)]);
    await ingestOk(t, plant.device.key, [temperature(2, 995)]);
    const [alarm, ...more] = await alarms();
    expect(more).toEqual([]);
    expect(alarm).toMatchObject({ rule_id: rule.id, kind: 'out_of_range', state: 'active_unacknowledged', value: 990, triggered_at: at(1) });
    expect(alarm.message).toContain('above 700');
    expect(mail.sent.filter((message) => message.to === 'plant.owner@example.test' && message.subject.includes('temperature'))).toHaveLength(1);

    // Back to normal, it waits for a person: still in the active list, cleared and not acknowledged.
    await ingestOk(t, plant.device.key, [temperature(3, 520)]);
    expect(await alarms()).toEqual([expect.objectContaining({ id: alarm.id, state: 'cleared_unacknowledged', cleared_by: null })]);
    // Acknowledged, it leaves the active list for the history.
    expect(await (await answer(alarm, 'acknowledge')).json()).toMatchObject({ state: 'cleared_acknowledged', acknowledged_by: { name: 'Plant Owner' } });
    expect(await alarms()).toEqual([]);
    expect((await alarms('all')).map((item) => item.id)).toContain(alarm.id);
    await removeRule(rule);
  });

  it('waits the rule’s duration before raising, from the first value out', async () => {
    const rule = await addRule({ parameter_id: plant.temperature.id, kind: 'out_of_range', max: 800, duration_s: 600 });
    await ingestOk(t, plant.device.key, [temperature(10, 850), temperature(15, 860)]);
    expect(await alarms()).toEqual([]);
    await ingestOk(t, plant.device.key, [temperature(20, 870)]);
    expect(await alarms()).toEqual([expect.objectContaining({ rule_id: rule.id, triggered_at: at(10), value: 870 })]);
    await removeRule(rule);
    expect(await alarms()).toEqual([]);
  });

  it('raises on too fast a change', async () => {
    const rule = await addRule({ parameter_id: plant.temperature.id, kind: 'rate_of_change', max_rate_per_min: 10 });
    await ingestOk(t, plant.device.key, [temperature(30, 500), temperature(32, 515)]);
    expect(await alarms()).toEqual([]);
    await ingestOk(t, plant.device.key, [temperature(33, 560)]);
    expect(await alarms()).toEqual([expect.objectContaining({ rule_id: rule.id, kind: 'rate_of_change', value: 560 })]);
    await removeRule(rule);
  });

  it('is acknowledged with a note, then cleared, by the people who manage the plant; a reader only looks', async () => {
    const rule = await addRule({ parameter_id: plant.temperature.id, kind: 'out_of_range', min: 400 });
    await ingestOk(t, plant.device.key, [temperature(40, 380)]);
    const [alarm] = await alarms('active', reader);
    expect((await answer(alarm, 'acknowledge', 'seen', reader)).status).toBe(403);

    const acknowledged = (await (await answer(alarm, 'acknowledge', 'Feed door left open: closed it')).json()) as Alarm;
    expect(acknowledged).toMatchObject({ state: 'active_acknowledged', acknowledged_by: { name: 'Plant Owner' }, note: 'Feed door left open: closed it' });
    expect((await answer(alarm, 'acknowledge')).status).toBe(409);
    const cleared = (await (await answer(alarm, 'clear')).json()) as Alarm;
    expect(cleared).toMatchObject({ state: 'cleared_acknowledged', cleared_by: { name: 'Plant Owner' }, note: 'Feed door left open: closed it' });
    expect((await answer(alarm, 'clear')).status).toBe(409);
    expect((await alarms()).map((item) => item.id)).not.toContain(alarm.id);
    // Cleared by hand while the value is still low: the next low reading raises a new one.
    await ingestOk(t, plant.device.key, [temperature(41, 370)]);
    expect(await alarms()).toHaveLength(1);
    await removeRule(rule);
  });

  it('says when a parameter goes silent, and clears when it reports again', async () => {
    const rule = await addRule({ parameter_id: plant.moisture.id, kind: 'silent', duration_s: 1 });
    // The silence must last the rule's second: wait until the alarm is there, then check it.
    const raised = await eventually(
      () => alarms(),
      (list) => list.length > 0,
    );
    expect(raised).toEqual([expect.objectContaining({ rule_id: rule.id, kind: 'silent', value: null })]);
    await ingestOk(t, plant.device.key, [{ parameter: 'moisture', time: new Date().toISOString(), value: 12 }]);
    const [latest] = await alarms('all');
    expect(latest).toMatchObject({ rule_id: rule.id, state: 'cleared_unacknowledged' });
    expect(latest.message).toMatch(/^no reading of moisture for more than 1 s \(last: never\)$/);
    await removeRule(rule);
  });

  it('raises nothing while silenced or off', async () => {
    const rule = await addRule({ parameter_id: plant.temperature.id, kind: 'out_of_range' });
    const silenced = await ok<AlarmRule>(t, '/monitoring/alarms/rules', {
      token: plant.owner,
      method: 'PUT',
      json: { rule_id: rule.id, silenced_until: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(silenced.silenced_until).not.toBeNull();
    await ingestOk(t, plant.device.key, [temperature(50, 999)]);
    expect(await alarms()).toEqual([]);
    await ok(t, '/monitoring/alarms/rules', { token: plant.owner, method: 'PUT', json: { rule_id: rule.id, silenced_until: null } });
    await ingestOk(t, plant.device.key, [temperature(51, 998)]);
    expect(await alarms()).toHaveLength(1);
    const tooLong = await t.request('/monitoring/alarms/rules', {
      token: plant.owner,
      method: 'PUT',
      json: { rule_id: rule.id, silenced_until: new Date(Date.now() + 40 * 86_400_000).toISOString() },
    });
    expect(tooLong.status).toBe(400);
    await removeRule(rule);
  });

  it('refuses a rule it could not check, and lists a reactor’s rules to its readers', async () => {
    const pressure = await ok<{ id: string }>(t, '/monitoring/reactor/parameters', {
      token: plant.owner,
      json: { reactor_id: plant.reactor.id, name: 'pressure', unit: 'bar', normal_min: null, normal_max: null, expected_interval_s: 60 },
    });
    expect((await t.request('/monitoring/alarms/rules', { token: plant.owner, json: { parameter_id: pressure.id, kind: 'out_of_range' } })).status).toBe(400);
    expect((await t.request('/monitoring/alarms/rules', { token: plant.owner, json: { parameter_id: pressure.id, kind: 'rate_of_change' } })).status).toBe(400);
    const rule = await addRule({ parameter_id: pressure.id, kind: 'rate_of_change', max_rate_per_min: 0.5 });
    const rules = await ok<AlarmRule[]>(t, `/monitoring/alarms/rules?reactor_id=${plant.reactor.id}`, { token: reader });
    expect(rules.map((item) => item.id)).toContain(rule.id);
  });
});
