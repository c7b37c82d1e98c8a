import { sql } from 'drizzle-orm';
import type { Chart } from '@/lib/schemas/monitoring-charts';
import { createTestApp, type TestApp } from './helpers/app';
import { createPlant, ingestOk, ok, type Plant } from './helpers/monitoring';

// Issue 13, charts: any period downsampled on the server to min, max and mean per bucket (no peak hidden), from the
// readings for short periods and from hourly rollups for long ones, with the same figures either way; CSV of a period.

jest.setTimeout(180_000);

let t: TestApp;
let plant: Plant;

const START = Date.UTC(2026, 9, 1); // 1 October 2026, 00:00 UTC
const MINUTE = 60_000;
const DAYS = 5;
/** One reading a minute for five days: a slow wave, and one spike of 990 °C at 13:37 on the third day. */
const SPIKE_AT = START + 2 * 86_400_000 + (13 * 60 + 37) * MINUTE;
const valueAt = (time: number) => (time === SPIKE_AT ? 990 : 450 + Math.round(50 * Math.sin(time / 3_600_000)));
const times = Array.from({ length: DAYS * 1440 }, (_, i) => START + i * MINUTE);

beforeAll(async () => {
  t = await createTestApp();
  plant = await createPlant(t);
  for (let i = 0; i < times.length; i += 5000) {
    const batch = times.slice(i, i + 5000).map((time) => ({ parameter: 'temperature', time: new Date(time).toISOString(), value: valueAt(time) }));
    await ingestOk(t, plant.device.key, batch);
  }
});

afterAll(async () => {
  await t?.close();
});

const iso = (time: number) => new Date(time).toISOString();

function chart(from: number, to: number, width: number, token = plant.owner, language = 'en'): Promise<Chart> {
  const path = `/monitoring/charts?reactor_id=${plant.reactor.id}&parameter_ids=${plant.temperature.id}&from=${iso(from)}&to=${iso(to)}&width=${width}`;
  return ok<Chart>(t, path, { token, headers: { language } });
}

/** The buckets computed here from the values sent, to compare with the server's. */
function expected(from: number, to: number, bucketMs: number) {
  const buckets = new Map<number, number[]>();
  for (const time of times) {
    if (time < from || time >= to) continue;
    const start = from + Math.floor((time - from) / bucketMs) * bucketMs;
    buckets.set(start, [...(buckets.get(start) ?? []), valueAt(time)]);
  }
  return [...buckets.entries()].map(([start, values]) => ({
    time: start / 1000,
    min: Math.min(...values),
    max: Math.max(...values),
    mean: values.reduce((sum, value) => sum + value, 0) / values.length,
    count: values.length,
  }));
}

function rows(result: Chart) {
  const { points } = result.series[0];
  return points.time.map((time, i) => ({ time, min: points.min[i], max: points.max[i], mean: points.mean[i], count: points.count[i] }));
}

describe('charts', () => {
  it('downsamples a short period from the readings, keeping the peak in its bucket', async () => {
    const from = SPIKE_AT - 47 * MINUTE;
    const to = from + 2 * 3_600_000;
    const result = await chart(from, to, 40);
    expect(result).toMatchObject({ source: 'readings', bucket_seconds: 180, from: iso(from), to: iso(to) });
    expect(result.series[0]).toMatchObject({ name: 'temperature', unit: '°C', normal_min: 350, normal_max: 700 });
    const got = rows(result);
    const want = expected(from, to, 180_000);
    expect(got).toHaveLength(40);
    got.forEach((row, i) => expect(row).toEqual({ ...want[i], mean: expect.closeTo(want[i].mean, 9) }));
    expect(Math.max(...got.map((row) => row.max))).toBe(990);
  });

  it('draws days from the hourly rollups, with the same figures as the readings give', async () => {
    const from = START + 30 * MINUTE; // widened to the hour before
    const to = START + DAYS * 86_400_000;
    const result = await chart(from, to, 50);
    expect(result).toMatchObject({ source: 'hourly_rollups', from: iso(START), to: iso(to), bucket_seconds: 3 * 3600 });
    const got = rows(result);
    const want = expected(START, to, 3 * 3_600_000);
    expect(got).toHaveLength(want.length);
    got.forEach((row, i) => expect(row).toEqual({ ...want[i], mean: expect.closeTo(want[i].mean, 9) }));
    expect(got.reduce((sum, row) => sum + row.count, 0)).toBe(times.length);
    expect(Math.max(...got.map((row) => row.max))).toBe(990);
  });

  it('counts a reading sent again once in the rollups', async () => {
    const batch = times.slice(0, 120).map((time) => ({ parameter: 'temperature', time: iso(time), value: 1 }));
    // Another value for stored times: refused as conflicts, the rollups untouched.
    const result = await ingestOk(t, plant.device.key, batch);
    expect(result).toMatchObject({ accepted: 0, duplicates: 0 });
    expect(result.refused.filter((refusal) => refusal.reason === 'conflict')).toHaveLength(120);
    const [first] = rows(await chart(START, START + 86_400_000, 24));
    expect(first).toMatchObject({ count: 60, min: expected(START, START + 3_600_000, 3_600_000)[0].min });
  });

  it('draws all of a reactor’s parameters by default, and a year as well as an hour', async () => {
    await ingestOk(t, plant.device.key, [{ parameter: 'moisture', time: iso(START + 5 * MINUTE), value: 14 }]);
    const year = await ok<Chart>(t, `/monitoring/charts?reactor_id=${plant.reactor.id}&from=2026-01-01T00:00:00Z&to=2027-01-01T00:00:00Z&width=2000`, { token: plant.owner });
    expect(year.series.map((series) => series.name)).toEqual(['moisture', 'temperature']);
    expect(year.series[0].points).toMatchObject({ min: [14], max: [14], count: [1] });
    expect(year.bucket_seconds).toBe(5 * 3600);
  });

  it('cuts buckets of a day or longer at the site’s midnight (R-20.2): a Tokyo day runs from 15:00 UTC the day before', async () => {
    const tokyo = await createPlant(t, undefined, 'Tokyo kiln');
    await ok(t, '/monitoring/sites', {
      token: tokyo.owner,
      method: 'PUT',
      json: { site_id: tokyo.site.id, name: 'Tokyo yard', address: null, latitude: 35.68, longitude: 139.77, time_zone: 'Asia/Tokyo' },
    });
    // 1,000 kg at 00:30 and 500 kg at 21:00 on 20 November, Tokyo time; 200 kg at 08:00 on the 21st.
    const readings = [
      { time: '2026-11-19T15:30:00Z', value: 1000 },
      { time: '2026-11-20T12:00:00Z', value: 500 },
      { time: '2026-11-20T23:00:00Z', value: 200 },
    ];
    await ingestOk(
      t,
      tokyo.device.key,
      readings.map((reading) => ({ parameter: 'temperature', ...reading })),
    );
    const url = (from: string, to: string, width: number) =>
      `/monitoring/charts?reactor_id=${tokyo.reactor.id}&parameter_ids=${tokyo.temperature.id}&from=${from}&to=${to}&width=${width}`;
    const days = await ok<Chart>(t, url('2026-11-03T00:00:00Z', '2026-11-25T00:00:00Z', 10), { token: tokyo.owner });
    expect(days).toMatchObject({ time_zone: 'Asia/Tokyo', from: '2026-11-02T15:00:00.000Z', to: '2026-11-25T15:00:00.000Z', bucket_seconds: 2 * 86_400 });
    // Two-day buckets from the 3rd (Tokyo): the 19th–20th holds both readings of the 20th, the 21st–22nd the next.
    expect(rows(days)).toEqual([
      { time: Date.parse('2026-11-18T15:00:00Z') / 1000, min: 500, max: 1000, mean: 750, count: 2 },
      { time: Date.parse('2026-11-20T15:00:00Z') / 1000, min: 200, max: 200, mean: 200, count: 1 },
    ]);
    const oneDay = await ok<Chart>(t, url('2026-11-19T15:00:00Z', '2026-11-29T15:00:00Z', 10), { token: tokyo.owner });
    expect(rows(oneDay).map((row) => [new Date(row.time * 1000).toISOString(), row.count])).toEqual([
      ['2026-11-19T15:00:00.000Z', 2],
      ['2026-11-20T15:00:00.000Z', 1],
    ]);

    // In Europe/Paris, 29 March 2026 lasts 23 hours: its bucket runs from 23:00 UTC the day before to 22:00 UTC.
    await ok(t, '/monitoring/sites', {
      token: tokyo.owner,
      method: 'PUT',
      json: { site_id: tokyo.site.id, name: 'Paris yard', address: null, latitude: 48.85, longitude: 2.35, time_zone: 'Europe/Paris' },
    });
    const spring = ['2026-03-28T23:30:00Z', '2026-03-29T21:30:00Z', '2026-03-29T22:30:00Z'];
    await ingestOk(
      t,
      tokyo.device.key,
      spring.map((time) => ({ parameter: 'temperature', time, value: 600 })),
    );
    const paris = await ok<Chart>(t, url('2026-03-21T23:00:00Z', '2026-04-03T22:00:00Z', 12), { token: tokyo.owner });
    expect(paris).toMatchObject({ time_zone: 'Europe/Paris', from: '2026-03-21T23:00:00.000Z', to: '2026-04-03T22:00:00.000Z', bucket_seconds: 86_400 });
    expect(rows(paris).map((row) => [new Date(row.time * 1000).toISOString(), row.count])).toEqual([
      ['2026-03-28T23:00:00.000Z', 2],
      ['2026-03-29T22:00:00.000Z', 1],
    ]);
  });

  it('gives every reading of a period as CSV, streamed, named after the reactor and the period', async () => {
    const from = START + 86_400_000;
    const response = await t.request(`/monitoring/charts?reactor_id=${plant.reactor.id}&from=${iso(from)}&to=${iso(from + 7 * 3_600_000)}`, {
      token: plant.owner,
      headers: { accept: 'text/csv' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toContain('kiln-one_2026-10-02_to_2026-10-02.csv');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('site,reactor,time,parameter,unit,value');
    expect(lines).toHaveLength(1 + 7 * 60);
    expect(lines[1]).toBe(`Nakuru yard,Kiln one,${iso(from)},temperature,°C,${valueAt(from).toFixed(2)}`);
  });

  it('marks the alarms of the period on the chart', async () => {
    await ok(t, '/monitoring/alarms/rules', { token: plant.owner, json: { parameter_id: plant.temperature.id, kind: 'out_of_range' } });
    const hot = START + DAYS * 86_400_000 + 10 * MINUTE;
    await ingestOk(t, plant.device.key, [{ parameter: 'temperature', time: iso(hot), value: 905 }]);
    const during = await chart(hot - 3_600_000, hot + 3_600_000, 60);
    expect(during.alarms).toEqual([
      expect.objectContaining({ parameter_id: plant.temperature.id, kind: 'out_of_range', state: 'active_unacknowledged', triggered_at: iso(hot), cleared_at: null }),
    ]);
    expect((await chart(START, START + 3_600_000, 60)).alarms).toEqual([]);
    // the text in the caller's language, its time on the site's clock (Nairobi, 3 hours ahead), named.
    expect(during.alarms[0].message).toBe('temperature at 905 °C, above 700 °C since Oct 6, 2026, 3:10 AM (Africa/Nairobi)');
    const french = await chart(hot - 3_600_000, hot + 3_600_000, 60, plant.owner, 'fr');
    expect(french.alarms[0].message).toBe('temperature à 905 °C, au-dessus de 700 °C depuis le 6 oct. 2026, 03:10 (Africa/Nairobi)');
    expect(french.alarms[0].message).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('refuses a stranger, an unknown parameter and a bad query, and removes a parameter’s rollups with it', async () => {
    const stranger = (await t.signIn({ name: 'Curious Neighbour' })).token;
    const base = `/monitoring/charts?reactor_id=${plant.reactor.id}&from=${iso(START)}&to=${iso(START + 3_600_000)}`;
    expect((await t.request(base, { token: stranger })).status).toBe(404);
    expect((await t.request(base)).status).toBe(401);
    expect((await t.request(`${base}&parameter_ids=${crypto.randomUUID()}`, { token: plant.owner })).status).toBe(404);
    expect((await t.request(`${base}&width=5`, { token: plant.owner })).status).toBe(400);
    expect((await t.request(`${base}&parameter_ids=x,y`, { token: plant.owner })).status).toBe(400);
    expect((await t.request(`/monitoring/charts?reactor_id=${plant.reactor.id}&from=${iso(START)}&to=${iso(START)}`, { token: plant.owner })).status).toBe(400);

    const count = async () =>
      Number(
        (
          (await t.database.db.execute(sql`select count(*)::int as n from measurement_rollups where parameter_id = ${plant.moisture.id}::uuid`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0].n,
      );
    expect(await count()).toBe(1);
    // A removed parameter keeps its rollups while it can be restored; they go with it when it is purged.
    await ok(t, '/monitoring/reactor/parameters', { token: plant.owner, method: 'DELETE', json: { parameter_id: plant.moisture.id, confirm_name: 'moisture' } });
    expect(await count()).toBe(1);
    await t.database.db.execute(sql`update monitoring_parameters set deleted_at = now() - interval '31 days' where id = ${plant.moisture.id}::uuid`);
    await ok(t, `/monitoring/reactor/parameters/removed?reactor_id=${plant.reactor.id}`, { token: plant.owner });
    expect(await count()).toBe(0);
  });
});
