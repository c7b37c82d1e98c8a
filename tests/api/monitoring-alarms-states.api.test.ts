import type { AlarmRule, Alarm } from '@/lib/schemas/monitoring-alarms';
import type { AlarmSummary } from '@/lib/schemas/monitoring-alarm-settings';
import { notificationsOf } from '@/server/db/notifications';
import { createLogger } from '@/server/logger';
import { LIVE_CHANNEL } from '@/server/modules/monitoring/measurements-repository';
import { findParameter } from '@/server/modules/monitoring/setup-repository';
import { syncNormalRangeRule } from '@/server/modules/monitoring/alarms-normal-range';
import { createTestApp, type TestApp } from './helpers/app';
import { eventually } from './helpers/eventually';
import { createPlant, ingestOk, ok, share, type Plant } from './helpers/monitoring';
import { recordingMailer } from './helpers/opportunities';

// Issue 20, alarms (docs/requirements.md ): a normal range arms a rule; an alarm waits
// for a person in four states; severities; acknowledging every alarm back to normal at once; the counts per reactor;
// the alarm's text in the reader's language and the site's time zone, never an ISO timestamp.

jest.setTimeout(120_000);

let t: TestApp;
let plant: Plant;
const mail = recordingMailer();

beforeAll(async () => {
  t = await createTestApp({ deps: () => ({ mailer: mail }) });
  const owner = await t.signIn({ name: 'Plant Owner', email: 'plant.owner@example.test' });
  plant = await createPlant(t, owner.token);
});

afterAll(async () => {
  await t?.close();
});

const BASE = Date.UTC(2026, 10, 24, 6, 0);
const at = (second: number) => new Date(BASE + second * 1000).toISOString();
const temperature = (second: number, value: number) => ({ parameter: 'temperature', time: at(second), value });
const ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const rules = () => ok<AlarmRule[]>(t, `/monitoring/alarms/rules?reactor_id=${plant.reactor.id}`, { token: plant.owner });
const alarms = (state: 'active' | 'all' = 'active', language = 'en') =>
  ok<Alarm[]>(t, `/monitoring/alarms?reactor_id=${plant.reactor.id}&state=${state}`, { token: plant.owner, headers: { language } });
const answer = (alarm: Alarm, action: 'acknowledge' | 'clear') => ok<Alarm>(t, '/monitoring/alarms', { method: 'PUT', token: plant.owner, json: { alarm_id: alarm.id, action } });
const changeRule = (rule: AlarmRule, changes: Record<string, unknown>) =>
  ok<AlarmRule>(t, '/monitoring/alarms/rules', { token: plant.owner, method: 'PUT', json: { rule_id: rule.id, ...changes } });
const summary = () => ok<AlarmSummary>(t, `/monitoring/alarms/summary?monitoring_id=${plant.monitoring.id}`, { token: plant.owner });

describe('a normal range arms an alarm (R-20.4)', () => {
  it('gives each parameter with a range a rule that follows it, and none to a parameter without', async () => {
    const pressure = await ok<{ id: string }>(t, '/monitoring/reactor/parameters', {
      token: plant.owner,
      json: { reactor_id: plant.reactor.id, name: 'pressure', unit: 'bar', normal_min: null, normal_max: null, expected_interval_s: 60 },
    });
    const list = await rules();
    expect(list.filter((rule) => rule.parameter_id === pressure.id)).toEqual([]);
    const armed = list.find((rule) => rule.parameter_id === plant.temperature.id);
    expect(armed).toMatchObject({ kind: 'out_of_range', origin: 'normal_range', min: null, max: null, duration_s: 60, severity: 'major', escalation_delay_s: 3600, enabled: true });
    expect(list.filter((rule) => rule.parameter_id === plant.moisture.id)).toHaveLength(1);
  });

  it('raises once values stay out of the range for the rule’s minute: 780 °C above 350–700 °C', async () => {
    await ingestOk(t, plant.device.key, [temperature(0, 780), temperature(30, 790)]);
    expect(await alarms()).toEqual([]);
    await ingestOk(t, plant.device.key, [temperature(60, 785)]);
    const [alarm] = await alarms();
    expect(alarm).toMatchObject({ state: 'active_unacknowledged', severity: 'major', value: 785, triggered_at: at(0) });
    expect(alarm.message).toMatch(/^temperature at 785 °C, above 700 °C since Nov 24, 2026, 9:00\sAM \(Africa\/Nairobi\)$/);
    const french = (await alarms('active', 'fr'))[0].message;
    expect(french).toMatch(/^temperature à 785 °C, au-dessus de 700 °C depuis le 24 nov\. 2026,? (à )?09:00 \(Africa\/Nairobi\)$/);
    expect(`${alarm.message}${french}`).not.toMatch(ISO);
    const [raised] = mail.sent.filter((message) => message.to === 'plant.owner@example.test');
    expect(raised?.subject).toBe('Alarm (major) on “Monitored Kiln one”: temperature');
    expect(raised?.text).toContain(`/monitoring/${plant.reactor.id}?tab=alarms&alarm=${alarm.id}`);
    expect(raised?.text).not.toMatch(ISO);
    await answer(alarm, 'clear');
  });

  it('is switched off when the range goes, and on again when a range comes back; a changed range keeps it as set', async () => {
    const db = t.database.db;
    const [armed] = (await rules()).filter((rule) => rule.parameter_id === plant.moisture.id);
    const moisture = (await findParameter(db, plant.moisture.id))!;
    const changed = await changeRule(armed, { severity: 'warning', duration_s: 300 });
    expect(changed).toMatchObject({ severity: 'warning', duration_s: 300, escalation_delay_s: null });
    const withoutRange = { ...moisture, normalMin: null, normalMax: null };
    expect(await syncNormalRangeRule(db, withoutRange, moisture)).toMatchObject({ id: armed.id, enabled: false });
    expect(await syncNormalRangeRule(db, moisture, withoutRange)).toMatchObject({ id: armed.id, enabled: true, severity: 'warning', durationS: 300 });
    expect(await syncNormalRangeRule(db, { ...moisture, normalMax: 20 }, moisture)).toMatchObject({ id: armed.id, enabled: true, durationS: 300 });
    expect((await rules()).filter((rule) => rule.parameter_id === plant.moisture.id)).toHaveLength(1);
    // Removed by the operator, it stays away while the range stays; a new range arms a new one.
    await ok(t, '/monitoring/alarms/rules', { token: plant.owner, method: 'DELETE', json: { rule_id: armed.id } });
    expect(await syncNormalRangeRule(db, moisture, moisture)).toBeUndefined();
    expect(await syncNormalRangeRule(db, { ...moisture, normalMax: 18 }, moisture)).toMatchObject({ origin: 'normal_range', enabled: true, durationS: 60 });
  });
});

describe('an alarm waits for a person (R-20.5)', () => {
  let rule: AlarmRule;

  beforeAll(async () => {
    for (const each of await rules()) await changeRule(each, { enabled: false });
    rule = await ok<AlarmRule>(t, '/monitoring/alarms/rules', { token: plant.owner, json: { parameter_id: plant.temperature.id, kind: 'out_of_range', severity: 'critical' } });
  });

  it('takes its rule’s severity, and the severity’s escalation delay unless the rule gives one', async () => {
    expect(rule).toMatchObject({ severity: 'critical', escalation_delay_s: 900, origin: 'manual' });
    expect(await changeRule(rule, { severity: 'minor' })).toMatchObject({ severity: 'minor', escalation_delay_s: 14400 });
    expect(await changeRule(rule, { escalation_delay_s: 600 })).toMatchObject({ severity: 'minor', escalation_delay_s: 600 });
    rule = await changeRule(rule, { severity: 'critical' });
    expect(rule.escalation_delay_s).toBe(900);
    const refused = await t.request('/monitoring/alarms/rules', { token: plant.owner, json: { parameter_id: plant.temperature.id, kind: 'out_of_range', severity: 'fatal' } });
    expect(refused.status).toBe(400);
  });

  it('acknowledged first, stays active until back to normal, then leaves the active list', async () => {
    await ingestOk(t, plant.device.key, [temperature(1000, 820)]);
    const [alarm] = await alarms();
    expect(alarm).toMatchObject({ severity: 'critical', state: 'active_unacknowledged' });
    expect(await answer(alarm, 'acknowledge')).toMatchObject({ state: 'active_acknowledged' });
    await ingestOk(t, plant.device.key, [temperature(1010, 830)]);
    expect(await alarms()).toEqual([expect.objectContaining({ id: alarm.id, state: 'active_acknowledged' })]);
    await ingestOk(t, plant.device.key, [temperature(1020, 600)]);
    expect(await alarms()).toEqual([]);
    expect((await alarms('all'))[0]).toMatchObject({ id: alarm.id, state: 'cleared_acknowledged', cleared_by: null, acknowledged_by: { name: 'Plant Owner' } });
  });

  it('back to normal, is counted until acknowledged; every alarm back to normal is acknowledged at once', async () => {
    for (const [second, value] of [
      [1100, 850],
      [1110, 600],
      [1200, 860],
      [1210, 600],
      [1300, 870],
    ])
      await ingestOk(t, plant.device.key, [temperature(second, value)]);
    expect((await alarms()).map((alarm) => alarm.state)).toEqual(['active_unacknowledged', 'cleared_unacknowledged', 'cleared_unacknowledged']);
    const [counts] = (await summary()).filter((row) => row.reactor_id === plant.reactor.id);
    expect(counts).toEqual({
      reactor_id: plant.reactor.id,
      unacknowledged: { critical: 3, major: 0, minor: 0, warning: 0, total: 3 },
      active: { critical: 1, major: 0, minor: 0, warning: 0, total: 1 },
    });
    const done = await ok<{ acknowledged: number }>(t, '/monitoring/alarms/acknowledge-cleared', { token: plant.owner, json: { reactor_id: plant.reactor.id } });
    expect(done).toEqual({ acknowledged: 2 });
    expect((await alarms()).map((alarm) => alarm.state)).toEqual(['active_unacknowledged']);
    const [after] = await summary();
    expect(after.unacknowledged.total).toBe(1);
  });

  it('cleared by a person while active: acknowledged too, and gone from the active list', async () => {
    const [alarm] = await alarms();
    expect(await answer(alarm, 'clear')).toMatchObject({ state: 'cleared_acknowledged', cleared_by: { name: 'Plant Owner' }, acknowledged_by: { name: 'Plant Owner' } });
    expect(await alarms()).toEqual([]);
    expect((await summary())[0].unacknowledged.total).toBe(0);
  });

  it('tells live streams of every raise, return to normal, acknowledgement and clear (R-20.6)', async () => {
    const notifications = notificationsOf(t.database, createLogger({ level: 'silent' }));
    const heard: { a: string; s: string; r: string }[] = [];
    const stop = await notifications.listen(LIVE_CHANNEL, {
      payload: (text) => {
        const notice = JSON.parse(text) as { k?: string; a: string; s: string; r: string };
        if (notice.k === 'alarm') heard.push(notice);
      },
      reset: () => undefined,
    });
    try {
      await ingestOk(t, plant.device.key, [temperature(1400, 880)]);
      const [alarm] = (await alarms()).filter((each) => each.state === 'active_unacknowledged' && each.value === 880);
      await ingestOk(t, plant.device.key, [temperature(1410, 600)]);
      await answer(alarm, 'acknowledge');
      const states = (
        await eventually(
          async () => heard.filter((notice) => notice.a === alarm.id),
          (list) => list.length >= 3,
        )
      ).map((notice) => `${notice.r === plant.reactor.id ? 'reactor' : notice.r} ${notice.s}`);
      expect(states).toEqual(['reactor active_unacknowledged', 'reactor cleared_unacknowledged', 'reactor cleared_acknowledged']);
    } finally {
      stop();
      await notifications.close();
    }
  });

  it('answers the counts and the acknowledgement of all to the project’s people only', async () => {
    const stranger = (await t.signIn({ name: 'Stranger' })).token;
    expect((await t.request(`/monitoring/alarms/summary?monitoring_id=${plant.monitoring.id}`, { token: stranger })).status).toBe(404);
    const reader = await t.signIn({ name: 'Reader', email: 'states.reader@example.test' });
    await share(t, plant.owner, plant.projectId, 'states.reader@example.test', 'read');
    expect((await t.request(`/monitoring/alarms/summary?monitoring_id=${plant.monitoring.id}`, { token: reader.token })).status).toBe(200);
    const refused = await t.request('/monitoring/alarms/acknowledge-cleared', { token: reader.token, json: { reactor_id: plant.reactor.id } });
    expect(refused.status).toBe(403);
  });
});

describe('a batch that holds a whole excursion (R-20.5)', () => {
  let flue: { id: string };
  const reading = (second: number, value: number) => ({ parameter: 'flue', time: at(5000 + second), value });
  const flueAlarms = async () => (await alarms('all')).filter((alarm) => alarm.parameter_id === flue.id);

  beforeAll(async () => {
    flue = await ok<{ id: string }>(t, '/monitoring/reactor/parameters', {
      token: plant.owner,
      json: { reactor_id: plant.reactor.id, name: 'flue', unit: '°C', normal_min: 100, normal_max: 300, expected_interval_s: 30 },
    });
  });

  it('records an excursion already over as an alarm back to normal that waits for a person, once', async () => {
    const buffered = [reading(0, 200), reading(30, 350), reading(60, 380), reading(90, 360), reading(120, 250)];
    await ingestOk(t, plant.device.key, buffered);
    const [alarm, ...others] = await flueAlarms();
    expect(others).toEqual([]);
    expect(alarm).toMatchObject({ state: 'cleared_unacknowledged', value: 380, triggered_at: at(5030), severity: 'major' });
    expect((await alarms()).map((each) => each.id)).toContain(alarm.id);
    // The same buffer sent again, and a normal reading after it, record nothing more.
    await ingestOk(t, plant.device.key, [...buffered, reading(150, 240)]);
    expect(await flueAlarms()).toHaveLength(1);
    await answer(alarm, 'acknowledge');
  });

  it('records a late excursion that a newer reading already closed, and not one shorter than the rule’s duration', async () => {
    await ingestOk(t, plant.device.key, [reading(600, 220)]);
    await ingestOk(t, plant.device.key, [reading(300, 80), reading(330, 90), reading(360, 150)]);
    expect(await flueAlarms()).toHaveLength(1);
    await ingestOk(t, plant.device.key, [reading(400, 410), reading(430, 420), reading(460, 415)]);
    const late = (await flueAlarms()).find((alarm) => alarm.triggered_at === at(5400));
    expect(late).toMatchObject({ state: 'cleared_unacknowledged', value: 420 });
    expect(late?.message).toContain('above 300 °C');
    expect(await flueAlarms()).toHaveLength(2);
  });
});
