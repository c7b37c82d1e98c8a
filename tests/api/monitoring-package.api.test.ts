import { execFileSync } from 'node:child_process';
import { createPublicKey, verify } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { manifestSchema, type MonitoringTrail, type PackageEstimate, type VerifyFiles } from '@/lib/schemas/monitoring-package';
import { anchorChangedChains } from '@/server/modules/audit/public';
import { createLogger } from '@/server/logger';
import { createTestApp, errorMessage, type TestApp } from './helpers/app';
import { addArtefact, addBatch, addEvidence, addReview, removeStored, sha256, storeOf, tamper } from './helpers/evidence-package';
import { createPlant, ingestOk, ok, share, type Plant } from './helpers/monitoring';

// Issue 22 items 8 and 9: the monitoring trail with its chain and anchor, the check of every stored
// file, and the verifier package of a batch or a period: every hash of its manifest matches its file, its signature
// holds with node's crypto and the key the platform publishes, and who may download it.

jest.setTimeout(180_000);

let t: TestApp;
let plant: Plant;
let owner: { token: string; id: string };
let reader: string;
let editor: string;
let stranger: string;
let batchId: string;
const photo = (seed: number, size = 50_000) => new Uint8Array(size).map((_, index) => (index * seed) % 256);
const artefacts: Record<string, Awaited<ReturnType<typeof addArtefact>>> = {};

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signIn({ name: 'Package Owner' });
  plant = await createPlant(t, owner.token);
  const people = await Promise.all(['reader', 'editor'].map((role) => t.signIn({ name: `Package ${role}`, email: `package.${role}@example.test` })));
  await share(t, owner.token, plant.projectId, 'package.reader@example.test', 'read');
  await share(t, owner.token, plant.projectId, 'package.editor@example.test', 'edit');
  [reader, editor] = people.map((person) => person.token);
  stranger = (await t.signIn({ name: 'Stranger' })).token;
  await ingestOk(t, plant.device.key, [
    { parameter: 'temperature', time: '2026-11-20T08:00:00Z', value: 560 },
    { parameter: 'temperature', time: '2026-11-20T09:00:00Z', value: 590 },
    { parameter: 'moisture', time: '2026-11-20T08:30:00Z', value: 12 },
  ]);
  const monitoringId = plant.monitoring.id;
  const batch = await addBatch(t, monitoringId, plant.reactor.id, 'B-2026-031', '2026-11-20T06:00:00Z', '2026-11-20T18:00:00Z');
  batchId = batch.id;
  const add = (name: string, fileName: string, bytes: Uint8Array, contentType = 'image/jpeg', tagged = true) =>
    addArtefact(t, { monitoringId, uploadedBy: owner.id, fileName, contentType, bytes, batchId: tagged ? batchId : null }).then((row) => (artefacts[name] = row));
  await add('kiln', 'kiln run.jpg', photo(3));
  await add('moisture', 'moisture.jpg', photo(5));
  await add('lab', 'lab report.pdf', new TextEncoder().encode('%PDF-1.7 lab figures'), 'application/pdf');
  await add('loose', 'kiln run.jpg', photo(7));
  await add('elsewhere', 'other.jpg', photo(11), 'image/jpeg', false);
  const kilnRecord = await addEvidence(t, {
    monitoringId,
    kind: 'kiln_run_photo',
    batchId,
    recordedAt: '2026-11-20T10:00:00Z',
    artefactIds: [artefacts.kiln.id],
    createdBy: owner.id,
  });
  const labRecord = await addEvidence(t, {
    monitoringId,
    kind: 'lab_analysis',
    batchId,
    recordedAt: '2026-11-20T12:00:00Z',
    artefactIds: [artefacts.lab.id],
    createdBy: owner.id,
    figures: { c_org: 0.78 },
  });
  await addEvidence(t, { monitoringId, kind: 'moisture_reading', batchId, recordedAt: '2026-11-20T08:30:00Z', artefactIds: [artefacts.moisture.id], createdBy: owner.id });
  await addReview(t, monitoringId, kilnRecord.id, owner.id, 'approved', null);
  await addReview(t, monitoringId, labRecord.id, owner.id, 'rejected', 'The sampling record is missing');
});

afterAll(async () => {
  await t?.close();
});

const packageOf = (query: string, token: string | undefined = owner.token) => t.request(`/monitoring/package?monitoring_id=${plant.monitoring.id}&${query}`, { token });
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

async function unzipped(query: string) {
  const response = await packageOf(query);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  return { files: unzipSync(new Uint8Array(await response.arrayBuffer())), response };
}

describe('the verifier package', () => {
  it('of a batch: every hash of its manifest matches its file, SHA256SUMS too, and its signature holds with the published key', async () => {
    const { files, response } = await unzipped(`batch_id=${batchId}`);
    expect(response.headers.get('content-disposition')).toContain('b-2026-031_verifier-package.zip');
    const manifest = manifestSchema.parse(JSON.parse(text(files['manifest.json'])));
    expect(manifest.scope).toMatchObject({ batch_id: batchId, batch_code: 'B-2026-031' });
    const paths = manifest.files.map((entry) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'files/kiln_run_photo/kiln run.jpg',
        'files/lab_analysis/lab report.pdf',
        'files/moisture_reading/moisture.jpg',
        'files/untagged/kiln run.jpg',
        'readings/Kiln one.csv',
        'kpis/kpis.json',
        'kpis/kpis.csv',
        'evidence/records.json',
        'report/period-report.pdf',
      ]),
    );
    expect(paths.some((path) => path.includes('other.jpg'))).toBe(false);
    for (const entry of manifest.files) {
      expect(files[entry.path]).toBeDefined();
      expect(sha256(files[entry.path])).toBe(entry.sha256);
      expect(files[entry.path].byteLength).toBe(entry.size);
    }
    expect(sha256(files['files/kiln_run_photo/kiln run.jpg'])).toBe(artefacts.kiln.sha256);
    const sums = text(files.SHA256SUMS).trim().split('\n');
    expect(sums.map((line) => line.split('  ')[1])).toEqual(expect.arrayContaining([...paths, 'manifest.json', 'manifest.csv']));
    for (const line of sums) expect(sha256(files[line.slice(66)])).toBe(line.slice(0, 64));
    expect(text(files['manifest.csv']).split('\r\n')[0]).toBe('path,size,sha256');

    const published = await t.request('/monitoring/package/public-key');
    expect(published.status).toBe(200);
    const pem = await published.text();
    expect(text(files['public-key.pem'])).toBe(pem);
    expect(verify(null, files['manifest.json'], createPublicKey(pem), files['manifest.json.sig'])).toBe(true);
    const forged = new Uint8Array(files['manifest.json']);
    forged[20] ^= 1;
    expect(verify(null, forged, createPublicKey(pem), files['manifest.json.sig'])).toBe(false);

    expect(text(files['report/period-report.pdf'].slice(0, 5))).toBe('%PDF-');
    expect(text(files['readings/Kiln one.csv'])).toContain('2026-11-20T09:00:00.000Z,temperature,°C,590');
    const records = JSON.parse(text(files['evidence/records.json'])) as {
      records: { kind: string; reviews: { verdict: string; comment: string | null }[]; files: { state: string }[] }[];
    };
    const lab = records.records.find((record) => record.kind === 'lab_analysis');
    expect(lab?.reviews).toEqual([expect.objectContaining({ verdict: 'rejected', comment: 'The sampling record is missing' })]);
    expect(lab?.files).toEqual([expect.objectContaining({ state: 'intact' })]);
    expect(JSON.parse(text(files['kpis/kpis.json']))[0]).toMatchObject({ reactor_id: plant.reactor.id, reactor_name: 'Kiln one' });
  });

  it('is checked offline with the README’s commands: sha256sum -c and openssl pkeyutl', async () => {
    const { files } = await unzipped(`batch_id=${batchId}`);
    const folder = mkdtempSync(path.join(tmpdir(), 'verifier-package-'));
    try {
      for (const [name, bytes] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
        writeFileSync(path.join(folder, name), bytes);
      }
      const sums = execFileSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: folder, encoding: 'utf8' });
      expect(sums.trim().split('\n')).toHaveLength(text(files.SHA256SUMS).trim().split('\n').length);
      expect(sums).not.toMatch(/FAILED/);
      const signature = ['pkeyutl', '-verify', '-pubin', '-inkey', 'public-key.pem', '-rawin', '-in', 'manifest.json', '-sigfile', 'manifest.json.sig'];
      expect(execFileSync('openssl', signature, { cwd: folder, encoding: 'utf8' })).toContain('Signature Verified Successfully');
      writeFileSync(path.join(folder, 'manifest.json'), `${text(files['manifest.json'])} `);
      expect(() => execFileSync('openssl', signature, { cwd: folder, stdio: 'pipe' })).toThrow();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('of a period holds the records dated in it, and the trail records the download with the manifest’s hash', async () => {
    const { files } = await unzipped('from=2026-11-20T00:00:00Z&to=2026-11-21T00:00:00Z');
    const manifest = manifestSchema.parse(JSON.parse(text(files['manifest.json'])));
    expect(manifest.scope).toMatchObject({ batch_id: null, from: '2026-11-20T00:00:00.000Z' });
    expect(manifest.files.filter((entry) => entry.path.startsWith('files/'))).toHaveLength(4);
    const trail = await ok<MonitoringTrail>(t, `/monitoring/trail?monitoring_id=${plant.monitoring.id}&page_size=100`, { token: owner.token });
    const downloaded = trail.items.filter((entry) => entry.action === 'package.downloaded').at(-1);
    expect(downloaded?.details).toMatchObject({ batch_id: null, manifest_sha256: sha256(files['manifest.json']), intact: 4 });
  });

  it('estimates the files and bytes before it is made', async () => {
    const estimate = await ok<PackageEstimate>(t, `/monitoring/package/estimate?monitoring_id=${plant.monitoring.id}&batch_id=${batchId}`, { token: reader });
    expect(estimate.files).toBe(4);
    expect(estimate.estimated_bytes).toBeGreaterThan(150_000);
    expect(estimate.file_name).toMatch(/verifier-package\.zip$/);
  });

  it('refuses a batch and a period together, half a period, and an unknown batch, saying why', async () => {
    let response = await packageOf(`batch_id=${batchId}&from=2026-11-20T00:00:00Z&to=2026-11-21T00:00:00Z`);
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toMatch(/batch .* or a period/);
    response = await packageOf('from=2026-11-20T00:00:00Z');
    expect(response.status).toBe(400);
    response = await packageOf(`batch_id=${plant.reactor.id}`);
    expect(response.status).toBe(404);
    expect(await errorMessage(response)).toBe('No batch of this monitoring has this id');
  });

  it('is downloaded by the owner, editors and readers; anyone else hears of no monitoring, and nobody without a token', async () => {
    for (const token of [owner.token, editor, reader]) {
      const response = await packageOf(`batch_id=${batchId}`, token);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const refused = await packageOf(`batch_id=${batchId}`, stranger);
    expect(refused.status).toBe(404);
    expect((await packageOf(`batch_id=${batchId}`, '')).status).toBe(401);
    expect((await t.request(`/monitoring/trail?monitoring_id=${plant.monitoring.id}`, { token: stranger })).status).toBe(404);
    expect((await t.request(`/monitoring/trail/verify?monitoring_id=${plant.monitoring.id}`, { token: stranger })).status).toBe(404);
  });
});

describe('the monitoring trail', () => {
  it('lists the events with the chain’s verification, and the anchor once the head is signed', async () => {
    let trail = await ok<MonitoringTrail>(t, `/monitoring/trail?monitoring_id=${plant.monitoring.id}&page_size=5`, { token: reader });
    expect(trail.items[0]).toMatchObject({ seq: 1, action: 'artefact.received', actor_name: 'Package Owner' });
    expect(trail.items[0].details).toMatchObject({ sha256: artefacts.kiln.sha256 });
    expect(trail.verification).toMatchObject({ valid: true, broken_at_seq: null });
    expect(trail.total).toBeGreaterThanOrEqual(5);
    await anchorChangedChains(t.database.db, storeOf(t), createLogger({ level: 'silent' }), new Date(Date.now() - 60_000));
    trail = await ok<MonitoringTrail>(t, `/monitoring/trail?monitoring_id=${plant.monitoring.id}`, { token: reader });
    expect(trail.anchor).toMatchObject({ seq: trail.total, hash: trail.verification.head_hash });
    expect(trail.verification.anchored_seq).toBe(trail.total);
  });
});

describe('verify files', () => {
  it('shows each stored file intact, altered or missing, and a package says so too', async () => {
    await tamper(t, artefacts.moisture, photo(13));
    await removeStored(t, artefacts.loose);
    const checked = await ok<VerifyFiles>(t, `/monitoring/trail/verify?monitoring_id=${plant.monitoring.id}`, { token: reader });
    const stateOf = (id: string) => checked.files.find((file) => file.artefact_id === id)?.state;
    expect(stateOf(artefacts.kiln.id)).toBe('intact');
    expect(stateOf(artefacts.moisture.id)).toBe('altered');
    expect(stateOf(artefacts.loose.id)).toBe('missing');
    expect(checked).toMatchObject({ intact: 3, altered: 1, missing: 1 });
    expect(checked.files.find((file) => file.artefact_id === artefacts.moisture.id)).toMatchObject({
      expected_sha256: artefacts.moisture.sha256,
      actual_sha256: sha256(photo(13)),
    });

    const { files } = await unzipped(`batch_id=${batchId}`);
    const records = JSON.parse(text(files['evidence/records.json'])) as { records: { kind: string; files: { state: string }[] }[]; unattached_files: { state: string }[] };
    expect(records.records.find((record) => record.kind === 'moisture_reading')?.files[0].state).toBe('altered');
    expect(records.unattached_files[0].state).toBe('missing');
    const manifest = manifestSchema.parse(JSON.parse(text(files['manifest.json'])));
    expect(manifest.files.some((entry) => entry.path === 'files/untagged/kiln run.jpg')).toBe(false);
  });
});
