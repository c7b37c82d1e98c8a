import type { MeasurementPage } from '@/lib/schemas/monitoring-data';
import { createTestApp, type TestApp } from './helpers/app';
import { createPlant, ingestOk, ok, type Plant } from './helpers/monitoring';

// Issue 20, readings that cannot be (docs/requirements.md ): physical limits per measure on ingestion, days
// that exist (2026-02-30 is refused, never rolled over to March 2), and one time window for devices and forms.

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

const readingsOf = async (parameterId: string, from: string) =>
  (
    await ok<MeasurementPage>(t, `/monitoring/measurements?reactor_id=${plant.reactor.id}&parameter_id=${parameterId}&from=${from}&to=2100-01-01T00:00:00Z`, {
      token: plant.owner,
    })
  ).readings;

describe('physical limits and the time window', () => {
  beforeAll(async () => {
    const parameter = (name: string, unit: string, measure: string) =>
      ok(t, '/monitoring/reactor/parameters', { token: plant.owner, json: { reactor_id: plant.reactor.id, name, unit, expected_interval_s: 3600, measure } });
    await parameter('c_org', 'fraction', 'organic_carbon');
    await parameter('biochar', 'kg', 'biochar_output');
  });

  it('refuses a value the measure cannot take, with its reason, and keeps the rest of the batch', async () => {
    const day = (hour: number) => new Date(Date.UTC(2026, 10, 21, hour)).toISOString();
    const result = await ingestOk(t, plant.device.key, [
      { parameter: 'moisture', time: day(1), value: 120 },
      { parameter: 'moisture', time: day(2), value: -1 },
      { parameter: 'moisture', time: day(3), value: 1.5, unit: 'fraction' },
      { parameter: 'moisture', time: day(4), value: 100 },
      { parameter: 'moisture', time: day(5), value: 0.5, unit: 'fraction' },
      { parameter: 'c_org', time: day(1), value: 1.2 },
      { parameter: 'c_org', time: day(2), value: 80, unit: '%' },
      { parameter: 'biochar', time: day(1), value: -5 },
      { parameter: 'biochar', time: day(2), value: 0 },
    ]);
    expect(result.refused.map(({ index, reason }) => [index, reason])).toEqual([
      [0, 'outside_physical_limits'],
      [1, 'outside_physical_limits'],
      [2, 'outside_physical_limits'],
      [5, 'outside_physical_limits'],
      [7, 'outside_physical_limits'],
    ]);
    expect(result.accepted).toBe(4);
    const moisture = await readingsOf(plant.moisture.id, day(0));
    expect(moisture.map((reading) => reading.value)).toEqual([100, 50]);
  });

  it('refuses a day that does not exist instead of rolling it over, and takes a leap day', async () => {
    const result = await ingestOk(t, plant.device.key, [
      { parameter: 'temperature', time: '2026-02-30T08:00:00Z', value: 500 },
      { parameter: 'temperature', time: '2026-04-31T08:00:00+02:00', value: 500 },
      { parameter: 'temperature', time: '2024-02-29T08:00:00Z', value: 500 },
    ]);
    expect(result.refused.map(({ index, reason }) => [index, reason])).toEqual([
      [0, 'invalid_time'],
      [1, 'invalid_time'],
    ]);
    expect(result.accepted).toBe(1);
    const march = await ok<MeasurementPage>(t, `/monitoring/measurements?reactor_id=${plant.reactor.id}&from=2026-03-01T00:00:00Z&to=2026-03-03T00:00:00Z`, {
      token: plant.owner,
    });
    expect(march.readings).toEqual([]);
    const period = await t.request(`/monitoring/compute?reactor_id=${plant.reactor.id}&from=2026-02-30T00:00:00Z&to=2026-03-05T00:00:00Z`, { token: plant.owner });
    expect(period.status).toBe(400);
  });

  it('dates forms in the window devices share: not year 1, nor year 0, nor a day that does not exist', async () => {
    const [daily] = await ok<{ id: string }[]>(t, '/monitoring/templates', { token: plant.owner });
    const answers = { feedstock_type: 'wood_chips', moisture: 12, batch_start: '07:30', batch_end: '16:10', temperature: 520, biochar: 850 };
    const send = (measured_at: string) =>
      t.request('/monitoring/gather-form-data', {
        token: plant.owner,
        json: { entry_id: crypto.randomUUID(), template_id: daily.id, reactor_id: plant.reactor.id, measured_at, answers },
      });
    for (const measuredAt of ['0001-06-01T12:00:00Z', '0000-01-01T00:00:00Z', '1999-12-31T23:59:59Z', '2026-02-30T17:00:00Z']) {
      expect([measuredAt, (await send(measuredAt)).status]).toEqual([measuredAt, 400]);
    }
    expect((await send(new Date(Date.now() + 3_600_000).toISOString())).status).toBe(422);
  });
});
