import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/app';
import { createPlant, ingestOk, type Plant } from './helpers/monitoring';

// Issue 20, item 17: the CSV export of a reactor's readings starts with a UTF-8 byte order mark, names the site and the
// reactor, rounds each value to its parameter's precision and is named after the reactor and the period (in the
// site's days, Africa/Nairobi here, the end inclusive).

jest.setTimeout(120_000);

let t: TestApp;
let plant: Plant;

beforeAll(async () => {
  t = await createTestApp();
  plant = await createPlant(t, undefined, 'Kiln 1 — Süd');
  await t.database.db.execute(sql`update monitoring_parameters set decimals = 1 where id = ${plant.temperature.id}::uuid`);
  await t.database.db.execute(sql`update monitoring_parameters set decimals = 0 where id = ${plant.moisture.id}::uuid`);
  await ingestOk(t, plant.device.key, [
    { parameter: 'temperature', time: '2026-11-20T06:00:00Z', value: 600.0000000000001 },
    { parameter: 'temperature', time: '2026-11-21T06:00:00Z', value: 612.35 },
    { parameter: 'moisture', time: '2026-11-21T06:00:00Z', value: 12.6 },
  ]);
});

afterAll(async () => {
  await t?.close();
});

const exportCsv = (from: string, to: string) =>
  t.request(`/monitoring/charts?reactor_id=${plant.reactor.id}&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, {
    token: plant.owner,
    headers: { accept: 'text/csv' },
  });

describe('the CSV export of readings', () => {
  it('starts with a byte order mark, names the site and the reactor, and rounds to each parameter’s decimals', async () => {
    const response = await exportCsv('2026-11-20T00:00:00+03:00', '2026-11-24T00:00:00+03:00');
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const [header, ...lines] = text.split('\r\n');
    expect(header).toBe('\uFEFFsite,reactor,time,parameter,unit,value');
    expect(lines.at(-1)).toBe('');
    // Readings of one time come by parameter id, in no order a person chose.
    expect(lines.slice(0, -1).sort()).toEqual([
      'Nakuru yard,Kiln 1 — Süd,2026-11-20T06:00:00.000Z,temperature,°C,600.0',
      'Nakuru yard,Kiln 1 — Süd,2026-11-21T06:00:00.000Z,moisture,%,13',
      'Nakuru yard,Kiln 1 — Süd,2026-11-21T06:00:00.000Z,temperature,°C,612.4',
    ]);
  });

  it('is named after the reactor and the period’s days in the site’s zone, the last day included', async () => {
    const response = await exportCsv('2026-11-20T00:00:00+03:00', '2026-11-24T00:00:00+03:00');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment;/);
    expect(disposition).toContain('kiln-1-sud_2026-11-20_to_2026-11-23.csv');
    await response.arrayBuffer();
  });
});
