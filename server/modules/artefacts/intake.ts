import { pipeline, Readable } from 'node:stream';
import type { Database } from '@/server/db/client';
import type { ArtefactRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import type { JobQueue } from '@/server/jobs';
import { recordAuditEvent } from '@/server/modules/audit/public';
import { findBatch } from '@/server/modules/monitoring/public';
import { containerNames, newObjectPath, type FileStore, type ObjectReader } from '@/server/storage';
import { normaliseDeclaredType } from './content-type';
import { InspectingStream } from './inspecting-stream';
import { findArtefact, insertArtefact, writeLogStep } from './repository';
import { AUDIT_ACTIONS } from '@/lib/schemas/audit';

/** The job that reads an artefact once stored: EXIF, thumbnail, perceptual hash, checks. */
export const PROCESS_JOB = 'artefact.process';
/** The monitoring trail's action for an artefact received (issue22.md §4): {artefact_id, sha256, size, file_name}. */
export const ARTEFACT_RECEIVED_ACTION = AUDIT_ACTIONS.artefactReceived;

export interface ArtefactDeps {
  db: Database;
  storage: FileStore;
  jobs: JobQueue;
}

export interface ArtefactInput {
  monitoringId: string;
  uploadedBy: string | null;
  source: 'desktop' | 'phone';
  fileName: string;
  declaredType: string;
  body: Readable | Uint8Array;
  batchId?: string | null;
  evidenceKind?: string | null;
  /** The request that brought it, for the trail. */
  requestId?: string | null;
}

export const artefactContainer = () => containerNames(process.env).monitoring;

/** Where an artefact's derived files (thumbnails) go: beside it, under the monitoring. */
export const artefactOwner = (monitoringId: string) => `artefacts/${monitoringId}`;

function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop()?.trim() ?? '';
  return (base || 'file').slice(0, 255);
}

/**
 * Takes in one artefact: streams its bytes to storage while computing their SHA-256 and checking them
 * against the declared type and the size limit (4xx otherwise, nothing kept), stores the row, writes the log's
 * `received` and `hashed` steps, appends `artefact.received` to the monitoring trail and queues its processing.
 * The caller has checked the uploader's right on the monitoring.
 */
export async function receiveArtefact(deps: ArtefactDeps, input: ArtefactInput): Promise<ArtefactRow> {
  const declared = normaliseDeclaredType(input.declaredType);
  if (input.batchId && !(await findBatch(deps.db, input.monitoringId, input.batchId))) {
    throw new ApiError(404, 'This batch does not exist in this monitoring', { code: 'batch_not_found' });
  }
  const fileName = displayName(input.fileName);
  const container = artefactContainer();
  const storagePath = newObjectPath(artefactOwner(input.monitoringId), fileName);
  const inspector = new InspectingStream(declared, fileName);
  const source = input.body instanceof Uint8Array ? Readable.from([Buffer.from(input.body)]) : input.body;
  const firstByte = new Date();
  try {
    // The inspector sees every byte on its way to storage; a refusal or a broken upload ends both.
    const checked = pipeline(source, inspector, () => undefined);
    await deps.storage.put(container, storagePath, checked, { contentType: declared ?? 'application/octet-stream' });
    // A store may finish before the stream reports its error: the inspector decides.
    if (!inspector.endedAt || !inspector.contentType) throw new ApiError(400, 'The file could not be read to its end', { code: 'artefact_incomplete' });
  } catch (error) {
    source.destroy?.();
    await deps.storage.delete(container, storagePath).catch(() => false);
    throw error;
  }
  const sha256 = inspector.digest();
  const receivedAt = inspector.endedAt;
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await insertArtefact(tx, {
        monitoringId: input.monitoringId,
        uploadedBy: input.uploadedBy,
        source: input.source,
        fileName,
        contentType: inspector.contentType as string,
        size: inspector.size,
        sha256,
        storagePath,
        batchId: input.batchId ?? null,
        evidenceKind: input.evidenceKind ?? null,
        createdAt: receivedAt,
      });
      await writeLogStep(
        tx,
        row.monitoringId,
        row.id,
        'received',
        { size: row.size, source: row.source, file_name: fileName, content_type: row.contentType, first_byte_at: firstByte.toISOString() },
        receivedAt,
      );
      await writeLogStep(tx, row.monitoringId, row.id, 'hashed', { sha256 });
      await recordAuditEvent(tx, {
        actorId: input.uploadedBy,
        action: ARTEFACT_RECEIVED_ACTION,
        targetType: 'monitoring',
        targetId: input.monitoringId,
        requestId: input.requestId ?? null,
        details: { artefact_id: row.id, sha256, size: row.size, file_name: fileName },
      });
      await deps.jobs.enqueue(tx, PROCESS_JOB, { monitoring_id: row.monitoringId, artefact_id: row.id }, { dedupeKey: `${PROCESS_JOB}:${row.id}` });
      return row;
    });
  } catch (error) {
    await deps.storage.delete(container, storagePath).catch(() => false);
    throw error;
  }
}

/** A stream of an artefact's bytes as stored (null when storage lost them). */
export async function openArtefact(storage: FileStore, row: Pick<ArtefactRow, 'storagePath'>): Promise<ObjectReader | null> {
  return storage.get(artefactContainer(), row.storagePath);
}

/** Re-reads one artefact (after its processing, for instance). */
export async function reloadArtefact(db: Database, monitoringId: string, id: string): Promise<ArtefactRow | undefined> {
  return findArtefact(db, monitoringId, id);
}
