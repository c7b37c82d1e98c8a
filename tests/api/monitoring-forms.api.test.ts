import { randomUUID } from 'node:crypto';
import type { Alarm } from '@/lib/schemas/monitoring-alarms';
import type { FormEntry } from '@/lib/schemas/monitoring-forms';
import type { TemplateDetail } from '@/lib/schemas/resources';
import { createTestApp, type TestApp } from './helpers/app';
import { createPlant, ok, share, storedReadings, type Plant } from './helpers/monitoring';

// Issue 13, monitoring forms: the daily log operators fill on a phone, checked as questionnaire answers are; its
// number answers named like the reactor's parameters become readings (converted), once however often it is sent.

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

  it('stores a filled form once, and its numbers as readings in the parameters’ units', async () => {
    const before = await storedReadings(t);
    const entry = randomUUID();
    const first = await send(complete, { entry });
    expect(first.status).toBe(200);
    const stored = (await first.json()) as FormEntry;
    expect(stored).toMatchObject({ id: entry, reactor_id: plant.reactor.id, measured_at: '2026-11-23T17:00:00.000Z', readings_stored: 3, submitted_by: { name: 'Plant Owner' } });
    expect(stored.answers).toEqual(complete);
    expect(await storedReadings(t)).toBe(before + 3);
    // The phone lost the answer and sends again: nothing more is stored.
    expect((await (await send(complete, { entry })).json()) as FormEntry).toEqual(stored);
    expect(await storedReadings(t)).toBe(before + 3);

    const page = await ok<{ readings: { parameter_id: string; value: number }[] }>(
      t,
      `/monitoring/measurements?reactor_id=${plant.reactor.id}&from=2026-11-23T00:00:00Z&to=2026-11-24T00:00:00Z`,
      { token: plant.owner },
    );
    expect(page.readings.map((reading) => reading.value).sort((a, b) => a - b)).toEqual([0.85, 12, 520]);
    expect(await ok<FormEntry[]>(t, `/monitoring/gather-form-data?reactor_id=${plant.reactor.id}`, { token: reader })).toEqual([stored]);
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

  it('raises an alarm from a form’s reading like from a device’s', async () => {
    await ok(t, '/monitoring/alarms/rules', { token: plant.owner, json: { parameter_id: plant.moisture.id, kind: 'out_of_range', max: 25 } });
    expect((await send({ ...complete, moisture: 31 }, { measured_at: '2026-11-24T17:00:00Z' })).status).toBe(200);
    const alarms = await ok<Alarm[]>(t, `/monitoring/alarms?reactor_id=${plant.reactor.id}`, { token: plant.owner });
    expect(alarms).toEqual([expect.objectContaining({ parameter_id: plant.moisture.id, value: 31 })]);
  });
});
