import { sql } from 'drizzle-orm';
import type { DeviceWithKey } from '@/lib/schemas/monitoring';
import type { Correction, DeviceBatch, MeasurementPage } from '@/lib/schemas/monitoring-data';
import { createTestApp, errorMessage, type TestApp } from './helpers/app';
import { createPlant, ingestOk, ok, share, type Plant } from './helpers/monitoring';

// Issue 20, items 12 and 15: a reading sent again with another value is refused as a conflict, not dropped; an owner or
// editor corrects it explicitly (the old value kept, the hour's rollup counted again); each device's last batches and
// their refusals are kept and listed.

jest.setTimeout(120_000);

let t: TestApp;
let plant: Plant;
let reader: string;

beforeAll(async () => {
  t = await createTestApp();
  plant = await createPlant(t);
  reader = (await t.signIn({ name: 'Plant Reader', email: 'plant.reader@example.test' })).token;
  await share(t, plant.owner, plant.projectId, 'plant.reader@example.test', 'read');
});

afterAll(async () => {
  await t?.close();
});

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 8, minute)).toISOString();
const CONFLICT = 'a different value is already stored for this time; send a correction';

async function rollup(hour: string): Promise<{ min: number; max: number; sum: number; count: number }> {
  const result = (await t.database.db.execute(
    sql`select min, max, sum, count from measurement_rollups where parameter_id = ${plant.temperature.id}::uuid and hour = ${hour}::timestamptz`,
  )) as unknown as { rows: { min: number; max: number; sum: number; count: number }[] };
  const [row] = result.rows;
  return { min: Number(row.min), max: Number(row.max), sum: Number(row.sum), count: Number(row.count) };
}

async function valueAt(time: string): Promise<number | undefined> {
  const page = await ok<MeasurementPage>(t, `/monitoring/measurements?reactor_id=${plant.reactor.id}&parameter_id=${plant.temperature.id}&from=${at(0)}&to=${at(59)}`, {
    token: reader,
  });
  return page.readings.find((reading) => reading.time === time)?.value;
}

const correct = (token: string, body: Record<string, unknown>) =>
  t.request('/monitoring/measurements/corrections', {
    token,
    json: { reactor_id: plant.reactor.id, parameter_id: plant.temperature.id, time: at(10), value: 520, reason: 'Thermocouple replaced', ...body },
  });

describe('corrections of stored readings', () => {
  it('refuses a reading sent again with another value as a conflict, and keeps the same value an idempotent duplicate', async () => {
    await ingestOk(
      t,
      plant.device.key,
      [0, 10, 20].map((minute) => ({ parameter: 'temperature', time: at(minute), value: 500 + minute })),
    );
    const again = await ingestOk(t, plant.device.key, [
      { parameter: 'temperature', time: at(10), value: 510 },
      { parameter: 'temperature', time: at(20), value: 999 },
    ]);
    expect(again).toEqual({
      reactor_id: plant.reactor.id,
      received: 2,
      accepted: 0,
      duplicates: 1,
      refused: [{ index: 1, parameter: 'temperature', time: at(20), reason: 'conflict', message: CONFLICT, stored_value: 520 }],
    });
    expect(await valueAt(at(20))).toBe(520);
  });

  it('lets an owner correct a value with a reason: the old value is kept and the hour’s rollup counted again', async () => {
    expect(await rollup(at(0))).toEqual({ min: 500, max: 520, sum: 1530, count: 3 });
    const response = await correct(plant.owner, { value: 640 });
    expect(response.status).toBe(200);
    const correction = (await response.json()) as Correction;
    expect(correction).toMatchObject({
      parameter_id: plant.temperature.id,
      time: at(10),
      old_value: 510,
      new_value: 640,
      reason: 'Thermocouple replaced',
      corrected_by: { name: 'Plant Owner' },
    });
    expect(await valueAt(at(10))).toBe(640);
    expect(await rollup(at(0))).toEqual({ min: 500, max: 640, sum: 1660, count: 3 });

    // The history is readable by anyone with access, the latest first.
    const second = (await (await correct(plant.owner, { value: 630, reason: 'Typo in the first correction' })).json()) as Correction;
    const history = await ok<Correction[]>(t, `/monitoring/measurements/corrections?reactor_id=${plant.reactor.id}`, { token: reader });
    expect(history.map((item) => [item.id, item.old_value, item.new_value])).toEqual([
      [second.id, 640, 630],
      [correction.id, 510, 640],
    ]);
    expect(await rollup(at(0))).toEqual({ min: 500, max: 630, sum: 1650, count: 3 });

    // The device sending the corrected value again is a duplicate; its old value, a conflict.
    const resent = await ingestOk(t, plant.device.key, [
      { parameter: 'temperature', time: at(10), value: 630 },
      { parameter: 'temperature', time: at(10), value: 510 },
    ]);
    expect(resent).toMatchObject({ accepted: 0, duplicates: 2, refused: [] });
    const old = await ingestOk(t, plant.device.key, [{ parameter: 'temperature', time: at(10), value: 510 }]);
    expect(old.refused).toEqual([{ index: 0, parameter: 'temperature', time: at(10), reason: 'conflict', message: CONFLICT, stored_value: 630 }]);
  });

  it('refuses a correction without a reading, without a change, without a reason, or from a reader', async () => {
    const missing = await correct(plant.owner, { time: at(11) });
    expect([missing.status, await errorMessage(missing)]).toEqual([404, 'No reading of this parameter is stored at this time']);
    expect((await correct(plant.owner, { value: 630 })).status).toBe(409);
    expect((await correct(plant.owner, { reason: '' })).status).toBe(400);
    expect((await correct(reader, { value: 1 })).status).toBe(403);
    const stranger = (await t.signIn({ name: 'Stranger' })).token;
    expect((await correct(stranger, { value: 1 })).status).toBe(404);
    expect((await t.request(`/monitoring/measurements/corrections?reactor_id=${plant.reactor.id}`, { token: stranger })).status).toBe(404);
    expect(await valueAt(at(10))).toBe(630);
  });
});

describe('a device’s last batches', () => {
  it('lists each batch, newest first, with its counts and its refusals’ reasons, and keeps the last 20', async () => {
    const added = await ok<DeviceWithKey>(t, '/monitoring/reactor/devices', { token: plant.owner, json: { reactor_id: plant.reactor.id, name: 'PLC 2' } });
    expect(added.mqtt).toBeNull(); // no MQTT broker in the tests
    const { key } = added;
    const batches = () => ok<DeviceBatch[]>(t, `/monitoring/reactor/devices/batches?device_id=${added.device.id}`, { token: reader });
    expect(await batches()).toEqual([]);
    await ingestOk(t, key, [{ parameter: 'temperature', time: at(40), value: 450 }]);
    await ingestOk(t, key, [
      { parameter: 'temperature', time: at(40), value: 450 },
      { parameter: 'temperature', time: at(40), value: 451 },
      { parameter: 'pressure', time: at(41), value: 2 },
      { parameter: 'temperature', time: at(42), value: 452 },
    ]);
    const [last, first] = await batches();
    expect(first).toMatchObject({ received: 1, accepted: 1, duplicates: 0, refused_count: 0, refusals: [] });
    expect(last).toMatchObject({ received: 4, accepted: 1, duplicates: 2, refused_count: 1, refusals: [{ index: 2, parameter: 'pressure', reason: 'unknown_parameter' }] });
    expect(Date.parse(last.received_at)).toBeGreaterThanOrEqual(Date.parse(first.received_at));

    for (let i = 0; i < 21; i += 1) await ingestOk(t, key, [{ parameter: 'temperature', time: at(30), value: 470 }]);
    const kept = await batches();
    expect(kept).toHaveLength(20);
    expect(kept.every((batch) => batch.received === 1 && batch.duplicates === 1)).toBe(true);
    const stored = (await t.database.db.execute(sql`select count(*)::int as n from monitoring_device_batches where device_id = ${added.device.id}::uuid`)) as unknown as {
      rows: { n: number }[];
    };
    expect(Number(stored.rows[0].n)).toBe(20);
  });
});
