import { sql } from 'drizzle-orm';
import type { Batch, BatchDetail } from '@/lib/schemas/monitoring-batches';
import { createTestApp, errorMessage, type TestApp } from './helpers/app';
import { createPlant, ingestOk, ok, share, type Plant } from './helpers/monitoring';

// Issue 22, production batches (docs/requirements.md ): one batch at a time per reactor, opened
// and closed by the API or by the daily form's batch start and end; the band (temperature and feedstock within ±20 % of
// their mean, the threshold included) and the length (at most 31 days), each on the monitoring's trail.

jest.setTimeout(120_000);

let t: TestApp;
let plant: Plant;
let reader: string;

const DAY = Date.UTC(2026, 9, 5);
const at = (hour: number) => new Date(DAY + hour * 3_600_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  plant = await createPlant(t);
  const invited = await t.signIn({ name: 'Batch Reader', email: 'batch.reader@example.test' });
  await share(t, plant.owner, plant.projectId, 'batch.reader@example.test', 'read');
  reader = invited.token;
});

afterAll(async () => {
  await t?.close();
});

const open = (body: Record<string, unknown>, token = plant.owner) =>
  t.request('/monitoring/batches', { token, json: { reactor_id: plant.reactor.id, feedstock: 'wood_chips', ...body } });
const close = (batchId: string, endedAt: string) => t.request('/monitoring/batches/close', { token: plant.owner, json: { batch_id: batchId, ended_at: endedAt } });
const detail = (batchId: string) => ok<BatchDetail>(t, `/monitoring/batches/item?batch_id=${batchId}`, { token: plant.owner });

async function trail(): Promise<{ action: string; details: Record<string, unknown> }[]> {
  const result = (await t.database.db.execute(
    sql`select action, details from audit_events where target_type = 'monitoring' and target_id = ${plant.monitoring.id} order by seq`,
  )) as unknown as { rows: { action: string; details: Record<string, unknown> }[] };
  return result.rows;
}

describe('production batches', () => {
  let first: Batch;

  it('opens one batch at a time on a reactor, and closes it', async () => {
    const response = await open({ code: 'B-1', started_at: at(0), conditions: { target_temperature_c: 500 } });
    expect(response.status).toBe(200);
    first = (await response.json()) as Batch;
    // Open since October: it runs to now, past 31 days, and is flagged until it closes.
    expect(first).toMatchObject({ code: 'B-1', open: true, ended_at: null, feedstock: 'wood_chips', conditions: { target_temperature_c: 500 }, too_long: true });
    expect(first.opened_by?.name).toBe('Plant Owner');

    const second = await open({ code: 'B-2', started_at: at(2) });
    expect(second.status).toBe(409);
    expect(await errorMessage(second)).toContain('already has an open batch (B-1)');

    const closed = await close(first.id, at(10));
    expect(closed.status).toBe(200);
    expect(await closed.json()).toMatchObject({ open: false, ended_at: at(10), length_hours: 10, too_long: false });
    expect((await close(first.id, at(11))).status).toBe(409);
  });

  it('refuses a batch overlapping another of the reactor, an end before the start, a code taken', async () => {
    const overlap = await open({ code: 'B-2', started_at: at(9), ended_at: at(12) });
    expect(overlap.status).toBe(409);
    expect(await errorMessage(overlap)).toContain('overlap batch B-1');
    expect((await open({ code: 'B-2', started_at: at(-2), ended_at: at(1) })).status).toBe(409);
    expect((await open({ code: 'B-1', started_at: at(20), ended_at: at(22) })).status).toBe(409);
    expect((await open({ code: 'B-2', started_at: at(14), ended_at: at(12) })).status).toBe(400);
    // Right after the first: free.
    expect((await open({ code: 'B-2', started_at: at(10), ended_at: at(12) })).status).toBe(200);
    // Another reactor of the same monitoring runs its own batches.
    const other = await ok<{ id: string }>(t, '/monitoring/reactor', { token: plant.owner, json: { site_id: plant.site.id, name: 'Kiln two' } });
    expect((await t.request('/monitoring/batches', { token: plant.owner, json: { reactor_id: other.id, code: 'K2-1', started_at: at(0), feedstock: 'husks' } })).status).toBe(200);
  });

  it('lists the batches of a monitoring or of one reactor, to its readers; only its writers change them', async () => {
    const all = await ok<Batch[]>(t, `/monitoring/batches?monitoring_id=${plant.monitoring.id}`, { token: reader });
    expect(all.map((batch) => batch.code)).toEqual(['B-1', 'K2-1', 'B-2']);
    const mine = await ok<Batch[]>(t, `/monitoring/batches?monitoring_id=${plant.monitoring.id}&reactor_id=${plant.reactor.id}`, { token: reader });
    expect(mine.map((batch) => batch.code)).toEqual(['B-1', 'B-2']);
    expect((await open({ code: 'B-9', started_at: at(30) }, reader)).status).toBe(403);
    const stranger = (await t.signIn({ name: 'Stranger' })).token;
    expect((await t.request(`/monitoring/batches/item?batch_id=${first.id}`, { token: stranger })).status).toBe(404);
  });

  it('changes what was declared, and keeps the span free', async () => {
    const changed = await ok<Batch>(t, '/monitoring/batches', { method: 'PUT', token: plant.owner, json: { batch_id: first.id, feedstock: 'nut_shells', notes: 'Wet night' } });
    expect(changed).toMatchObject({ feedstock: 'nut_shells', notes: 'Wet night' });
    const longer = await t.request('/monitoring/batches', { method: 'PUT', token: plant.owner, json: { batch_id: first.id, ended_at: at(11) } });
    expect(longer.status).toBe(409);
  });

  it('records the batches opened and closed on the monitoring’s trail', async () => {
    const actions = (await trail()).map((entry) => `${entry.action} ${String(entry.details.code)}`);
    expect(actions).toEqual(expect.arrayContaining(['batch.opened B-1', 'batch.closed B-1', 'batch.opened B-2', 'batch.closed B-2', 'batch.updated B-1']));
    expect(actions.indexOf('batch.opened B-1')).toBeLessThan(actions.indexOf('batch.closed B-1'));
  });
});

describe('a batch’s band and length', () => {
  it('holds a variation of exactly 20 % within the band, and shows its figures', async () => {
    const batch = await ok<Batch>(t, '/monitoring/batches', {
      token: plant.owner,
      json: { reactor_id: plant.reactor.id, code: 'BAND-IN', started_at: at(48), ended_at: at(52), feedstock: 'wood_chips' },
    });
    await ingestOk(t, plant.device.key, [
      ...[400, 500, 600].map((value, index) => ({ parameter: 'temperature', time: at(48 + index), value })),
      ...[10, 12, 14].map((value, index) => ({ parameter: 'moisture', time: at(48 + index), value })),
      { parameter: 'temperature', time: at(53), value: 50 }, // after the batch
    ]);
    const read = await detail(batch.id);
    expect(read.band.temperature).toMatchObject({ parameter_name: 'temperature', unit: '°C', readings: 3, min: 400, max: 600, mean: 500, variation_percent: 20, within: true });
    expect(read.band.feedstock).toMatchObject({ parameter_name: 'moisture', unit: '%', min: 10, max: 14, mean: 12, within: true });
    expect(read.band.feedstock?.variation_percent).toBeCloseTo(16.666667, 5);
    expect(read.band).toMatchObject({ max_variation_percent: 20, within: true, missing: { temperature: null, feedstock: null } });
    expect(read.length).toEqual({ hours: 4, days: 0.167, max_days: 31, within: true });
    expect(read.readings.find((reading) => reading.name === 'temperature')).toMatchObject({ count: 3, min: 400, max: 600, mean: 500 });
  });

  it('puts a variation just over 20 % out of the band, and says what is missing', async () => {
    const batch = await ok<Batch>(t, '/monitoring/batches', {
      token: plant.owner,
      json: { reactor_id: plant.reactor.id, code: 'BAND-OUT', started_at: at(60), ended_at: at(64), feedstock: 'wood_chips' },
    });
    await ingestOk(
      t,
      plant.device.key,
      [400, 500, 601].map((value, index) => ({ parameter: 'temperature', time: at(60 + index), value })),
    );
    const read = await detail(batch.id);
    expect(read.band.temperature?.within).toBe(false);
    expect(read.band.temperature?.variation_percent).toBeGreaterThan(20);
    expect(read.band.feedstock).toBeNull();
    expect(read.band.missing.feedstock).toBe('no reading of the feedstock moisture or feed rate during the batch');
    expect(read.band.within).toBe(false);
  });

  it('flags a batch longer than 31 days, not one of exactly 31', async () => {
    const month = (code: string, start: number, days: number) =>
      ok<Batch>(t, '/monitoring/batches', {
        token: plant.owner,
        json: { reactor_id: plant.reactor.id, code, started_at: at(start), ended_at: at(start + days * 24), feedstock: 'wood_chips' },
      });
    // Before the others, in the summer: both end in the past.
    expect((await month('LONG-31', -70 * 24, 31)).too_long).toBe(false);
    const long = await month('LONG-32', -39 * 24, 32);
    expect(long.too_long).toBe(true);
    expect((await detail(long.id)).length).toMatchObject({ days: 32, within: false });
  });
});

describe('the daily form’s batch start and end', () => {
  it('open and close the reactor’s batch on the site’s clock, once however often the form is sent', async () => {
    const fresh = await createPlant(t, plant.owner, 'Form kiln');
    const [template] = await ok<{ id: string }[]>(t, '/monitoring/templates', { token: fresh.owner });
    const form = {
      entry_id: crypto.randomUUID(),
      template_id: template.id,
      reactor_id: fresh.reactor.id,
      measured_at: '2026-10-07T15:00:00Z',
      answers: { feedstock_type: 'wood_chips', moisture: 12, batch_start: '07:30', batch_end: '16:00', temperature: 550, biochar: 300 },
    };
    await ok(t, '/monitoring/gather-form-data', { token: fresh.owner, json: form });
    await ok(t, '/monitoring/gather-form-data', { token: fresh.owner, json: form });
    await ok(t, '/monitoring/gather-form-data', { token: fresh.owner, json: { ...form, entry_id: crypto.randomUUID() } });
    const batches = await ok<Batch[]>(t, `/monitoring/batches?monitoring_id=${fresh.monitoring.id}`, { token: fresh.owner });
    // Nairobi is 3 h ahead of UTC.
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({
      started_at: '2026-10-07T04:30:00.000Z',
      ended_at: '2026-10-07T13:00:00.000Z',
      feedstock: 'wood_chips',
      conditions: { source: 'daily_form', moisture: 12, temperature: 550 },
    });
  });
});
