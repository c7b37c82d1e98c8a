import type { MonitoringKpis } from '@/lib/schemas/monitoring-compute';
import { createTestApp, type TestApp } from './helpers/app';
import { createPlant, ingestOk, ok, type Plant } from './helpers/monitoring';

// Issue 13, a period's KPIs, checked against figures worked out by hand: biochar made, CO2 removed (biochar × C_org ×
// 44/12 × permanence − emissions), uptime at pyrolysis temperature, temperature and moisture compliance.

jest.setTimeout(120_000);

let t: TestApp;
let plant: Plant;

const START = Date.UTC(2026, 9, 5, 0, 0);
const at = (minute: number) => new Date(START + minute * 60_000).toISOString();
const PERIOD = `from=${at(0)}&to=${at(240)}`;

beforeAll(async () => {
  t = await createTestApp();
  plant = await createPlant(t);
  const parameter = (name: string, unit: string) =>
    ok(t, '/monitoring/reactor/parameters', {
      token: plant.owner,
      json: { reactor_id: plant.reactor.id, name, unit, normal_min: null, normal_max: null, expected_interval_s: 3600 },
    });
  await parameter('biochar', 'kg');
  await parameter('c_org', '%');
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
    // 210 of the 240 one-minute intervals at 350 °C or more; mean (30 × 300 + 210 × 500) / 240 = 475.
    expect(result.uptime).toBe(0.875);
    expect(result.temperature).toEqual({ min_c: 300, mean_c: 475, share_at_temperature: 0.875, compliant: false });
    // Moisture 12, 14, 16, 18 %: mean 15 (at most 15), highest 18 (at most 25).
    expect(result.moisture).toEqual({ mean_percent: 15, max_percent: 18, compliant: true });
    expect(result.missing).toEqual({ biochar_t: null, co2_removed_t: null, uptime: null, temperature: null, moisture: null });
  });

  it('takes a C_org given instead of the measured one, and a later period at temperature complies', async () => {
    const given = await kpis('&c_org=0.5');
    expect(given.co2_removed_t).toBeCloseTo((1 * 0.5 * 44) / 12, 6);
    const hot = await ok<MonitoringKpis>(t, `/monitoring/compute?reactor_id=${plant.reactor.id}&from=${at(30)}&to=${at(240)}`, { token: plant.owner });
    expect(hot.temperature).toMatchObject({ min_c: 500, compliant: true, share_at_temperature: 1 });
    expect(hot.uptime).toBe(1);
  });

  it('says which figure it cannot compute, and why', async () => {
    const bare = await createPlant(t, plant.owner, 'Kiln two');
    const result = await ok<MonitoringKpis>(t, `/monitoring/compute?reactor_id=${bare.reactor.id}&${PERIOD}`, { token: plant.owner });
    expect(result).toMatchObject({ biochar_t: null, co2_removed_t: null, uptime: null, temperature: null, moisture: null });
    expect(result.missing).toEqual({
      biochar_t: 'no parameter named biochar',
      co2_removed_t: 'no biochar figure',
      uptime: 'no temperature reading in the period',
      temperature: 'no temperature reading in the period',
      moisture: 'no moisture reading in the period',
    });
    expect((await t.request(`/monitoring/compute?reactor_id=${plant.reactor.id}&${PERIOD}&c_org=2`, { token: plant.owner })).status).toBe(400);
  });
});
