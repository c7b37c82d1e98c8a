import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Artefact } from '@/lib/schemas/monitoring-artefacts';
import type { MobileUpload } from '@/lib/schemas/monitoring-mobile-uploads';
import type { Reactor, Site } from '@/lib/schemas/monitoring';
import { createTestApp, type TestApp } from './helpers/app';
import { artefactOf, insertBatch, logsOf, uploadArtefact, uploadOk } from './helpers/artefacts';
import { createPlant, ok, type Plant } from './helpers/monitoring';
import { HEIC_POSITION, heicPhoto } from '../helpers/heic-photo';

// Issue 22: a real HEIC photo as a phone takes it (HEVC in a HEIF file, EXIF with its capture time,
// its offset and its GPS position; tests/fixtures/make-heic-photo.sh) is taken as HEIC by its bytes, hashed, read,
// thumbnailed, and checked with its own time and place. Its position is a yard at Tours, whose batch ran from 06:00 to
// 18:00 UTC on 20 November 2026; the plant's first site, at Nakuru, lies some 6,000 km away.

jest.setTimeout(180_000);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

interface Yard {
  plant: Plant;
  toursBatch: string;
  nakuruBatch: string;
}

/**
 * A plant of its own for each test (the same picture sent again in one project would be a near-duplicate): its Nakuru
 * site, and a yard at Tours, where the photo was taken, with a reactor and its batch.
 */
async function yard(): Promise<Yard> {
  const plant = await createPlant(t);
  const token = plant.owner;
  const site = await ok<Site>(t, '/monitoring/sites', {
    token,
    json: { monitoring_id: plant.monitoring.id, name: 'Tours yard', address: null, ...HEIC_POSITION, time_zone: 'Europe/Paris' },
  });
  const reactor = await ok<Reactor>(t, '/monitoring/reactor', {
    token,
    json: { site_id: site.id, name: 'Kiln Loire', model: 'PK-500', oem_name: 'Pyro Works', capacity_t_per_year: 800, commissioned_on: '2026-03-01' },
  });
  return {
    plant,
    toursBatch: await insertBatch(t, plant.monitoring.id, reactor.id, '2026-11-20T06:00:00Z', '2026-11-20T18:00:00Z'),
    nakuruBatch: await insertBatch(t, plant.monitoring.id, plant.reactor.id, '2026-11-21T06:00:00Z', '2026-11-21T18:00:00Z'),
  };
}

afterAll(async () => {
  await t?.close();
});

const kinds = (artefact: Artefact) => artefact.flags.map((flag) => flag.kind).sort();

async function sent(plant: Plant, takenAt: string, batchId: string, name: string): Promise<{ artefact: Artefact; bytes: Buffer }> {
  const bytes = heicPhoto(new Date(takenAt));
  const uploaded = await uploadOk(t, plant.owner, { monitoring_id: plant.monitoring.id, batch_id: batchId }, bytes, name, 'image/heic');
  await t.jobs.drain();
  return { artefact: await artefactOf(t, plant.owner, uploaded.id), bytes };
}

test('a HEIC photo taken during its batch at its site: stored as HEIC, hashed, read, thumbnailed, every check passed', async () => {
  const { plant, toursBatch } = await yard();
  const { artefact, bytes } = await sent(plant, '2026-11-20T12:00:00Z', toursBatch, 'IMG_0412.HEIC');
  expect(artefact.content_type).toBe('image/heic');
  expect(artefact.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
  expect(artefact.state).toBe('ready');
  expect(artefact.captured_at).toBe('2026-11-20T12:00:00.000Z');
  expect(artefact.latitude).toBeCloseTo(HEIC_POSITION.latitude, 6);
  expect(artefact.longitude).toBeCloseTo(HEIC_POSITION.longitude, 6);
  expect(artefact.has_capture_data).toBe(true);
  expect(artefact.has_thumbnail).toBe(true);
  expect(artefact.perceptual_hash).toMatch(/^[0-9a-f]{16}$/);
  expect(kinds(artefact)).toEqual([]);

  const thumbnail = await t.request(`/monitoring/artefacts?artefact_id=${artefact.id}&content=thumbnail`, { token: plant.owner });
  expect(thumbnail.status).toBe(200);
  const metadata = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
  expect(metadata).toMatchObject({ format: 'jpeg', width: 256, height: 192 });

  const { items } = await logsOf(t, plant.owner, `monitoring_id=${plant.monitoring.id}&artefact_id=${artefact.id}`);
  const step = (name: string) => items[0].steps.find((each) => each.step === name)?.detail;
  expect(step('exif_read')).toMatchObject({ found: true, captured_at: '2026-11-20T12:00:00.000Z', time_source: 'offset' });
  expect(step('thumbnail_made')).toMatchObject({ made: true });
  expect(step('checks_run')).toMatchObject({ checks: { time: { result: 'passed' }, distance: { result: 'passed' } } });
});

test('its own capture time and position drive the checks: 2 h and a second early, and far from another batch’s site', async () => {
  // Each photo in a plant of its own: the same picture twice in a project is a near-duplicate.
  const [one, two, three] = [await yard(), await yard(), await yard()];
  const early = await sent(one.plant, '2026-11-20T03:59:59Z', one.toursBatch, 'IMG_0413.HEIC');
  expect(kinds(early.artefact)).toEqual(['outside_batch_time']);
  expect(early.artefact.flags[0].detail).toMatchObject({ batch_id: one.toursBatch, tolerance_hours: 2 });
  const atTolerance = await sent(two.plant, '2026-11-20T04:00:00Z', two.toursBatch, 'IMG_0414.HEIC');
  expect(kinds(atTolerance.artefact)).toEqual([]);
  const far = await sent(three.plant, '2026-11-21T12:00:00Z', three.nakuruBatch, 'IMG_0415.HEIC');
  expect(kinds(far.artefact)).toEqual(['far_from_site']);
  expect(far.artefact.flags[0].detail).toMatchObject({ site_id: three.plant.site.id, tolerance_m: 500 });
  expect(Number(far.artefact.flags[0].detail.metres)).toBeGreaterThan(5_000_000);
});

test('the bytes decide: a HEIC declared as a JPEG is refused, and nothing is kept', async () => {
  const { plant } = await yard();
  const bytes = heicPhoto(new Date('2026-11-20T12:00:00Z'));
  const before = (await ok<{ items: Artefact[] }>(t, `/monitoring/artefacts?monitoring_id=${plant.monitoring.id}`, { token: plant.owner })).items.length;
  const response = await uploadArtefact(t, plant.owner, { monitoring_id: plant.monitoring.id }, bytes, 'IMG_0416.jpg', 'image/jpeg');
  expect(response.status).toBe(415);
  expect(((await response.json()) as { detail: Record<string, unknown> }).detail).toMatchObject({ code: 'artefact_type_mismatch' });
  expect((await ok<{ items: Artefact[] }>(t, `/monitoring/artefacts?monitoring_id=${plant.monitoring.id}`, { token: plant.owner })).items).toHaveLength(before);
});

describe('from a phone (R-22.16–R-22.19)', () => {
  const declareAndSend = async (plant: Plant, bytes: Buffer, contentType: string) => {
    const id = randomUUID();
    const declared = await t.request('/monitoring/mobileuploads', {
      token: plant.owner,
      json: { id, monitoring_id: plant.monitoring.id, file_name: 'IMG_0420.HEIC', content_type: contentType, size: bytes.length, evidence_kind: 'kiln_run_photo' },
    });
    expect(declared.status).toBe(200);
    const last = await t.request(`/monitoring/mobileuploads_item?id=${id}&offset=0`, {
      method: 'PUT',
      token: plant.owner,
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(bytes),
    });
    return { id, last };
  };

  it('a HEIC the phone gives no type (as many browsers do) completes as HEIC, read by its bytes', async () => {
    const { plant } = await yard();
    const { last } = await declareAndSend(plant, heicPhoto(new Date('2026-11-20T12:00:00Z')), 'application/octet-stream');
    expect(last.status).toBe(200);
    const done = (await last.json()) as MobileUpload;
    expect(done.state).toBe('received');
    await t.jobs.drain();
    const artefact = await artefactOf(t, plant.owner, done.artefact_id as string);
    expect(artefact).toMatchObject({ content_type: 'image/heic', source: 'phone', captured_at: '2026-11-20T12:00:00.000Z', has_thumbnail: true });
  });

  it('a HEIC the phone declared a JPEG is refused when it completes: the upload ends failed, no file is kept', async () => {
    const { plant } = await yard();
    const { id, last } = await declareAndSend(plant, heicPhoto(new Date('2026-11-20T12:00:00Z')), 'image/jpeg');
    expect(last.status).toBe(415);
    expect(((await last.json()) as { detail: Record<string, unknown> }).detail).toMatchObject({ code: 'artefact_type_mismatch' });
    const upload = await ok<MobileUpload>(t, `/monitoring/mobileuploads_item?id=${id}`, { token: plant.owner });
    expect(upload).toMatchObject({ state: 'failed', artefact_id: null });
    expect((await ok<{ items: Artefact[] }>(t, `/monitoring/artefacts?monitoring_id=${plant.monitoring.id}`, { token: plant.owner })).items).toHaveLength(0);
  });
});
