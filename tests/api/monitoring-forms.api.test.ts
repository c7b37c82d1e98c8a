import { randomUUID } from 'node:crypto';
import type { Alarm } from '@/lib/schemas/monitoring-alarms';
import type { Chart } from '@/lib/schemas/monitoring-charts';
import type { FormEntry } from '@/lib/schemas/monitoring-forms';
import type { TemplateDetail } from '@/lib/schemas/resources';
import { createTestApp, type TestApp } from './helpers/app';
import { createPlant, ingestOk, ok, share, storedReadings, type Plant } from './helpers/monitoring';

// Issue 13, monitoring forms: the daily log operators fill on a phone, checked as questionnaire answers are; its
// number answers named like the reactor's parameters are kept as the form's observations (converted), not readings
// (issue 20, item 8), once however often it is sent, even under a new entry id (item 17).

jest.setTimeout(120_000);

let t: TestApp;
let plant: Plant;
let template: TemplateDetail;
let reader: string;

beforeAll(async () => {
  t = await createTestApp();
  plant = await createPlant(t);
  await ok(t, '/monitoring/reactor/parameters', {
    token: plant.owner,
    json: { reactor_id: plant.reactor.id, name: 'biochar', unit: 't', normal_min: null, normal_max: null, expected_interval_s: 86400 },
  });
  const templates = await ok<TemplateDetail[]>(t, '/monitoring/templates', { token: plant.owner });
  template = templates.find((item) => item.slug === 'monitoring-daily-log') as TemplateDetail;
  reader = (await t.signIn({ name: 'Form Reader', email: 'form.reader@example.test' })).token;
  await share(t, plant.owner, plant.projectId, 'form.reader@example.test', 'read');
});

afterAll(async () => {
  await t?.close();
});

const DAY = '2026-11-23T17:00:00Z';
const complete = {
  feedstock_type: 'wood_chips',
  moisture: 12,
  feedstock_mass: 4200,
  batch_start: '07:30',
  batch_end: '16:10',
  temperature: 520,
  biochar: 850,
  notes: 'Windy afternoon',
};
const send = (answers: Record<string, unknown>, options: { entry?: string; token?: string; measured_at?: string } = {}) =>
  t.request('/monitoring/gather-form-data', {
    token: options.token ?? plant.owner,
    json: { entry_id: options.entry ?? randomUUID(), template_id: template.id, reactor_id: plant.reactor.id, measured_at: options.measured_at ?? DAY, answers },
  });

describe('monitoring forms', () => {
  it('lists the daily log among the monitoring templates, in full', () => {
    expect(template.definition.kind).toBe('monitoring');
    expect(template.definition.steps[0].assessments[0].sections.map((section) => section.id)).toEqual(['feedstock', 'batch', 'remarks']);
  });

  it('stores a filled form once, and its numbers as the form’s observations in the parameters’ units, not as readings', async () => {
    const before = await storedReadings(t);
    const entry = randomUUID();
    const first = await send(complete, { entry });
    expect(first.status).toBe(200);
    const stored = (await first.json()) as FormEntry;
    expect(stored).toMatchObject({
      id: entry,
      reactor_id: plant.reactor.id,
      measured_at: '2026-11-23T17:00:00.000Z',
      readings_stored: 0,
      observations_stored: 3,
      submitted_by: { name: 'Plant Owner' },
    });
    expect(stored.answers).toEqual(complete);
    // The phone lost the answer and sends again, with the same id or (as phones do) a new one: nothing more is stored.
    expect((await (await send(complete, { entry })).json()) as FormEntry).toEqual(stored);
    expect((await (await send({ ...complete }, { measured_at: '2026-11-23T20:00:00+03:00' })).json()) as FormEntry).toEqual(stored);
    expect(await storedReadings(t)).toBe(before);
    expect(await ok<FormEntry[]>(t, `/monitoring/gather-form-data?reactor_id=${plant.reactor.id}`, { token: reader })).toEqual([stored]);

    const page = await ok<{ readings: unknown[] }>(t, `/monitoring/measurements?reactor_id=${plant.reactor.id}&from=2026-11-23T00:00:00Z&to=2026-11-24T00:00:00Z`, {
      token: plant.owner,
    });
    expect(page.readings).toEqual([]);
    // The chart answers them apart from the readings, per parameter.
    const chart = await ok<Chart>(t, `/monitoring/charts?reactor_id=${plant.reactor.id}&from=2026-11-23T00:00:00Z&to=2026-11-24T00:00:00Z`, { token: reader });
    const observed = Object.fromEntries(chart.series.map((series) => [series.name, series.observations]));
    const at = Date.parse(DAY) / 1000;
    expect(observed).toEqual({
      temperature: { time: [at], value: [520] },
      moisture: { time: [at], value: [12] },
      biochar: { time: [at], value: [0.85] },
    });
    expect(chart.series.every((series) => series.points.time.length === 0)).toBe(true);
  });

  it('stores a form with other answers, or for another time, as a form of its own', async () => {
    const other = (await (await send({ ...complete, notes: 'Calm' })).json()) as FormEntry;
    const later = (await (await send(complete, { measured_at: '2026-11-23T17:00:01Z' })).json()) as FormEntry;
    const listed = await ok<FormEntry[]>(t, `/monitoring/gather-form-data?reactor_id=${plant.reactor.id}`, { token: reader });
    expect(listed).toHaveLength(3);
    expect(listed.map((entry) => entry.id)).toEqual(expect.arrayContaining([other.id, later.id]));
    expect(other.id).not.toBe(later.id);
  });

  it('refuses what the questionnaire would refuse, naming the question, and stores nothing', async () => {
    const before = await storedReadings(t);
    const refusals: [Record<string, unknown>, number, string | undefined][] = [
      [{ ...complete, moisture: 130 }, 422, 'moisture'],
      [{ ...complete, batch_start: '7h30' }, 422, 'batch_start'],
      [{ ...complete, feedstock_type: 'coal' }, 422, 'feedstock_type'],
      [{ ...complete, colour: 'black' }, 422, 'colour'],
    ];
    for (const [answers, status, question] of refusals) {
      const response = await send(answers);
      const body = (await response.json()) as { detail: { question_id?: string } };
      expect([question, response.status, body.detail.question_id]).toEqual([question, status, question]);
    }
    const incomplete = await send({ moisture: 10 });
    expect(incomplete.status).toBe(422);
    expect(((await incomplete.json()) as { detail: { missing: string[] } }).detail.missing).toEqual(['feedstock_type', 'batch_start', 'batch_end', 'temperature', 'biochar']);
    expect((await send(complete, { measured_at: new Date(Date.now() + 3_600_000).toISOString() })).status).toBe(422);
    expect(await storedReadings(t)).toBe(before);
  });

  it('lets only the plant’s managers send forms', async () => {
    const stranger = (await t.signIn({ name: 'Stranger' })).token;
    expect((await send(complete, { token: reader })).status).toBe(403);
    expect((await send(complete, { token: stranger })).status).toBe(404);
    expect((await t.request(`/monitoring/gather-form-data?reactor_id=${plant.reactor.id}`, { token: stranger })).status).toBe(404);
  });

  it('never raises nor clears a device alarm from a form’s answer (R-20.8)', async () => {
    await ok(t, '/monitoring/alarms/rules', { token: plant.owner, json: { parameter_id: plant.temperature.id, kind: 'out_of_range', max: 700 } });
    const now = Date.now();
    await ingestOk(t, plant.device.key, [{ parameter: 'temperature', time: new Date(now - 120_000).toISOString(), value: 855 }]);
    const raised = await ok<Alarm[]>(t, `/monitoring/alarms?reactor_id=${plant.reactor.id}`, { token: plant.owner });
    expect(raised).toEqual([expect.objectContaining({ parameter_id: plant.temperature.id, value: 855, state: 'active_unacknowledged' })]);

    // The daily form says 655 a minute later: the alarm stays as it was.
    expect((await send({ ...complete, temperature: 655 }, { measured_at: new Date(now - 60_000).toISOString() })).status).toBe(200);
    expect(await ok<Alarm[]>(t, `/monitoring/alarms?reactor_id=${plant.reactor.id}`, { token: plant.owner })).toEqual(raised);
    // A form alone raises nothing either.
    await ok(t, '/monitoring/alarms/rules', { token: plant.owner, json: { parameter_id: plant.moisture.id, kind: 'out_of_range', max: 25 } });
    expect((await send({ ...complete, moisture: 31 }, { measured_at: '2026-11-24T17:00:00Z' })).status).toBe(200);
    const alarms = await ok<Alarm[]>(t, `/monitoring/alarms?reactor_id=${plant.reactor.id}`, { token: plant.owner });
    expect(alarms.filter((alarm) => alarm.parameter_id === plant.moisture.id)).toEqual([]);
  });
});
