// Issue 22's upload bench: phones uploading photos at once, from the last byte received to the log's last step,
// and the duplicate look-up over 100,000 artefacts (bench/duplicate-lookup-bench.ts), measured once the uploads are done. Part of `npm run bench`; alone: `npx tsx bench/artefacts-bench.ts`.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { createJobQueue } from '@/server/jobs';
import { createLogger } from '@/server/logger';
import { logOf, receiveArtefact } from '@/server/modules/artefacts/public';
import { registerArtefactProcessing } from '@/server/modules/artefacts/process';
import { LocalFileStore } from '@/server/storage/local-store';
import { pgliteDatabase, type BenchDatabase } from './databases';
import { measureLookup, percentile, printLookup, seedLookup, type LookupFigures } from './duplicate-lookup-bench';

const PHONES = 10;
/** The figure: ten phones sending 200 photos between them at once, 20 each (BENCH_PHOTOS_PER_PHONE to change it). */
const PHOTOS_PER_PHONE = Number(process.env.BENCH_PHOTOS_PER_PHONE || 20);
const PHOTO_BYTES = 4 * 1024 * 1024;

export interface ArtefactFigures {
  database: string;
  photos: number;
  uploadSeconds: number;
  processingP50Ms: number;
  processingP99Ms: number;
  lookup: LookupFigures;
}

/** A JPEG of about 4 MB: noise at high quality, then padded in a comment segment to the size. */
async function fourMegabytePhoto(): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const jpeg = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
  const chunks: Buffer[] = [jpeg.subarray(0, 2)];
  let size = jpeg.length;
  while (size < PHOTO_BYTES) {
    const length = Math.min(65_533, PHOTO_BYTES - size);
    const segment = Buffer.alloc(length + 4);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(length + 2, 2);
    chunks.push(segment);
    size += segment.length;
  }
  chunks.push(jpeg.subarray(2));
  return Buffer.concat(chunks);
}

export async function benchArtefacts(database: BenchDatabase): Promise<ArtefactFigures> {
  const db = database.handle.db;
  const logger = createLogger({ level: 'silent' });
  const storageDir = mkdtempSync(path.join(tmpdir(), 'groundwork-bench-artefacts-'));
  const storage = new LocalFileStore(storageDir);
  const jobs = createJobQueue(db, { logger, instanceId: 'bench', concurrency: 2 });
  const deps = { db, storage, jobs };
  registerArtefactProcessing(deps, logger);
  try {
    const monitoringId = randomUUID();
    const base = await fourMegabytePhoto();
    const started = Date.now();
    jobs.start();
    const ids = (
      await Promise.all(
        Array.from({ length: PHONES }, async (_, phone) => {
          const made: string[] = [];
          for (let index = 0; index < PHOTOS_PER_PHONE; index += 1) {
            const photo = Buffer.from(base);
            photo.writeUInt32BE(phone * 100_000 + index, 10); // other bytes, each photo its own SHA-256
            const chunks = Array.from({ length: Math.ceil(photo.length / 65_536) }, (_, part) => photo.subarray(part * 65_536, (part + 1) * 65_536));
            const row = await receiveArtefact(deps, {
              monitoringId,
              uploadedBy: null,
              source: 'phone',
              fileName: `p${phone}-${index}.jpg`,
              declaredType: 'image/jpeg',
              body: Readable.from(chunks),
            });
            made.push(row.id);
          }
          return made;
        }),
      )
    ).flat();
    const uploadSeconds = (Date.now() - started) / 1000;
    await jobs.stop();
    await jobs.drain();
    const steps = await logOf(db, monitoringId, ids);
    const spans = ids.map((id) => {
      const own = steps.filter((step) => step.artefactId === id);
      const received = own.find((step) => step.step === 'received')?.at.getTime() ?? 0;
      return Math.max(...own.map((step) => step.at.getTime())) - received;
    });

    // The duplicate look-up, on its own: the uploads' processing has stopped (its queue drained), nothing else runs.
    const lookup = await measureLookup(database, await seedLookup(db));
    return {
      database: database.label,
      photos: ids.length,
      uploadSeconds,
      processingP50Ms: percentile(spans, 50),
      processingP99Ms: percentile(spans, 99),
      lookup,
    };
  } finally {
    await jobs.stop();
    rmSync(storageDir, { recursive: true, force: true });
  }
}

export function printArtefacts(figures: ArtefactFigures[]): void {
  for (const f of figures) {
    console.log(
      `${f.database}: ${PHONES} phones × ${f.photos / PHONES} photos of 4 MB at once (${f.photos}, sent in ${f.uploadSeconds.toFixed(1)} s): last byte received to the log's last step p50 ${(f.processingP50Ms / 1000).toFixed(2)} s, p99 ${(f.processingP99Ms / 1000).toFixed(2)} s`,
    );
  }
  printLookup(figures.map((f) => f.lookup));
}

if (require.main === module) {
  void (async () => {
    const database = await pgliteDatabase();
    try {
      printArtefacts([await benchArtefacts(database)]);
    } finally {
      await database.dispose();
    }
  })();
}
