import { sql } from 'drizzle-orm';
import type { DeviceWithKey, Parameter } from '@/lib/schemas/monitoring';
import type { MeasurementPage } from '@/lib/schemas/monitoring-data';
import { createTestApp, errorMessage, type TestApp } from './helpers/app';
import { createPlant, ingest, ingestOk, ok, storedReadings, type Plant } from './helpers/monitoring';

// Issue 13, ingestion from devices: batches posted with a device key, stored once whatever is retried, converted
// to each parameter's unit, refused reading by reading with a reason, and confined to the device's own reactor.

jest.setTimeout(120_000);

let t: TestApp;
let plant: Plant;

beforeAll(async () => {
  t = await createTestApp();
  plant = await createPlant(t);
});

afterAll(async () => {
  await t?.close();
});

const minutes = (n: number) => new Date(Date.UTC(2026, 10, 20, 8, 0) + n * 60_000).toISOString();

/** The reactor's readings (of one parameter) from `from` (the year 2000 by default) on. */
async function readAll(reactorId: string, options: { parameter?: Parameter; from?: string; token?: string } = {}): Promise<MeasurementPage['readings']> {
  const only = options.parameter ? `&parameter_id=${options.parameter.id}` : '';
  const from = options.from ?? '2000-01-01T00:00:00Z';
  const page = await ok<MeasurementPage>(t, `/monitoring/measurements?reactor_id=${reactorId}&from=${from}&to=2100-01-01T00:00:00Z&limit=10000${only}`, {
    token: options.token ?? plant.owner,
  });
  return page.readings;
}

describe('device ingestion', () => {
  it('stores a batch once, however often it is sent', async () => {
    const batch = Array.from({ length: 50 }, (_, i) => ({ parameter: 'temperature', time: minutes(i), value: 400 + i }));
    const first = await ingestOk(t, plant.device.key, batch);
    expect(first).toEqual({ reactor_id: plant.reactor.id, received: 50, accepted: 50, duplicates: 0, refused: [] });
    const before = await storedReadings(t);
    for (let retry = 0; retry < 2; retry += 1) {
      expect(await ingestOk(t, plant.device.key, batch)).toEqual({ reactor_id: plant.reactor.id, received: 50, accepted: 0, duplicates: 50, refused: [] });
    }
    expect(await storedReadings(t)).toBe(before);
    const readings = await readAll(plant.reactor.id, { parameter: plant.temperature });
    expect(readings.filter((reading) => reading.time >= minutes(0) && reading.time <= minutes(49))).toHaveLength(50);
  });

  it('counts a reading repeated inside a batch as a duplicate, and refuses one sent again with another value as a conflict', async () => {
    const result = await ingestOk(t, plant.device.key, [
      { parameter: 'temperature', time: minutes(100), value: 500 },
      { parameter: 'temperature', time: '2026-11-20T11:20:00+03:00', value: 501 },
      { parameter: 'temperature', time: minutes(0), value: 999 },
      { parameter: 'temperature', time: minutes(100), value: 500 },
    ]);
    const conflict = { reason: 'conflict', message: 'a different value is already stored for this time; send a correction' };
    expect(result).toMatchObject({
      received: 4,
      accepted: 1,
      duplicates: 1,
      refused: [
        { index: 1, parameter: 'temperature', time: '2026-11-20T11:20:00+03:00', ...conflict, stored_value: 420 },
        { index: 2, parameter: 'temperature', time: minutes(0), ...conflict, stored_value: 400 },
      ],
    });
    const readings = await readAll(plant.reactor.id, { parameter: plant.temperature });
    expect(readings.find((reading) => reading.time === minutes(0))?.value).toBe(400);
    expect(readings.find((reading) => reading.time === minutes(100))?.value).toBe(500);
  });

  it('takes readings out of order and late, into the partition of their month', async () => {
    const late = ['2024-02-29T23:59:59.999Z', '2021-07-01T00:00:00Z', '2025-12-31T23:00:00-02:00'];
    const result = await ingestOk(
      t,
      plant.device.key,
      late.map((time, i) => ({ parameter: 'moisture', time, value: 10 + i })),
    );
    expect(result).toMatchObject({ accepted: 3, duplicates: 0, refused: [] });
    const partitions = (await t.database.db.execute("select inhrelid::regclass::text as name from pg_inherits where inhparent = 'measurements'::regclass")) as unknown as {
      rows: { name: string }[];
    };
    expect(partitions.rows.map((row) => row.name)).toEqual(expect.arrayContaining(['measurements_2024_02', 'measurements_2021_07', 'measurements_2026_01']));
    const readings = await readAll(plant.reactor.id, { parameter: plant.moisture });
    expect(readings.map((reading) => reading.time)).toEqual(['2021-07-01T00:00:00.000Z', '2024-02-29T23:59:59.999Z', '2026-01-01T01:00:00.000Z']);
  });

  it('moves a month’s readings out of the default partition when the month gets its own', async () => {
    // A reading that reached the default partition (a month without its own, written by another instance meanwhile).
    await t.database.db.execute(
      sql`insert into measurements (monitoring_id, parameter_id, time, value) values (${plant.monitoring.id}, ${plant.moisture.id}, '2019-05-10T00:00:00Z', 9)`,
    );
    const count = async (table: string) =>
      Number(((await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0].n);
    expect(await count('measurements_default')).toBe(1);
    expect(await ingestOk(t, plant.device.key, [{ parameter: 'moisture', time: '2019-05-11T00:00:00Z', value: 8 }])).toMatchObject({ accepted: 1 });
    expect([await count('measurements_default'), await count('measurements_2019_05')]).toEqual([0, 2]);
  });

  it('takes the first readings of a new month from many devices at once', async () => {
    // Each request asks for the month's partition; only one may create it, and none may fail for it.
    const keys = await Promise.all(
      Array.from({ length: 8 }, (_, i) => ok<DeviceWithKey>(t, '/monitoring/reactor/devices', { token: plant.owner, json: { reactor_id: plant.reactor.id, name: `Burst ${i}` } })),
    );
    const results = await Promise.all(keys.map(({ key }, i) => ingestOk(t, key, [{ parameter: 'temperature', time: `2019-05-0${i + 1}T00:00:00Z`, value: 400 + i }])));
    expect(results.map((result) => result.accepted)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('converts each value to its parameter’s unit', async () => {
    const result = await ingestOk(t, plant.device.key, [
      { parameter: 'temperature', time: minutes(200), value: 773.15, unit: 'K' },
      { parameter: 'temperature', time: minutes(201), value: 932, unit: '°F' },
      { parameter: 'temperature', time: minutes(202), value: 450, unit: '°C' },
      { parameter: 'moisture', time: minutes(200), value: 0.125, unit: 'fraction' },
      { parameter: plant.moisture.id, time: minutes(201), value: 14 },
    ]);
    expect(result).toMatchObject({ accepted: 5, refused: [] });
    const readings = await readAll(plant.reactor.id, { from: minutes(200) });
    const value = (parameter: Parameter, time: string) => readings.find((reading) => reading.parameter_id === parameter.id && reading.time === time)?.value;
    expect(value(plant.temperature, minutes(200))).toBeCloseTo(500, 9);
    expect(value(plant.temperature, minutes(201))).toBeCloseTo(500, 9);
    expect(value(plant.temperature, minutes(202))).toBe(450);
    expect(value(plant.moisture, minutes(200))).toBeCloseTo(12.5, 9);
    expect(value(plant.moisture, minutes(201))).toBe(14);
  });

  it('refuses the readings it cannot take, each with its reason, and stores the rest', async () => {
    const before = await storedReadings(t);
    const result = await ingestOk(t, plant.device.key, [
      { parameter: 'pressure', time: minutes(300), value: 1 },
      { parameter: 'temperature', time: 'yesterday', value: 1 },
      { parameter: 'temperature', time: '2026-11-20T08:00:00', value: 1 },
      { parameter: 'temperature', time: new Date(Date.now() + 3_600_000).toISOString(), value: 1 },
      { parameter: 'temperature', time: '1999-12-31T23:59:59Z', value: 1 },
      { parameter: 'temperature', time: minutes(300), value: 1, unit: 'kg' },
      { parameter: 'temperature', time: minutes(301), value: -300 },
      { parameter: 'moisture', time: minutes(300), value: 2e15 },
      { parameter: 'moisture', time: minutes(302), value: 11 },
    ]);
    expect(result.accepted).toBe(1);
    expect(result.duplicates).toBe(0);
    expect(result.refused.map(({ index, reason }) => [index, reason])).toEqual([
      [0, 'unknown_parameter'],
      [1, 'invalid_time'],
      [2, 'invalid_time'],
      [3, 'time_in_future'],
      [4, 'time_too_old'],
      [5, 'unit_not_convertible'],
      [6, 'value_out_of_bounds'],
      [7, 'value_out_of_bounds'],
    ]);
    expect(result.refused[0]).toEqual({ index: 0, parameter: 'pressure', time: minutes(300), reason: 'unknown_parameter' });
    expect(await storedReadings(t)).toBe(before + 1);
  });

  it('refuses a batch over the limit whole, and an empty one', async () => {
    const before = await storedReadings(t);
    const big = Array.from({ length: 5001 }, (_, i) => ({ parameter: 'temperature', time: minutes(1000 + i), value: 1 }));
    const response = await ingest(t, plant.device.key, big);
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toMatch(/at most 5000/);
    expect((await ingest(t, plant.device.key, [])).status).toBe(400);
    expect(await storedReadings(t)).toBe(before);
  });
});

describe('device keys', () => {
  let other: Plant;

  beforeAll(async () => {
    other = await createPlant(t, undefined, 'Kiln two');
  });

  it('are needed, and must be known', async () => {
    const reading = [{ parameter: 'temperature', time: minutes(400), value: 420 }];
    for (const key of [undefined, 'gwd_not-a-key', `gwd_${'A'.repeat(43)}`]) {
      const response = await ingest(t, key, reading);
      expect(response.status).toBe(401);
    }
    // A user's token is no device key.
    const withToken = await t.request('/monitoring/gather-IOT-data', { token: plant.owner, json: { readings: reading } });
    expect(withToken.status).toBe(401);
  });

  it('act only for their own reactor', async () => {
    const before = await storedReadings(t);
    const result = await ingestOk(t, other.device.key, [
      { parameter: plant.temperature.id, time: minutes(500), value: 420 },
      { parameter: 'temperature', time: minutes(500), value: 421 },
    ]);
    expect(result.reactor_id).toBe(other.reactor.id);
    expect(result.refused).toEqual([{ index: 0, parameter: plant.temperature.id, time: minutes(500), reason: 'unknown_parameter' }]);
    expect(result.accepted).toBe(1);
    expect(await storedReadings(t)).toBe(before + 1);
    expect((await readAll(plant.reactor.id, { from: minutes(500) })).filter((reading) => reading.time === minutes(500))).toEqual([]);
    expect((await readAll(other.reactor.id, { from: minutes(500), token: other.owner })).map((reading) => [reading.parameter_id, reading.value])).toEqual([
      [other.temperature.id, 421],
    ]);
  });

  it('stop working once rotated away or revoked', async () => {
    const reading = (n: number) => [{ parameter: 'temperature', time: minutes(600 + n), value: 430 }];
    const rotated = await ok<DeviceWithKey>(t, '/monitoring/reactor/devices', { method: 'PUT', token: other.owner, json: { device_id: other.device.device.id, action: 'rotate' } });
    expect(rotated.key).not.toBe(other.device.key);
    expect(rotated.key).toMatch(/^gwd_[A-Za-z0-9_-]{43}$/);
    expect((await ingest(t, other.device.key, reading(1))).status).toBe(401);
    expect((await ingestOk(t, rotated.key, reading(2))).accepted).toBe(1);
    const revoked = await ok<{ device: { revoked_at: string | null } }>(t, '/monitoring/reactor/devices', {
      method: 'PUT',
      token: other.owner,
      json: { device_id: other.device.device.id, action: 'revoke' },
    });
    expect(revoked.device.revoked_at).not.toBeNull();
    expect(revoked).not.toHaveProperty('key');
    const refused = await ingest(t, rotated.key, reading(3));
    expect(refused.status).toBe(401);
    expect(await errorMessage(refused)).toBe('Unknown or revoked device key');
    const again = await t.request('/monitoring/reactor/devices', { method: 'PUT', token: other.owner, json: { device_id: other.device.device.id, action: 'rotate' } });
    expect(again.status).toBe(409);
  });

  it('are held to a rate per device: 429 with Retry-After beyond it, other devices unaffected', async () => {
    const busy = await createPlant(t, undefined, 'Busy kiln');
    const reading = (n: number) => [{ parameter: 'temperature', time: minutes(700 + n), value: 450 }];
    for (let n = 0; n < 120; n += 1) expect((await ingest(t, busy.device.key, reading(n))).status).toBe(200);
    const before = await storedReadings(t);
    const refused = await ingest(t, busy.device.key, reading(120));
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(((await refused.json()) as { detail: Record<string, unknown> }).detail).toMatchObject({ retry_after_seconds: wait });
    expect(await storedReadings(t)).toBe(before);
    expect((await ingest(t, plant.device.key, reading(121))).status).toBe(200);
  });

  it('keep only their hash in the database', async () => {
    const rows = (await t.database.db.execute('select key_hash, key_prefix from monitoring_devices')) as unknown as { rows: { key_hash: string; key_prefix: string }[] };
    const dump = JSON.stringify(rows.rows);
    expect(dump).not.toContain(plant.device.key);
    expect(rows.rows.every((row) => /^[0-9a-f]{64}$/.test(row.key_hash))).toBe(true);
    expect(rows.rows.map((row) => row.key_prefix)).toContain(plant.device.key.slice(0, 10));
  });
});

describe('reading measurements', () => {
  it('pages through a period, oldest first, without gaps or repeats', async () => {
    const all = await readAll(plant.reactor.id, { parameter: plant.temperature });
    const pages: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: MeasurementPage = await ok(
        t,
        `/monitoring/measurements?reactor_id=${plant.reactor.id}&parameter_id=${plant.temperature.id}&from=2000-01-01T00:00:00Z&to=2100-01-01T00:00:00Z&limit=7${cursor ? `&cursor=${cursor}` : ''}`,
        { token: plant.owner },
      );
      expect(page.readings.length).toBeLessThanOrEqual(7);
      pages.push(...page.readings.map((reading) => reading.time));
      cursor = page.next_cursor;
    }
    expect(pages).toEqual(all.map((reading) => reading.time));
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('keeps the period’s bounds and refuses a bad query', async () => {
    const readings = await ok<MeasurementPage>(t, `/monitoring/measurements?reactor_id=${plant.reactor.id}&from=${minutes(10)}&to=${minutes(20)}`, { token: plant.owner });
    expect(readings.readings.map((reading) => reading.time)).toEqual(Array.from({ length: 10 }, (_, i) => minutes(10 + i)));
    const bad = [`from=${minutes(20)}&to=${minutes(10)}`, 'from=0000-01-01T00:00:00Z&to=2100-01-01T00:00:00Z', `from=${minutes(1)}&to=${minutes(2)}&cursor=bm9wZQ`];
    for (const query of bad) {
      expect((await t.request(`/monitoring/measurements?reactor_id=${plant.reactor.id}&${query}`, { token: plant.owner })).status).toBe(400);
    }
  });
});
