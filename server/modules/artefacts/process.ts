import type { Readable } from 'node:stream';
import { PHOTO_CONTENT_TYPES, type ArtefactContentType } from '@/lib/schemas/monitoring-artefact-constants';
import type { ArtefactRow } from '@/server/db/schema';
import type { Logger } from '@/server/logger';
import { findBatch, findReactor, findSite, listSites } from '@/server/modules/monitoring/public';
import { newObjectPath } from '@/server/storage';
import { runChecks } from './checks';
import { updateProcessed } from './checks-repository';
import { readCaptureData } from './exif';
import { dHashOf, openImage, thumbnailOf } from './image';
import { artefactContainer, artefactOwner, openArtefact, PROCESS_JOB, type ArtefactDeps } from './intake';
import { findArtefact, writeLogStep } from './repository';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The time zone a photo's wall-clock time is read in: its batch's site, else the monitoring's first site. */
async function timeZoneOf(deps: ArtefactDeps, artefact: ArtefactRow): Promise<string | undefined> {
  const batch = artefact.batchId ? await findBatch(deps.db, artefact.monitoringId, artefact.batchId) : undefined;
  const reactor = batch ? await findReactor(deps.db, batch.reactorId) : undefined;
  const site = reactor ? await findSite(deps.db, reactor.siteId) : (await listSites(deps.db, artefact.monitoringId))[0];
  return site?.timeZone ?? undefined;
}

/** EXIF, thumbnail and perceptual hash of a photo, each step in the log with its time and what it found. */
async function processPhoto(deps: ArtefactDeps, artefact: ArtefactRow, logger: Logger): Promise<Partial<ArtefactRow>> {
  const reader = await openArtefact(deps.storage, artefact);
  if (!reader) throw new Error(`artefact ${artefact.id}: its bytes are missing from storage`);
  const bytes = await readAll(reader.stream);
  const capture = await readCaptureData(bytes, await timeZoneOf(deps, artefact));
  const hasCaptureData = capture.capturedAt !== null || capture.latitude !== null;
  await writeLogStep(deps.db, artefact.monitoringId, artefact.id, 'exif_read', {
    found: hasCaptureData,
    captured_at: capture.capturedAt?.toISOString() ?? null,
    time_source: capture.timeSource,
    latitude: capture.latitude,
    longitude: capture.longitude,
  });
  const image = await openImage(bytes, artefact.contentType);
  let thumbnailPath: string | null = null;
  let perceptualHash: string | null = null;
  if (image) {
    const thumbnail = await thumbnailOf(image);
    thumbnailPath = newObjectPath(`${artefactOwner(artefact.monitoringId)}/thumbnails`, `${artefact.id}.jpg`);
    await deps.storage.put(artefactContainer(), thumbnailPath, thumbnail, { contentType: 'image/jpeg' });
    perceptualHash = await dHashOf(image);
  } else {
    logger.info({ artefact: artefact.id, content_type: artefact.contentType }, 'artefact photo could not be decoded: no thumbnail');
  }
  await writeLogStep(
    deps.db,
    artefact.monitoringId,
    artefact.id,
    'thumbnail_made',
    image ? { made: true, perceptual_hash: perceptualHash } : { made: false, reason: 'cannot_decode', perceptual_hash: null },
  );
  return { capturedAt: capture.capturedAt, latitude: capture.latitude, longitude: capture.longitude, hasCaptureData, thumbnailPath, perceptualHash };
}

/**
 * The `artefact.process` job: reads a photo's EXIF, makes its thumbnail and perceptual hash, then runs the
 * checks; a PDF or CSV goes to the checks at once (its log says the photo steps do not apply). Run again, it does the
 * same work again (the log keeps each step's latest).
 */
export async function processArtefact(deps: ArtefactDeps, logger: Logger, monitoringId: string, artefactId: string): Promise<void> {
  const artefact = await findArtefact(deps.db, monitoringId, artefactId);
  if (!artefact) return;
  await updateProcessed(deps.db, monitoringId, artefactId, { state: 'processing' });
  const isPhoto = PHOTO_CONTENT_TYPES.includes(artefact.contentType as ArtefactContentType);
  let fields: Partial<ArtefactRow> = {};
  if (isPhoto) fields = await processPhoto(deps, artefact, logger);
  else {
    await writeLogStep(deps.db, monitoringId, artefactId, 'exif_read', { skipped: 'not_a_photo' });
    await writeLogStep(deps.db, monitoringId, artefactId, 'thumbnail_made', { skipped: 'not_a_photo' });
  }
  const updated = await updateProcessed(deps.db, monitoringId, artefactId, { ...fields, state: 'ready', processedAt: new Date() });
  if (updated) await runChecks(deps.db, updated);
}

/** Registers the processing job's handler on the queue (any instance runs it). */
export function registerArtefactProcessing(deps: ArtefactDeps, logger: Logger): void {
  deps.jobs.handle(PROCESS_JOB, async (payload, job) => {
    const monitoringId = String(payload.monitoring_id ?? '');
    const artefactId = String(payload.artefact_id ?? '');
    try {
      await processArtefact(deps, logger, monitoringId, artefactId);
    } catch (error) {
      if (job.attempt >= 3) await updateProcessed(deps.db, monitoringId, artefactId, { state: 'failed' }).catch(() => undefined);
      throw error;
    }
  });
}
