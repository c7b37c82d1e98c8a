// The verifier package's bench (issue 22, R-22.9): a package of 2,000 photos streamed over HTTP, its time and the
// server's peak memory (target: under 300 MB). `npx tsx bench/package-bench.ts`; on PostgreSQL with
// BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (PGlite otherwise). BENCH_PACKAGE_PHOTOS and
// BENCH_PACKAGE_PHOTO_KB change the photos' number (2,000) and size (1,024 KB).
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitoringArtefacts, productionBatches } from '@/server/db/schema';
import { containerNames, newObjectPath } from '@/server/storage';
import { LocalFileStore } from '@/server/storage/local-store';
import { createBenchProject } from './assessment-fixtures';
import { pgliteDatabase, postgresDatabase } from './databases';
import { call, createPlant } from './monitoring-bench';
import { startBenchServer } from './server';

const PHOTOS = Number(process.env.BENCH_PACKAGE_PHOTOS || 2_000);
const PHOTO_BYTES = Number(process.env.BENCH_PACKAGE_PHOTO_KB || 1_024) * 1024;
const PEAK_TARGET_MB = 300;
const MB = 1024 * 1024;

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  const database = url ? await postgresDatabase(url) : await pgliteDatabase();
  const storageDir = mkdtempSync(path.join(tmpdir(), 'groundwork-package-bench-'));
  const server = await startBenchServer(database.handle.db, storageDir);
  try {
    const templates = (await (await fetch(`${server.origin}/api/resources/templates`)).json()) as { id: string; slug: string }[];
    const template = templates.find((one) => one.slug === 'biochar-readiness');
    if (!template) throw new Error('The biochar template is not loaded');
    const project = await createBenchProject(server.origin, server.token, template.id);
    const plant = await createPlant(server.origin, server.token, project.projectId);
    const db = database.handle.db;
    const [batch] = await db
      .insert(productionBatches)
      .values({ monitoringId: plant.monitoringId, reactorId: plant.reactorId, code: 'BENCH-1', startedAt: new Date('2026-11-01T00:00:00Z'), endedAt: new Date('2026-11-02T00:00:00Z'), feedstock: 'wood' })
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
      rows.push({ monitoringId: plant.monitoringId, source: 'phone', fileName: `kiln-${index}.jpg`, contentType: 'image/jpeg', size: PHOTO_BYTES, sha256, storagePath, batchId: batch.id, state: 'ready' });
      if (rows.length === 500 || index === PHOTOS - 1) {
        await db.insert(monitoringArtefacts).values(rows);
        rows = [];
      }
    }
    const estimate = await call<{ files: number; estimated_bytes: number }>(server.origin, server.token, `/monitoring/package/estimate?monitoring_id=${plant.monitoringId}&batch_id=${batch.id}`);
    console.log(`prepared ${PHOTOS} photos of ${PHOTO_BYTES / 1024} KB in ${((Date.now() - prepared) / 1000).toFixed(1)} s; estimate ${estimate.files} files, ${(estimate.estimated_bytes / MB).toFixed(0)} MB`);

    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
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
    peak = Math.max(peak, process.memoryUsage().rss);

    console.log(`database: ${database.label}`);
    console.log(`package of ${PHOTOS} photos: ${(received / MB).toFixed(0)} MB in ${seconds.toFixed(1)} s (${(received / MB / seconds).toFixed(0)} MB/s), first byte after ${firstByteMs.toFixed(0)} ms`);
    console.log(`process memory (server and this reader, one process): ${(baseline / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB (target under ${PEAK_TARGET_MB} MB)`);
    if (peak / MB >= PEAK_TARGET_MB) process.exitCode = 1;
  } finally {
    await server.close();
    await database.dispose();
    rmSync(storageDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
