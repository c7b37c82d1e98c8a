import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ARTEFACT_MAX_BYTES } from '@/lib/schemas/monitoring-artefact-constants';
import { createJobQueue } from '@/server/jobs';
import { createLogger } from '@/server/logger';
import { registerArtefactProcessing } from '@/server/modules/artefacts/process';
import { LocalFileStore } from '@/server/storage/local-store';
import { createTestApp, errorMessage, type TestApp } from './helpers/app';
import { artefactOf, artefactsOf, insertBatch, logsOf, uploadArtefact, uploadOk } from './helpers/artefacts';
import { createPlant, share, type Plant } from './helpers/monitoring';
import { makePhoto } from './helpers/photos';
import { PDF } from './helpers/access-calls';

// Issue 22: `/monitoring/artefacts` and `/monitoring/mobile-upload-logs` over HTTP: uploads hashed
// by the server and refused when their bytes lie or are too large, lists and their filters, bytes and thumbnails,
// the processing log, who may do what, and processing that survives a restart.

jest.setTimeout(180_000);

let t: TestApp;
let plant: Plant;
let editor: { token: string; id: string };
let reader: string;
let batchId: string;

beforeAll(async () => {
  t = await createTestApp();
  plant = await createPlant(t);
  editor = await t.signIn({ name: 'Editor', email: 'artefacts.editor@example.test' });
  reader = (await t.signIn({ name: 'Reader', email: 'artefacts.reader@example.test' })).token;
  await share(t, plant.owner, plant.projectId, 'artefacts.editor@example.test', 'edit');
  await share(t, plant.owner, plant.projectId, 'artefacts.reader@example.test', 'read');
  batchId = await insertBatch(t, plant.monitoring.id, plant.reactor.id, '2026-11-20T06:00:00Z', '2026-11-20T18:00:00Z');
});

afterAll(async () => {
  await t?.close();
});

const monitoring = () => ({ monitoring_id: plant.monitoring.id });

test('an upload answers the SHA-256 the server computed; its bytes and thumbnail come back', async () => {
  const photo = await makePhoto({ seed: 501, width: 800, height: 600 });
  const artefact = await uploadOk(t, editor.token, { ...monitoring(), batch_id: batchId, evidence_kind: 'kiln_run_photo' }, photo, 'kiln.jpg');
  expect(artefact).toMatchObject({
    sha256: createHash('sha256').update(photo).digest('hex'),
    kind: 'photo',
    source: 'desktop',
    uploaded_by: editor.id,
    uploader_name: 'Editor',
    evidence_kind: 'kiln_run_photo',
  });
  await t.jobs.drain();
  // the list names the uploader too (the manager's files page shows who sent each file).
  const listed = await t.request(`/monitoring/artefacts?monitoring_id=${plant.monitoring.id}`, { token: reader });
  const { items } = (await listed.json()) as { items: { id: string; uploader_name: string | null }[] };
  expect(items.find((item) => item.id === artefact.id)?.uploader_name).toBe('Editor');
  const original = await t.request(`/monitoring/artefacts?artefact_id=${artefact.id}&content=original`, { token: reader });
  expect(original.status).toBe(200);
  expect(original.headers.get('content-type')).toBe('image/jpeg');
  expect(original.headers.get('etag')).toBe(`"${artefact.sha256}"`);
  expect(Buffer.from(await original.arrayBuffer()).equals(photo)).toBe(true);
  const thumbnail = await t.request(`/monitoring/artefacts?artefact_id=${artefact.id}&content=thumbnail`, { token: reader });
  expect(thumbnail.status).toBe(200);
  const size = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
  expect([size.format, size.width, size.height]).toEqual(['jpeg', 320, 240]);
});

test('a file whose bytes are not its declared type is refused (415) with the reason; a file too large (413)', async () => {
  const lying = await uploadArtefact(t, plant.owner, monitoring(), PDF, 'photo.jpg', 'image/jpeg');
  expect(lying.status).toBe(415);
  expect(await errorMessage(lying)).toBe('The file was declared as a JPEG photo but its content is a PDF document');
  const zip = await uploadArtefact(t, plant.owner, monitoring(), PDF, 'a.zip', 'application/zip');
  expect(zip.status).toBe(415);
  const large = await uploadArtefact(t, plant.owner, monitoring(), Buffer.alloc(ARTEFACT_MAX_BYTES.csv + 1, 'a'), 'lab.csv', 'text/csv');
  expect(large.status).toBe(413);
  expect(((await large.json()) as { detail: Record<string, unknown> }).detail).toMatchObject({ code: 'artefact_too_large', params: { kind: 'csv' } });
  const noBatch = await uploadArtefact(t, plant.owner, { ...monitoring(), batch_id: '00000000-0000-4000-8000-000000000000' }, PDF, 'lab.pdf', 'application/pdf');
  expect(noBatch.status).toBe(404);
});

test('the list filters by batch, kind and flags, newest first, page by page', async () => {
  const pdf = await uploadOk(t, plant.owner, { ...monitoring(), batch_id: batchId }, PDF, 'analysis.pdf', 'application/pdf');
  const csv = await uploadOk(t, plant.owner, monitoring(), Buffer.from('sample,c_org\nA,0.8\n'), 'lab.csv', 'text/csv');
  const bare = await uploadOk(t, plant.owner, monitoring(), await makePhoto({ seed: 502 }), 'bare.jpg');
  await t.jobs.drain();
  const ids = (list: { items: { id: string }[] }) => list.items.map((item) => item.id);
  expect(ids(await artefactsOf(t, reader, `monitoring_id=${plant.monitoring.id}&kind=pdf`))).toEqual([pdf.id]);
  expect(ids(await artefactsOf(t, reader, `monitoring_id=${plant.monitoring.id}&kind=csv`))).toEqual([csv.id]);
  expect(ids(await artefactsOf(t, reader, `monitoring_id=${plant.monitoring.id}&batch_id=${batchId}&kind=pdf`))).toEqual([pdf.id]);
  const flagged = await artefactsOf(t, reader, `monitoring_id=${plant.monitoring.id}&flagged=true`);
  expect(ids(flagged)).toContain(bare.id);
  expect(ids(flagged)).not.toContain(csv.id);
  expect(ids(await artefactsOf(t, reader, `monitoring_id=${plant.monitoring.id}&flagged=false`))).toContain(csv.id);
  const first = await artefactsOf(t, reader, `monitoring_id=${plant.monitoring.id}&limit=2`);
  expect(ids(first)).toEqual([bare.id, csv.id]);
  const second = await artefactsOf(t, reader, `monitoring_id=${plant.monitoring.id}&limit=2&before_id=${first.next_before_id}`);
  expect(ids(second)[0]).toBe(pdf.id);
  expect((await t.request(`/monitoring/artefacts?artefact_id=${csv.id}&content=thumbnail`, { token: reader })).status).toBe(404);
  expect((await t.request(`/monitoring/artefacts?monitoring_id=${plant.monitoring.id}&artefact_id=${csv.id}`, { token: reader })).status).toBe(400);
});

test('the processing log shows each step with its time; `mine` keeps the caller’s own uploads', async () => {
  const own = await uploadOk(t, editor.token, monitoring(), await makePhoto({ seed: 503, wallTime: '2026:11:20 12:00:00' }), 'mine.jpg');
  await t.jobs.drain();
  const { items } = await logsOf(t, editor.token, `monitoring_id=${plant.monitoring.id}&artefact_id=${own.id}`);
  expect(items[0].steps.map((step) => step.step)).toEqual(['received', 'hashed', 'exif_read', 'thumbnail_made', 'checks_run']);
  expect(items[0].steps[2].detail).toMatchObject({ found: true, captured_at: '2026-11-20T09:00:00.000Z', time_source: 'site_time_zone' });
  const times = items[0].steps.map((step) => Date.parse(step.at));
  expect([...times].sort((a, b) => a - b)).toEqual(times);
  const mine = await logsOf(t, editor.token, `monitoring_id=${plant.monitoring.id}&mine=true`);
  expect(new Set(mine.items.map((item) => item.uploaded_by))).toEqual(new Set([editor.id]));
  const all = await logsOf(t, plant.owner, `monitoring_id=${plant.monitoring.id}`);
  expect(all.items.length).toBeGreaterThan(mine.items.length);
});

test('readers read but never upload or tag; strangers find nothing; visitors must sign in', async () => {
  const stranger = (await t.signIn({ name: 'Stranger' })).token;
  const [one] = (await artefactsOf(t, plant.owner, `monitoring_id=${plant.monitoring.id}&limit=1`)).items;
  expect((await uploadArtefact(t, reader, monitoring(), PDF, 'x.pdf', 'application/pdf')).status).toBe(403);
  expect((await t.request('/monitoring/artefacts', { method: 'PUT', token: reader, json: { artefact_id: one.id, batch_id: null } })).status).toBe(403);
  expect((await t.request(`/monitoring/artefacts?artefact_id=${one.id}`, { token: stranger })).status).toBe(404);
  expect((await t.request(`/monitoring/mobile-upload-logs?monitoring_id=${plant.monitoring.id}`, { token: stranger })).status).toBe(404);
  expect((await t.request(`/monitoring/artefacts?monitoring_id=${plant.monitoring.id}`)).status).toBe(401);
  expect((await artefactOf(t, reader, one.id)).id).toBe(one.id);
});

test('processing queued before a restart is done by the next instance', async () => {
  const artefact = await uploadOk(t, plant.owner, monitoring(), await makePhoto({ seed: 504 }), 'before-restart.jpg');
  expect(artefact.state).toBe('received');
  // A new process: a fresh queue on the same database, the module's handler registered on it.
  const restarted = createJobQueue(t.database.db, { logger: createLogger({ level: 'silent' }), instanceId: 'after-restart' });
  registerArtefactProcessing({ db: t.database.db, storage: new LocalFileStore(t.storageDir), jobs: restarted }, createLogger({ level: 'silent' }));
  expect(await restarted.drain()).toBe(1);
  expect((await artefactOf(t, plant.owner, artefact.id)).state).toBe('ready');
});
