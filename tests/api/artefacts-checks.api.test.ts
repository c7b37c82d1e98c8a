import type { Artefact } from '@/lib/schemas/monitoring-artefacts';
import { NEAR_DUPLICATE_MAX_DISTANCE } from '@/lib/schemas/monitoring-artefact-constants';
import { hammingDistance } from '@/server/modules/artefacts/perceptual';
import { createTestApp, type TestApp } from './helpers/app';
import { artefactOf, insertBatch, uploadOk } from './helpers/artefacts';
import { createPlant, type Plant } from './helpers/monitoring';
import { makePhoto, northOf, type PhotoOptions } from './helpers/photos';

// Issue 22: the checks on a photo, never silent, at their thresholds. The plant's site is in Nakuru
// (Africa/Nairobi, UTC+3); its batch ran from 06:00 to 18:00 UTC on 20 November 2026; the tolerances are the
// defaults, 2 h and 500 m, each exclusive (exactly at the tolerance passes).

jest.setTimeout(180_000);

let t: TestApp;
let plant: Plant;
let batchId: string;
let seed = 100;

beforeAll(async () => {
  t = await createTestApp();
  plant = await createPlant(t);
  batchId = await insertBatch(t, plant.monitoring.id, plant.reactor.id, '2026-11-20T06:00:00Z', '2026-11-20T18:00:00Z');
});

afterAll(async () => {
  await t?.close();
});

/** Uploads a photo tagged with the batch, runs its processing, and answers it with its flags. */
async function checked(options: PhotoOptions, tagged = true): Promise<Artefact> {
  seed += 1;
  const atSite = { latitude: plant.site.latitude, longitude: plant.site.longitude };
  const photo = await makePhoto({ seed, ...atSite, ...options });
  const artefact = await uploadOk(t, plant.owner, { monitoring_id: plant.monitoring.id, batch_id: tagged ? batchId : null }, photo);
  await t.jobs.drain();
  return artefactOf(t, plant.owner, artefact.id);
}

const kinds = (artefact: Artefact) => artefact.flags.map((flag) => flag.kind).sort();

test('a photo taken during its batch at the site passes every check, its capture read from EXIF in the site’s time zone', async () => {
  const artefact = await checked({ wallTime: '2026:11:20 12:00:00' });
  expect(artefact.captured_at).toBe('2026-11-20T09:00:00.000Z');
  expect(artefact.latitude).toBeCloseTo(plant.site.latitude, 5);
  expect(artefact.state).toBe('ready');
  expect(kinds(artefact)).toEqual([]);
});

test('exactly 2 h before its batch passes; one second more is flagged with the hours outside', async () => {
  // No offset in the EXIF: the wall time is the site's (UTC+3).
  const atTolerance = await checked({ wallTime: '2026:11:20 07:00:00' });
  expect(atTolerance.captured_at).toBe('2026-11-20T04:00:00.000Z');
  expect(kinds(atTolerance)).toEqual([]);
  const beyond = await checked({ wallTime: '2026:11:20 06:59:59' });
  expect(kinds(beyond)).toEqual(['outside_batch_time']);
  expect(beyond.flags[0].detail).toMatchObject({ batch_id: batchId, hours_outside: 2, tolerance_hours: 2 });
});

test('after its batch: exactly 2 h passes, one second more is flagged', async () => {
  expect(kinds(await checked({ wallTime: '2026:11:20 23:00:00' }))).toEqual([]);
  expect(kinds(await checked({ wallTime: '2026:11:20 23:00:01' }))).toEqual(['outside_batch_time']);
});

test('490 m from the site passes; 510 m is flagged with the distance', async () => {
  const site = { latitude: plant.site.latitude, longitude: plant.site.longitude };
  expect(kinds(await checked({ wallTime: '2026:11:20 12:00:00', ...northOf(site, 490) }))).toEqual([]);
  const far = await checked({ wallTime: '2026:11:20 12:00:00', ...northOf(site, 510) });
  expect(kinds(far)).toEqual(['far_from_site']);
  expect(far.flags[0].detail).toMatchObject({ site_id: plant.site.id, metres: 510, tolerance_m: 500 });
});

test('a photo without EXIF is accepted and flagged "no capture data"', async () => {
  const artefact = await checked({ latitude: undefined, longitude: undefined });
  expect(artefact.has_capture_data).toBe(false);
  expect(kinds(artefact)).toEqual(['no_capture_data']);
});

test('without a batch the time check is skipped, and tagging it with the batch runs the checks again', async () => {
  const artefact = await checked({ wallTime: '2026:11:19 12:00:00' }, false);
  expect(kinds(artefact)).toEqual([]);
  const response = await t.request('/monitoring/artefacts', { method: 'PUT', token: plant.owner, json: { artefact_id: artefact.id, batch_id: batchId } });
  expect(response.status).toBe(200);
  const attached = (await response.json()) as Artefact;
  expect(attached.batch_id).toBe(batchId);
  expect(kinds(attached)).toEqual(['outside_batch_time']);
});

test('the same file twice is a duplicate of the first, anywhere in the project', async () => {
  const photo = await makePhoto({ seed: 9001, wallTime: '2026:11:20 12:00:00' });
  const first = await uploadOk(t, plant.owner, { monitoring_id: plant.monitoring.id }, photo, 'first.jpg');
  const second = await uploadOk(t, plant.owner, { monitoring_id: plant.monitoring.id, batch_id: batchId }, photo, 'again.jpg');
  expect(second.sha256).toBe(first.sha256);
  await t.jobs.drain();
  expect(kinds(await artefactOf(t, plant.owner, first.id))).toEqual([]);
  const duplicate = await artefactOf(t, plant.owner, second.id);
  expect(kinds(duplicate)).toEqual(['duplicate']);
  expect(duplicate.flags[0].detail).toEqual({ first_artefact_id: first.id, first_file_name: 'first.jpg' });
});

test('the same picture saved again (other bytes) is a near-duplicate; another picture is not', async () => {
  const original = await makePhoto({ seed: 7001, quality: 95 });
  const resaved = await makePhoto({ seed: 7001, quality: 55 });
  const other = await makePhoto({ seed: 7002, quality: 95 });
  const a = await uploadOk(t, plant.owner, { monitoring_id: plant.monitoring.id }, original, 'a.jpg');
  await t.jobs.drain();
  const b = await uploadOk(t, plant.owner, { monitoring_id: plant.monitoring.id }, resaved, 'b.jpg');
  const c = await uploadOk(t, plant.owner, { monitoring_id: plant.monitoring.id }, other, 'c.jpg');
  await t.jobs.drain();
  const [first, near, different] = await Promise.all([a, b, c].map((artefact) => artefactOf(t, plant.owner, artefact.id)));
  expect(near.sha256).not.toBe(first.sha256);
  const distance = hammingDistance(first.perceptual_hash as string, near.perceptual_hash as string);
  expect(distance).toBeLessThanOrEqual(NEAR_DUPLICATE_MAX_DISTANCE);
  expect(near.flags.find((flag) => flag.kind === 'near_duplicate')?.detail).toEqual({ similar_artefact_id: first.id, distance, max_distance: NEAR_DUPLICATE_MAX_DISTANCE });
  expect(different.flags.map((flag) => flag.kind)).not.toContain('near_duplicate');
});
