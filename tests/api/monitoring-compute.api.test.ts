import type { MonitoringKpis } from '@/lib/schemas/monitoring-compute';
import { DEMO_INTERVAL_S, demoReadings } from '@/server/modules/monitoring/demo-plant';
import { createTestApp, type TestApp } from './helpers/app';
import { createPlant, ingestOk, ok, type Plant } from './helpers/monitoring';

// Issue 13, a period's KPIs, checked against figures worked out by hand: biochar made, CO2 removed (biochar × C_org ×
// 44/12 × permanence − emissions), uptime at pyrolysis temperature, temperature and moisture compliance. Issue 20
// (docs/requirements.md R-20.9, R-20.10, R-20.11): parameters found by what they measure; uptime from the readings' time
// spans with unknown time apart; temperature compliance judged on production time, for a kiln that stops every night.

jest.setTimeout(120_000);

let t: TestApp;
let plant: Plant;

const START = Date.UTC(2026, 9, 5, 0, 0);
const at = (minute: number) => new Date(START + minute * 60_000).toISOString();
const PERIOD = `from=${at(0)}&to=${at(240)}`;

beforeAll(async () => {
  t = await createTestApp();
  plant = await createPlant(t);
  const parameter = (name: string, unit: string, measure: string) =>
    ok(t, '/monitoring/reactor/parameters', {
      token: plant.owner,
      json: { reactor_id: plant.reactor.id, name, unit, normal_min: null, normal_max: null, expected_interval_s: 3600, measure },
    });
  await parameter('biochar', 'kg', 'biochar_output');
  await parameter('c_org', '%', 'organic_carbon');
  // Four hours: warming at 300 °C for the first 30 minutes, then 500 °C; a reading a minute.
  const temperature = Array.from({ length: 240 }, (_, minute) => ({ parameter: 'temperature', time: at(minute), value: minute < 30 ? 300 : 500 }));
  await ingestOk(t, plant.device.key, [
    ...temperature,
    ...[12, 14, 16, 18].map((value, hour) => ({ parameter: 'moisture', time: at(hour * 60), value })),
    ...[250, 250, 300, 200].map((value, hour) => ({ parameter: 'biochar', time: at(hour * 60 + 59), value })),
    { parameter: 'biochar', time: at(240), value: 999 }, // after the period
    { parameter: 'c_org', time: at(100), value: 80 },
    { parameter: 'c_org', time: at(200), value: 70 },
  ]);
});

afterAll(async () => {
  await t?.close();
});

const kpis = (extra = '') => ok<MonitoringKpis>(t, `/monitoring/compute?reactor_id=${plant.reactor.id}&${PERIOD}${extra}`, { token: plant.owner });

describe('monitoring KPIs', () => {
  it('match the figures worked out by hand', async () => {
    const result = await kpis('&permanence=0.8&emissions_t=0.1');
    // 1000 kg of biochar; C_org the mean of 80 % and 70 %; 1 t × 0.75 × 44/12 × 0.8 − 0.1 t = 2.1 t.
    expect(result).toMatchObject({ biochar_t: 1, c_org: 0.75 });
    expect(result.co2_removed_t).toBeCloseTo(2.1, 6);
    // A reading a minute holds until the next: 240 min known, 210 of them at 350 °C or more (3.5 h): uptime 0.875. The
    // first 30 min (warming up) come before any production: not judged; production is the 3.5 h at 500 °C.
    expect(result).toMatchObject({ uptime: 0.875, uptime_hours: 3.5, known_hours: 4, unknown_hours: 0 });
    expect(result.temperature).toEqual({ production_hours: 3.5, production_share: 0.875, below_hours: 0, min_c: 500, mean_c: 500, compliant: true });
    // Moisture 12, 14, 16, 18 %: mean 15 (at most 15), highest 18 (at most 25).
    expect(result.moisture).toEqual({ mean_percent: 15, max_percent: 18, compliant: true });
    expect(result.missing).toEqual({ biochar_t: null, co2_removed_t: null, uptime: null, temperature: null, moisture: null });
  });

  it('takes a C_org given instead of the measured one, and a later period at temperature complies', async () => {
    const given = await kpis('&c_org=0.5');
    expect(given.co2_removed_t).toBeCloseTo((1 * 0.5 * 44) / 12, 6);
    const hot = await ok<MonitoringKpis>(t, `/monitoring/compute?reactor_id=${plant.reactor.id}&from=${at(30)}&to=${at(240)}`, { token: plant.owner });
    expect(hot.temperature).toMatchObject({ min_c: 500, compliant: true, production_share: 1 });
    expect(hot.uptime).toBe(1);
  });

  it('says which figure it cannot compute, and why', async () => {
    const bare = await createPlant(t, plant.owner, 'Kiln two');
    const result = await ok<MonitoringKpis>(t, `/monitoring/compute?reactor_id=${bare.reactor.id}&${PERIOD}`, { token: plant.owner });
    expect(result).toMatchObject({ biochar_t: null, co2_removed_t: null, uptime: null, temperature: null, moisture: null });
    expect(result.missing).toEqual({
      biochar_t: 'no parameter measuring the biochar output',
      co2_removed_t: 'no biochar figure',
      uptime: 'no reading of the reactor temperature in the period',
      temperature: 'no reading of the reactor temperature in the period',
      moisture: 'no reading of the feedstock moisture in the period',
    });
    expect((await t.request(`/monitoring/compute?reactor_id=${plant.reactor.id}&${PERIOD}&c_org=2`, { token: plant.owner })).status).toBe(400);
  });
});

describe('temperature readings too far apart to tell (R-20.9)', () => {
  it('says the readings are there but all the time is unknown, not that there is no reading', async () => {
    const sparse = await createPlant(t, plant.owner, 'Sparse kiln');
    await ok(t, '/monitoring/reactor/parameters', {
      method: 'PUT',
      token: plant.owner,
      json: { parameter_id: sparse.temperature.id, name: 'temperature', unit: '°C', expected_interval_s: 5, measure: 'reactor_temperature' },
    });
    // A reading every 20 s for two hours, against 5 s expected: each span is over 3 intervals (15 s), unknown.
    const start = Date.UTC(2026, 9, 25);
    const readings = Array.from({ length: 360 }, (_, i) => ({ parameter: 'temperature', time: new Date(start + i * 20_000).toISOString(), value: 600 }));
    await ingestOk(t, sparse.device.key, readings);
    const period = `from=${new Date(start).toISOString()}&to=${new Date(start + 2 * 3_600_000).toISOString()}`;
    const result = await ok<MonitoringKpis>(t, `/monitoring/compute?reactor_id=${sparse.reactor.id}&${period}`, { token: plant.owner });
    expect(result).toMatchObject({ uptime: null, temperature: null, known_hours: 0, unknown_hours: 2 });
    expect(result.missing.uptime).toBe('readings of the reactor temperature too far apart to tell: all 2 h unknown');
    expect(result.missing.temperature).toBe(result.missing.uptime);
  });
});

describe('uptime and compliance of a kiln that stops every night', () => {
  // Readings every 5 minutes (the parameter's interval, 300 s): 16 h at 600 °C from midnight, then 8 h at 40 °C. Each
  // data set ends with a reading at its period's end, so that its last reading's span is 5 min, not a gap.
  const DAY = 24 * 60;
  let night: Plant;
  const base = Date.UTC(2026, 9, 10);
  const minuteAt = (day: number, minute: number) => new Date(base + (day * DAY + minute) * 60_000).toISOString();
  const series = (firstDay: number, minutes: number[], value: (minuteOfDay: number) => number) =>
    minutes.map((minute) => ({ parameter: 'Kiln T', time: minuteAt(firstDay, minute), value: value(minute % DAY) }));
  const everyFive = (from: number, to: number) => Array.from({ length: Math.floor((to - from) / 5) + 1 }, (_, i) => from + i * 5);
  const stopsAtNight = (minuteOfDay: number) => (minuteOfDay < 16 * 60 ? 600 : 40);
  const figures = (fromDay: number, toDay: number) =>
    ok<MonitoringKpis>(t, `/monitoring/compute?reactor_id=${night.reactor.id}&from=${minuteAt(fromDay, 0)}&to=${minuteAt(toDay, 0)}`, { token: plant.owner });

  beforeAll(async () => {
    night = await createPlant(t, plant.owner, 'Night kiln');
    // The helper's `temperature` goes (no reading: no name to type); a parameter of another name measures the reactor temperature.
    await ok(t, '/monitoring/reactor/parameters', { method: 'DELETE', token: plant.owner, json: { parameter_id: night.temperature.id } });
    await ok(t, '/monitoring/reactor/parameters', {
      token: plant.owner,
      json: { reactor_id: night.reactor.id, name: 'Kiln T', unit: '°C', expected_interval_s: 300, measure: 'reactor_temperature' },
    });
    // Days 0–2: the plain night stops. Days 5–7: during production, the reading at half past each hour is 300 °C (a 5-min
    // dip). Days 10–13: day 10 as usual, then nothing for 58 h, from 23:55 on day 10 to 09:55 on day 13.
    await ingestOk(t, night.device.key, series(0, everyFive(0, 3 * DAY), stopsAtNight));
    await ingestOk(
      t,
      night.device.key,
      series(5, everyFive(0, 3 * DAY), (minute) => (minute < 16 * 60 && minute % 60 === 30 ? 300 : stopsAtNight(minute))),
    );
    await ingestOk(t, night.device.key, [...series(10, everyFive(0, DAY - 5), stopsAtNight), ...series(10, everyFive(3 * DAY + 9 * 60 + 55, 4 * DAY), stopsAtNight)]);
  });

  it('counts 16 h of every 24 as uptime, and complies: the nights are stops, not production', async () => {
    const result = await figures(0, 3);
    // 72 h known (every span 5 min), 3 × 16 h = 48 h at 600 °C (the 15:55 reading holds until 16:00): 48 / 72.
    expect(result).toMatchObject({ uptime: 0.666667, uptime_hours: 48, known_hours: 72, unknown_hours: 0 });
    // Production: the 48 h at temperature; the 8-h drops are stops. Nothing below 350 °C during production.
    expect(result.temperature).toEqual({ production_hours: 48, production_share: 0.666667, below_hours: 0, min_c: 600, mean_c: 600, compliant: true });
    expect(result.missing.temperature).toBeNull();
  });

  it('judges the dips during production: 5 min an hour is more than the 5 % allowed', async () => {
    const result = await figures(5, 8);
    // Each day: 16 dips of 5 min (at hh:30, from 00:30 to 15:30) between readings at 600 °C = 80 min below; at
    // temperature 16 h − 80 min = 14 h 40 min. Three days: 44 h at temperature, 4 h of dips, 48 h of production.
    expect(result).toMatchObject({ uptime: 0.611111, uptime_hours: 44, known_hours: 72, unknown_hours: 0 });
    // 4 / 48 = 8.3 % of production below 350 °C; mean (44 × 600 + 4 × 300) / 48 = 575.
    expect(result.temperature).toEqual({ production_hours: 48, production_share: 0.666667, below_hours: 4, min_c: 300, mean_c: 575, compliant: false });
  });

  it('counts a 58-hour outage as unknown time, apart from the uptime', async () => {
    const result = await figures(10, 14);
    // 96 h. Day 10: known 00:00–23:55 (23 h 55 min; the 23:55 reading's span is the 58-h gap, over 3 × 5 min: unknown),
    // 16 h at 600 °C. Day 13: known 09:55–24:00 (14 h 05 min), at 600 °C 09:55–16:00 (6 h 05 min).
    // Known 38 h, unknown 58 h; at temperature 22 h 05 min = 22.083333 h; uptime 22.083333 / 38 = 0.581140.
    expect(result).toMatchObject({ uptime: 0.58114, known_hours: 38, unknown_hours: 58 });
    expect(result.uptime_hours).toBeCloseTo(22.083333, 5);
    expect(result.temperature).toMatchObject({ production_hours: result.uptime_hours, below_hours: 0, compliant: true });
  });

  it('finds the temperature by what the parameter measures, never by its name', async () => {
    // The reactor's only parameter named "temperature" was removed; "Kiln T" measures the reactor temperature. A
    // parameter named "temperature" that measures something else is not read either.
    await ok(t, '/monitoring/reactor/parameters', {
      token: plant.owner,
      json: { reactor_id: night.reactor.id, name: 'temperature', unit: '°C', expected_interval_s: 300, measure: 'other' },
    });
    const result = await figures(0, 3);
    expect(result.uptime).toBe(0.666667);
    expect(result.missing.biochar_t).toBe('no parameter measuring the biochar output');
  });
});

describe('uptime of the demo kiln, which runs non-stop', () => {
  it('is 100 % of an hour of its readings every 5 s (it was 0.1 % when each reading counted 60 s)', async () => {
    const kiln = await createPlant(t, plant.owner, 'Demo-like kiln');
    await ok(t, '/monitoring/reactor/parameters', {
      method: 'PUT',
      token: plant.owner,
      json: { parameter_id: kiln.temperature.id, name: 'temperature', unit: '°C', expected_interval_s: DEMO_INTERVAL_S, measure: 'reactor_temperature' },
    });
    const start = Date.UTC(2026, 9, 20);
    const times = Array.from({ length: 3600 / DEMO_INTERVAL_S + 1 }, (_, i) => start + i * DEMO_INTERVAL_S * 1000);
    await ingestOk(
      t,
      kiln.device.key,
      times.flatMap((time) => demoReadings(time).filter((reading) => reading.parameter === 'temperature')),
    );
    const period = `from=${new Date(start).toISOString()}&to=${new Date(start + 3_600_000).toISOString()}`;
    const result = await ok<MonitoringKpis>(t, `/monitoring/compute?reactor_id=${kiln.reactor.id}&${period}`, { token: plant.owner });
    expect(result).toMatchObject({ uptime: 1, uptime_hours: 1, known_hours: 1, unknown_hours: 0 });
    expect(result.temperature).toMatchObject({ production_hours: 1, below_hours: 0, compliant: true });
  });
});
