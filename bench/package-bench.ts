// The verifier package's bench (issue 22, R-22.26): a package of 2,000 photos streamed over HTTP from a server in a
// process of its own, its time and that server's peak memory (target: under 300 MB), read from /proc while the package
// streams. `BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/package-bench.ts` (PostgreSQL:
// two processes share the database). BENCH_PACKAGE_PHOTOS and BENCH_PACKAGE_PHOTO_KB change the photos' number (2,000)
// and size (1,024 KB).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitoringArtefacts, productionBatches } from '@/server/db/schema';
import { containerNames, newObjectPath } from '@/server/storage';
import { LocalFileStore } from '@/server/storage/local-store';
import { createBenchProject } from './assessment-fixtures';
import { openDatabase } from '@/server/db/client';
import { postgresDatabase } from './databases';
import { call, createPlant } from './monitoring-bench';
import { startBenchServer } from './server';

const PHOTOS = Number(process.env.BENCH_PACKAGE_PHOTOS || 2_000);
const PHOTO_BYTES = Number(process.env.BENCH_PACKAGE_PHOTO_KB || 1_024) * 1024;
const PEAK_TARGET_MB = 300;
const MB = 1024 * 1024;

/** The server process: the API on the bench's database and storage; says its origin and token on its first line. */
async function serve(url: string, storageDir: string): Promise<void> {
  const handle = await openDatabase({ url, poolSize: 10 });
  const server = await startBenchServer(handle.db, storageDir);
  process.stdout.write(`${JSON.stringify({ origin: server.origin, token: server.token })}\n`);
}

/** The resident memory of a process now (VmRSS), in bytes. */
function residentBytes(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) * 1024 : 0;
}

async function startServerProcess(url: string, storageDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', __filename, 'serve', url, storageDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const first = await new Promise<string>((resolve, reject) => {
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      if (buffered.includes('\n')) resolve(buffered.split('\n')[0]);
    });
    child.on('exit', (code) => reject(new Error(`the server process ended (${code})`)));
  });
  const { origin, token } = JSON.parse(first) as { origin: string; token: string };
  return { origin, token, pid: child.pid as number, close: () => void child.kill('SIGTERM') };
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL server (postgres://postgres@127.0.0.1:5432/postgres)');
  const database = await postgresDatabase(url);
  const storageDir = mkdtempSync(path.join(tmpdir(), 'groundwork-package-bench-'));
  const server = await startServerProcess(database.url as string, storageDir);
  try {
    const templates = (await (await fetch(`${server.origin}/api/resources/templates`)).json()) as { id: string; slug: string }[];
    const template = templates.find((one) => one.slug === 'biochar-readiness');
    if (!template) throw new Error('The biochar template is not loaded');
    const project = await createBenchProject(server.origin, server.token, template.id);
    const plant = await createPlant(server.origin, server.token, project.projectId);
    const db = database.handle.db;
    const [batch] = await db
      .insert(productionBatches)
      .values({
        monitoringId: plant.monitoringId,
        reactorId: plant.reactorId,
        code: 'BENCH-1',
        startedAt: new Date('2026-11-01T00:00:00Z'),
        endedAt: new Date('2026-11-02T00:00:00Z'),
        feedstock: 'wood',
      })
      .returning();

    // The photos, stored as intake stores them (bytes in the monitoring container, a row each, tagged with the batch).
    const store = new LocalFileStore(storageDir);
    const container = containerNames(process.env).monitoring;
    const bytes = new Uint8Array(PHOTO_BYTES).map((_, index) => (index * 7919) % 256);
    const prepared = Date.now();
    let rows: (typeof monitoringArtefacts.$inferInsert)[] = [];
    for (let index = 0; index < PHOTOS; index += 1) {
      new DataView(bytes.buffer).setUint32(0, index);
      const storagePath = newObjectPath(`artefacts/${plant.monitoringId}`, `kiln-${index}.jpg`);
      await store.put(container, storagePath, bytes, { contentType: 'image/jpeg' });
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      rows.push({
        monitoringId: plant.monitoringId,
        source: 'phone',
        fileName: `kiln-${index}.jpg`,
        contentType: 'image/jpeg',
        size: PHOTO_BYTES,
        sha256,
        storagePath,
        batchId: batch.id,
        state: 'ready',
      });
      if (rows.length === 500 || index === PHOTOS - 1) {
        await db.insert(monitoringArtefacts).values(rows);
        rows = [];
      }
    }
    const estimate = await call<{ files: number; estimated_bytes: number }>(
      server.origin,
      server.token,
      `/monitoring/package/estimate?monitoring_id=${plant.monitoringId}&batch_id=${batch.id}`,
    );
    console.log(
      `prepared ${PHOTOS} photos of ${PHOTO_BYTES / 1024} KB in ${((Date.now() - prepared) / 1000).toFixed(1)} s; estimate ${estimate.files} files, ${(estimate.estimated_bytes / MB).toFixed(0)} MB`,
    );

    const baseline = residentBytes(server.pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(server.pid))), 20);
    const started = performance.now();
    const response = await fetch(`${server.origin}/api/monitoring/package?monitoring_id=${plant.monitoringId}&batch_id=${batch.id}`, {
      headers: { authorization: `Bearer ${server.token}` },
    });
    if (response.status !== 200 || !response.body) throw new Error(`the package answered ${response.status}: ${await response.text()}`);
    let firstByteMs = 0;
    let received = 0;
    for await (const chunk of response.body) {
      if (received === 0) firstByteMs = performance.now() - started;
      received += chunk.byteLength;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, residentBytes(server.pid));

    console.log(`database: ${database.label}`);
    console.log(
      `package of ${PHOTOS} photos: ${(received / MB).toFixed(0)} MB in ${seconds.toFixed(1)} s (${(received / MB / seconds).toFixed(0)} MB/s), first byte after ${firstByteMs.toFixed(0)} ms`,
    );
    console.log(`server process memory (resident): ${(baseline / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB while streaming (target under ${PEAK_TARGET_MB} MB)`);
    if (peak / MB >= PEAK_TARGET_MB) process.exitCode = 1;
  } finally {
    server.close();
    await database.dispose();
    rmSync(storageDir, { recursive: true, force: true });
  }
}

const run = process.argv[2] === 'serve' ? serve(process.argv[3], process.argv[4]) : main();
run.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
