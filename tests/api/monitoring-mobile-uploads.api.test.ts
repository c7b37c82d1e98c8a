// Field uploads from a phone (issue 22 item 5, R-22.15– ): resumable parts at the server's offset, the same
// phone id stored once, field staff confined to their own uploads and refused everywhere else, on PGlite and PostgreSQL.
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ARTEFACT_MAX_BYTES } from '@/lib/schemas/monitoring-artefact-constants';
import { MAX_MOBILE_UPLOAD_BYTES, MOBILE_UPLOAD_PART_BYTES, type MobileUpload, type MobileUploadItem, type MobileUploadList } from '@/lib/schemas/monitoring-mobile-uploads';
import { monitoringArtefacts } from '@/server/db/schema';
import { makePhoto } from '../helpers/exif-photo';
import { createTestApp, type TestApp } from './helpers/app';
import { createPlant, ok, type Plant } from './helpers/monitoring';

jest.setTimeout(120_000);

let t: TestApp;
let plant: Plant;
const field = { token: '', email: 'field.hand@example.test' };
const reader = { token: '', email: 'plant.reader@example.test' };
let stranger: string;

beforeAll(async () => {
  t = await createTestApp();
  plant = await createPlant(t);
  field.token = (await t.signIn({ name: 'Field Hand', email: field.email })).token;
  reader.token = (await t.signIn({ name: 'Plant Reader', email: reader.email })).token;
  stranger = (await t.signIn({ name: 'Stranger' })).token;
  await ok(t, '/share', { token: plant.owner, json: { kind: 'invite', project_id: plant.projectId, email: field.email, right: 'field' } });
  await ok(t, '/share', { token: plant.owner, json: { kind: 'invite', project_id: plant.projectId, email: reader.email, right: 'read' } });
});

afterAll(() => t?.close());

const photo = makePhoto({ takenAt: new Date('2026-11-20T10:30:00Z'), latitude: -0.3031, longitude: 36.08, seed: 7, size: 256 });

function declare(token: string, id: string, bytes: Buffer = photo, extra: Record<string, unknown> = {}) {
  return t.request('/monitoring/mobileuploads', {
    token,
    json: { id, monitoring_id: plant.monitoring.id, file_name: 'kiln.jpg', content_type: 'image/jpeg', size: bytes.length, evidence_kind: 'kiln_run_photo', ...extra },
  });
}

function sendPart(token: string, id: string, offset: number, bytes: Buffer) {
  return t.request(`/monitoring/mobileuploads_item?id=${id}&offset=${offset}`, {
    method: 'PUT',
    token,
    headers: { 'content-type': 'application/octet-stream' },
    body: new Uint8Array(bytes),
  });
}

async function artefactsOf(id: string) {
  return t.database.db.select().from(monitoringArtefacts).where(eq(monitoringArtefacts.id, id));
}

async function artefactCount(): Promise<number> {
  return (await t.database.db.select().from(monitoringArtefacts).where(eq(monitoringArtefacts.monitoringId, plant.monitoring.id))).length;
}

describe('a resumable upload (R-22.18, R-22.19)', () => {
  it('takes parts at the offset the server holds, refuses another offset with it, and completes into one artefact', async () => {
    const id = randomUUID();
    const declared = (await (await declare(field.token, id)).json()) as MobileUpload;
    expect(declared).toMatchObject({ id, received_bytes: 0, state: 'receiving', artefact_id: null, size: photo.length });

    const half = Math.floor(photo.length / 2);
    const first = await sendPart(field.token, id, 0, photo.subarray(0, half));
    expect(first.status).toBe(200);
    expect(((await first.json()) as MobileUpload).received_bytes).toBe(half);

    const again = await sendPart(field.token, id, 0, photo.subarray(0, half));
    expect(again.status).toBe(409);
    expect(((await again.json()) as { detail: { expected_offset: number; reason: string } }).detail).toMatchObject({ expected_offset: half, reason: 'wrong_offset' });

    const ahead = await sendPart(field.token, id, half + 10, photo.subarray(half + 10));
    expect(ahead.status).toBe(409);

    const resumed = await ok<MobileUpload>(t, `/monitoring/mobileuploads_item?id=${id}`, { token: field.token });
    expect(resumed.received_bytes).toBe(half);

    const last = await sendPart(field.token, id, half, photo.subarray(half));
    expect(last.status).toBe(200);
    const done = (await last.json()) as MobileUpload;
    expect(done).toMatchObject({ state: 'received', received_bytes: photo.length });
    const [artefact] = await artefactsOf(done.artefact_id!);
    // The uploader reads the processing log with the upload itself.
    const item = await ok<MobileUploadItem>(t, `/monitoring/mobileuploads_item?id=${id}`, { token: field.token });
    expect(item.log.map((step) => step.step)).toEqual(expect.arrayContaining(['received', 'hashed']));
    expect(artefact).toMatchObject({ source: 'phone', size: photo.length, evidenceKind: 'kiln_run_photo', sha256: createHash('sha256').update(photo).digest('hex') });
  });

  it('refuses a part that goes past the declared size, and an empty one', async () => {
    const id = randomUUID();
    await declare(field.token, id);
    expect((await sendPart(field.token, id, 0, Buffer.concat([photo, Buffer.from('more')]))).status).toBe(400);
    expect((await sendPart(field.token, id, 0, Buffer.alloc(0))).status).toBe(400);
    expect((await ok<MobileUpload>(t, `/monitoring/mobileuploads_item?id=${id}`, { token: field.token })).received_bytes).toBe(0);
  });

  it('refuses on completion a file over its type’s limit, under what a phone may declare: the upload ends failed, nothing kept (R-22.17)', async () => {
    const id = randomUUID();
    const csv = Buffer.alloc(ARTEFACT_MAX_BYTES.csv + 1, 'day,feedstock_t\n2026-11-20,4.2\n');
    expect(csv.length).toBeLessThan(MAX_MOBILE_UPLOAD_BYTES);
    const before = await artefactCount();
    expect((await declare(field.token, id, csv, { file_name: 'kiln-log.csv', content_type: 'text/csv', evidence_kind: null })).status).toBe(200);
    let last: Response | undefined;
    for (let offset = 0; offset < csv.length; offset += MOBILE_UPLOAD_PART_BYTES) {
      last = await sendPart(field.token, id, offset, csv.subarray(offset, offset + MOBILE_UPLOAD_PART_BYTES));
      if (offset + MOBILE_UPLOAD_PART_BYTES < csv.length) expect(last.status).toBe(200);
    }
    expect(last!.status).toBe(413);
    expect(((await last!.json()) as { detail: Record<string, unknown> }).detail).toMatchObject({ code: 'artefact_too_large' });
    expect(await ok<MobileUpload>(t, `/monitoring/mobileuploads_item?id=${id}`, { token: field.token })).toMatchObject({ state: 'failed', artefact_id: null });
    expect(await artefactCount()).toBe(before);
  });
});

describe('the same phone id (R-22.16, R-22.19)', () => {
  it('answers the same upload and never makes a second artefact', async () => {
    const id = randomUUID();
    const bytes = makePhoto({ takenAt: new Date('2026-11-20T11:00:00Z'), seed: 11, size: 128 });
    await declare(field.token, id, bytes);
    const before = await artefactCount();
    const [a, b] = await Promise.all([sendPart(field.token, id, 0, bytes), sendPart(field.token, id, 0, bytes)]);
    // One of two parts sent at once counts; the other is refused with the offset, or answered the finished upload.
    expect([a.status, b.status]).toContain(200);
    expect([200, 409]).toEqual(expect.arrayContaining([a.status, b.status]));
    const first = (await ok<MobileUpload>(t, `/monitoring/mobileuploads_item?id=${id}`, { token: field.token })).artefact_id;
    expect(first).not.toBeNull();

    const redeclared = (await (await declare(field.token, id, bytes)).json()) as MobileUpload;
    expect(redeclared).toMatchObject({ id, state: 'received', artefact_id: first });
    const resent = (await (await sendPart(field.token, id, 0, bytes)).json()) as MobileUpload;
    expect(resent.artefact_id).toBe(first);
    expect(await artefactCount()).toBe(before + 1);
  });

  it('refuses an id already used for another file', async () => {
    const id = randomUUID();
    await declare(field.token, id);
    expect((await declare(field.token, id, Buffer.alloc(10))).status).toBe(409);
    expect((await declare(plant.owner, id)).status).toBe(409);
  });
});

describe('field staff (R-22.15)', () => {
  it('see nothing of the project but their own uploads', async () => {
    const asField = (path: string) => t.request(path, { token: field.token });
    expect((await asField(`/project?id=${plant.projectId}`)).status).toBe(404);
    expect((await asField(`/monitoring/create?project_id=${plant.projectId}`)).status).toBe(404);
    expect((await asField(`/monitoring/sites?monitoring_id=${plant.monitoring.id}`)).status).toBe(404);
    expect((await asField(`/monitoring/reactor?reactor_id=${plant.reactor.id}`)).status).toBe(404);
    expect((await asField(`/share?project_id=${plant.projectId}`)).status).toBe(404);
    const projects = (await (await asField('/projects')).json()) as { items: { id: string }[] };
    expect(projects.items.map((item) => item.id)).not.toContain(plant.projectId);
    const fleet = JSON.stringify(await (await asField('/monitoring/fleet')).json());
    expect(fleet).not.toContain(plant.reactor.id);
  });

  it('list only their own uploads, and see the monitoring as a target', async () => {
    const ownerUpload = randomUUID();
    expect((await declare(plant.owner, ownerUpload)).status).toBe(200);
    const list = await ok<MobileUploadList>(t, '/monitoring/mobileuploads', { token: field.token });
    expect(list.targets.map((target) => target.monitoring_id)).toContain(plant.monitoring.id);
    expect(list.uploads.length).toBeGreaterThan(0);
    expect(list.uploads.map((upload) => upload.id)).not.toContain(ownerUpload);
    // Another person's upload is a 404, the owner's to field staff and field staff's to the owner alike.
    expect((await t.request(`/monitoring/mobileuploads_item?id=${ownerUpload}`, { token: field.token })).status).toBe(404);
    expect((await sendPart(field.token, ownerUpload, 0, photo)).status).toBe(404);
    const fieldUpload = list.uploads[0].id;
    expect((await t.request(`/monitoring/mobileuploads_item?id=${fieldUpload}`, { token: plant.owner })).status).toBe(404);
  });

  it('are the only grantees besides owner and editors who may upload: a reader gets 403, a stranger 404', async () => {
    expect((await declare(reader.token, randomUUID())).status).toBe(403);
    expect((await declare(stranger, randomUUID())).status).toBe(404);
    const list = await ok<MobileUploadList>(t, '/monitoring/mobileuploads', { token: reader.token });
    expect(list.targets).toEqual([]);
    expect((await t.request('/monitoring/mobileuploads', { token: stranger })).status).toBe(200);
    expect((await t.request('/monitoring/mobileuploads')).status).toBe(401);
  });

  it('are invited by e-mail only: an access key cannot carry the field right', async () => {
    const response = await t.request('/share', { token: plant.owner, json: { kind: 'access_key', project_id: plant.projectId, label: 'Yard phone', right: 'field' } });
    expect(response.status).toBe(422);
  });

  it('cannot tag a batch of another monitoring', async () => {
    expect((await declare(field.token, randomUUID(), photo, { batch_id: randomUUID() })).status).toBe(422);
  });
});
