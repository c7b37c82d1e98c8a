// Issue 22, item 11 (batches' part): the demo plant has two closed batches, DEMO-B1 and DEMO-B2, with steady readings
// within the band, set up once however often the demo data is seeded.
import type { Batch, BatchDetail } from '@/lib/schemas/monitoring-batches';
import type { ProjectList } from '@/lib/schemas/projects';
import { seedDemoData } from '@/server/db/seed';
import { DEMO_ACCOUNT, findAccountByEmail } from '@/server/idp/accounts';
import { createLogger } from '@/server/logger';
import { createTestApp, type TestApp } from './helpers/app';
import { ok } from './helpers/monitoring';

jest.setTimeout(120_000);

let t: TestApp;
let token: string;
let monitoringId: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, createLogger({ level: 'silent' }), { issuer: t.tokens.issuer });
  const account = await findAccountByEmail(t.database.db, DEMO_ACCOUNT.email);
  token = await t.tokens.mint({ sub: account!.id, email: DEMO_ACCOUNT.email, name: DEMO_ACCOUNT.name });
  const [project] = (await ok<ProjectList>(t, '/projects', { token })).items;
  monitoringId = (await ok<{ id: string }>(t, `/monitoring/create?project_id=${project.id}`, { token })).id;
});

afterAll(async () => {
  await t?.close();
});

describe('the demo plant’s batches', () => {
  it('are two, closed, with stable codes, and seeding again adds none', async () => {
    await seedDemoData(t.database.db, createLogger({ level: 'silent' }), { issuer: t.tokens.issuer });
    const batches = await ok<Batch[]>(t, `/monitoring/batches?monitoring_id=${monitoringId}`, { token });
    expect(batches.map((batch) => [batch.code, batch.open, batch.length_hours, batch.too_long])).toEqual([
      ['DEMO-B1', false, 12, false],
      ['DEMO-B2', false, 12, false],
    ]);
  });

  it('ran within the band, with their readings', async () => {
    const [first] = await ok<Batch[]>(t, `/monitoring/batches?monitoring_id=${monitoringId}`, { token });
    const detail = await ok<BatchDetail>(t, `/monitoring/batches/item?batch_id=${first.id}`, { token });
    expect(detail.band.within).toBe(true);
    expect(detail.band.temperature?.readings).toBe(72);
    expect(detail.band.feedstock).toMatchObject({ parameter_name: 'moisture', readings: 12 });
    expect(detail.readings.find((reading) => reading.name === 'biochar')).toMatchObject({ count: 12, min: 40, max: 40 });
  });
});
