import type { Checklist } from '@/lib/schemas/monitoring-evidence-links';
import { ensureDemoEvidence } from '@/server/modules/evidence/public';
import { LocalFileStore } from '@/server/storage/local-store';
import { createTestApp, type TestApp } from './helpers/app';
import { insertBatch } from './helpers/evidence';
import { createPlant, ok, type Plant } from './helpers/monitoring';

// Issue 22 item 11: the demo plant's DEMO-B1 gets complete evidence, DEMO-B2 lacks its lab analysis and has
// a photo taken far from the site; the photos go through the artefacts intake and its checks.

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

it('gives DEMO-B1 a complete checklist and DEMO-B2 a missing lab analysis and a far photo, once', async () => {
  const complete = await insertBatch(t, plant.monitoring.id, plant.reactor.id, 'DEMO-B1');
  const incomplete = await insertBatch(t, plant.monitoring.id, plant.reactor.id, 'DEMO-B2');
  const me = await ok<{ id: string }>(t, '/me', { token: plant.owner });
  const deps = { db: t.database.db, storage: new LocalFileStore(t.storageDir), jobs: t.jobs };
  expect(await ensureDemoEvidence(deps, plant.monitoring.id, me.id)).toBe(15);
  await t.jobs.drain();
  expect(await ensureDemoEvidence(deps, plant.monitoring.id, me.id)).toBe(0);

  const checklist = (batchId: string) => ok<Checklist>(t, `/monitoring/evidences/checklist?monitoring_id=${plant.monitoring.id}&batch_id=${batchId}`, { token: plant.owner });
  const first = await checklist(complete);
  expect(first.missing).toEqual([]);
  expect(first.complete).toBe(true);
  const second = await checklist(incomplete);
  expect(second.missing).toEqual(expect.arrayContaining(['lab_analysis', 'kiln_run_photo']));
  expect(second.items.find((item) => item.kind === 'kiln_run_photo')).toMatchObject({ have: 2, flagged: 1 });
});
