import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { ARTEFACT_MAX_BYTES } from '@/lib/schemas/monitoring-artefact-constants';
import { ApiError } from '@/server/http/errors';
import { findArtefacts, flagsOf, logOf, receiveArtefact, type ArtefactDeps } from '@/server/modules/artefacts/public';
import { LocalFileStore } from '@/server/storage/local-store';
import { createTestApp, type TestApp } from './helpers/app';
import { createPlant, type Plant } from './helpers/monitoring';
import { makePhoto } from './helpers/photos';

// Issue 22: the intake contract other tracks call. The server hashes the bytes as they arrive, checks them
// against the declared type and the size limit, logs `received` and `hashed`, appends to the monitoring trail and
// queues the processing.

jest.setTimeout(120_000);

let t: TestApp;
let plant: Plant;
let deps: ArtefactDeps;
let ownerId: string;

beforeAll(async () => {
  t = await createTestApp();
  plant = await createPlant(t);
  ownerId = ((await t.request('/me', { token: plant.owner }).then((response) => response.json())) as { id: string }).id;
  deps = { db: t.database.db, storage: new LocalFileStore(t.storageDir), jobs: t.jobs };
});

afterAll(async () => {
  await t?.close();
});

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const input = (body: Uint8Array | Readable, declaredType: string, fileName = 'photo.jpg') => ({
  monitoringId: plant.monitoring.id,
  uploadedBy: ownerId,
  source: 'desktop' as const,
  fileName,
  declaredType,
  body,
});

async function storedCount(): Promise<number> {
  const result = (await t.database.db.execute(sql`select count(*)::int as n from monitoring_artefacts`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0].n);
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

test('a photo streamed in is stored with the SHA-256 the server computes, logged, on the trail, and queued', async () => {
  // What other modules queue at start (the OEM matching sweep) runs first, so that the one job counted below is the photo's.
  await t.jobs.drain();
  const photo = await makePhoto({ seed: 3 });
  const chunks = [photo.subarray(0, 5), photo.subarray(5, 40), photo.subarray(40)];
  const row = await receiveArtefact(deps, input(Readable.from(chunks), 'image/jpeg'));
  expect(row.sha256).toBe(sha(photo));
  expect(row.size).toBe(photo.byteLength);
  expect(row.contentType).toBe('image/jpeg');
  expect(row.state).toBe('received');
  const steps = await logOf(t.database.db, plant.monitoring.id, [row.id]);
  expect(steps.map((step) => step.step)).toEqual(['received', 'hashed']);
  expect(steps[1].detail).toEqual({ sha256: sha(photo) });
  const trail = (await t.database.db.execute(sql`select action, details from audit_events where target_type = 'monitoring' and target_id = ${plant.monitoring.id}`)) as unknown as {
    rows: { action: string; details: Record<string, unknown> }[];
  };
  expect(trail.rows).toContainEqual({ action: 'artefact.received', details: { artefact_id: row.id, sha256: sha(photo), size: photo.byteLength, file_name: 'photo.jpg' } });
  expect(await t.jobs.drain()).toBe(1);
  const [processed] = await findArtefacts(t.database.db, plant.monitoring.id, [row.id]);
  expect(processed.state).toBe('ready');
  expect(processed.perceptualHash).toMatch(/^[0-9a-f]{16}$/);
  expect(processed.thumbnailPath).not.toBeNull();
  expect((await flagsOf(t.database.db, plant.monitoring.id, [row.id])).map((flag) => flag.kind)).toEqual(['no_capture_data']);
});

test('bytes that are not the declared type are refused, and nothing is kept', async () => {
  const before = await storedCount();
  const files = (await deps.storage.list('monitoring')).length;
  const jpeg = await makePhoto({ seed: 4 });
  const mismatch = await refusal(receiveArtefact(deps, input(jpeg, 'application/pdf', 'report.pdf')));
  expect(mismatch.status).toBe(415);
  expect(mismatch.message).toBe('The file was declared as a PDF document but its content is a JPEG photo');
  const unknownType = await refusal(receiveArtefact(deps, input(Buffer.from('hello'), 'application/zip', 'a.zip')));
  expect(unknownType.status).toBe(415);
  const binaryAsCsv = await refusal(receiveArtefact(deps, input(Buffer.from([0x41, 0x00, 0x42]), 'text/csv', 'lab.csv')));
  expect(binaryAsCsv.status).toBe(415);
  const empty = await refusal(receiveArtefact(deps, input(Buffer.alloc(0), 'image/jpeg')));
  expect(empty.status).toBe(400);
  expect(await storedCount()).toBe(before);
  expect((await deps.storage.list('monitoring')).length).toBe(files);
});

test('a file over its kind’s limit is refused with the limit; one at the limit is accepted', async () => {
  const limit = ARTEFACT_MAX_BYTES.csv;
  const line = 'sample,c_org\n';
  const atLimit = Buffer.alloc(limit, 'a');
  atLimit.write(line);
  const accepted = await receiveArtefact(deps, input(atLimit, 'text/csv', 'lab.csv'));
  expect(accepted.size).toBe(limit);
  const over = Buffer.alloc(limit + 1, 'a');
  const tooLarge = await refusal(receiveArtefact(deps, input(Readable.from([over.subarray(0, 1000), over.subarray(1000)]), 'text/csv', 'lab.csv')));
  expect(tooLarge.status).toBe(413);
  expect(tooLarge.extra).toMatchObject({ code: 'artefact_too_large', params: { kind: 'csv', limit_bytes: limit } });
});

test('a HEIC the server cannot decode is accepted, its log saying no thumbnail', async () => {
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64, 7)]);
  const row = await receiveArtefact(deps, input(heic, 'image/heic', 'IMG_0001.HEIC'));
  expect(row.contentType).toBe('image/heic');
  await t.jobs.drain();
  const steps = await logOf(t.database.db, plant.monitoring.id, [row.id]);
  expect(steps.find((step) => step.step === 'thumbnail_made')?.detail).toEqual({ made: false, reason: 'cannot_decode', perceptual_hash: null });
  expect(steps.map((step) => step.step)).toContain('checks_run');
});
