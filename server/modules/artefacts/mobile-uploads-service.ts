import type { Readable } from 'node:stream';
import type { CreateMobileUpload, MobileUpload, MobileUploadItem, MobileUploadList, UploadTarget } from '@/lib/schemas/monitoring-mobile-uploads';
import type { Database } from '@/server/db/client';
import type { MobileUploadRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { findBatch, findMonitoring, findMonitoringByProject, listBatches } from '@/server/modules/monitoring/public';
import { grantEmailOf, projectsUploadableBy, resolveFieldAccess, type Caller } from '@/server/modules/projects/public';
import { PartTooLongError, type UploadParts } from './mobile-uploads-parts';
import * as uploads from './mobile-uploads-repository';
import { logOf } from './repository';

export const UPLOAD_NOT_FOUND = 'Upload not found';
export const MONITORING_NOT_FOUND = 'Monitoring not found';
/** A complete upload whose artefact was not made this long after its last part is completed again. */
export const STALE_COMPLETION_MS = 120_000;
/** The most uploads `GET /monitoring/mobileuploads` lists. */
export const MAX_LISTED_UPLOADS = 200;
/** The batches of each target offered as tags, newest first. */
const MAX_TARGET_BATCHES = 30;

/** What completing an upload hands to the artefacts' intake (`receiveArtefact`, source `phone`). */
export interface PhoneArtefact {
  monitoringId: string;
  uploadedBy: string | null;
  fileName: string;
  declaredType: string;
  body: Readable;
  batchId: string | null;
  evidenceKind: string | null;
}
export type Intake = (input: PhoneArtefact) => Promise<{ id: string }>;

export function toMobileUpload(row: MobileUploadRow): MobileUpload {
  return {
    id: row.id,
    monitoring_id: row.monitoringId,
    file_name: row.fileName,
    content_type: row.contentType,
    size: row.size,
    received_bytes: row.receivedBytes,
    batch_id: row.batchId,
    evidence_kind: row.evidenceKind,
    state: row.state,
    artefact_id: row.artefactId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const wrongOffset = (held: number) =>
  new ApiError(409, `This part starts at the wrong place: the server holds ${held} bytes; send from there`, { reason: 'wrong_offset', expected_offset: held });

export function createMobileUploadsService(db: Database, parts: UploadParts, intake: Intake) {
  /** One of the caller's own uploads; anyone else's is the 404 of an upload that does not exist. */
  async function own(id: string, caller: Caller): Promise<MobileUploadRow> {
    const row = await uploads.findUpload(db, id);
    if (!row || row.uploadedBy !== caller.user.id) throw new ApiError(404, UPLOAD_NOT_FOUND);
    return row;
  }

  /** Makes the artefact of a complete upload, once: the caller holds the completion. */
  async function complete(row: MobileUploadRow): Promise<MobileUploadRow> {
    let artefact: { id: string };
    try {
      artefact = await intake({
        monitoringId: row.monitoringId,
        uploadedBy: row.uploadedBy,
        fileName: row.fileName,
        declaredType: row.contentType,
        body: parts.read(row),
        batchId: row.batchId,
        evidenceKind: row.evidenceKind,
      });
    } catch (error) {
      // The bytes were refused (type, size): the upload ends failed, with the refusal as the answer.
      if (error instanceof ApiError && error.status < 500) {
        await uploads.finishUpload(db, row, { failed: true });
        await parts.remove(row);
      }
      throw error;
    }
    const finished = await uploads.finishUpload(db, row, { artefactId: artefact.id });
    await parts.remove(row);
    return finished;
  }

  return {
    /** The caller's uploads and where they may upload. */
    async list(monitoringId: string | undefined, caller: Caller): Promise<MobileUploadList> {
      const projects = await projectsUploadableBy(db, { userId: caller.user.id, grantEmail: grantEmailOf(caller.user) });
      const targets: UploadTarget[] = [];
      for (const project of projects) {
        const monitoring = await findMonitoringByProject(db, project.id);
        if (!monitoring) continue;
        const batches = (await listBatches(db, monitoring.id)).sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime()).slice(0, MAX_TARGET_BATCHES);
        targets.push({
          monitoring_id: monitoring.id,
          project_id: project.id,
          project_name: project.name,
          batches: batches.map((batch) => ({ id: batch.id, code: batch.code, started_at: batch.startedAt.toISOString(), ended_at: batch.endedAt?.toISOString() ?? null })),
        });
      }
      const rows = await uploads.listOwnUploads(db, caller.user.id, monitoringId ? [monitoringId] : undefined, MAX_LISTED_UPLOADS);
      return { uploads: rows.map(toMobileUpload), targets };
    },

    /** Declares an upload under the phone's id; the same id again answers the same upload. */
    async create(input: CreateMobileUpload, caller: Caller): Promise<MobileUpload> {
      const monitoring = await findMonitoring(db, input.monitoring_id);
      if (!monitoring) throw new ApiError(404, MONITORING_NOT_FOUND);
      await resolveFieldAccess(db, monitoring.projectId, caller);
      const existing = await uploads.findUpload(db, input.id);
      const same = (row: MobileUploadRow) => row.uploadedBy === caller.user.id && row.monitoringId === monitoring.id && row.size === input.size;
      if (existing) {
        if (!same(existing)) throw new ApiError(409, 'This upload id is already used for another file; make a new id', { reason: 'id_taken' });
        return toMobileUpload(existing);
      }
      if (input.batch_id && !(await findBatch(db, monitoring.id, input.batch_id))) {
        throw new ApiError(422, 'This batch is not one of the monitoring’s batches', { reason: 'unknown_batch' });
      }
      const row = await uploads.insertUpload(db, {
        monitoringId: monitoring.id,
        id: input.id,
        uploadedBy: caller.user.id,
        fileName: input.file_name,
        contentType: input.content_type,
        size: input.size,
        batchId: input.batch_id ?? null,
        evidenceKind: input.evidence_kind ?? null,
      });
      if (!same(row)) throw new ApiError(409, 'This upload id is already used for another file; make a new id', { reason: 'id_taken' });
      return toMobileUpload(row);
    },

    /** One of the caller's uploads: how many bytes the server holds, where to resume. */
    async get(id: string, caller: Caller): Promise<MobileUploadItem> {
      const row = await own(id, caller);
      // The uploader reads their own file's log here: field staff cannot read the project's logs.
      const steps = row.artefactId ? await logOf(db, row.monitoringId, [row.artefactId]) : [];
      return { ...toMobileUpload(row), log: steps.map((step) => ({ step: step.step, at: step.at.toISOString() })) };
    },

    /**
     * A part at an offset: refused with the offset the server holds when it is another; the part that
     * completes the file makes its artefact, once. A part of a finished upload answers the upload unchanged.
     */
    async putPart(id: string, offset: number, body: Readable, caller: Caller): Promise<MobileUpload> {
      let row = await own(id, caller);
      if (row.state !== 'receiving') return toMobileUpload(row);
      if (row.receivedBytes === row.size) {
        const claimed = await uploads.claimCompletion(db, row, new Date(Date.now() - STALE_COMPLETION_MS));
        if (claimed) return toMobileUpload(await complete(claimed));
        throw new ApiError(409, 'The server holds every byte of this upload and is making its file; ask again shortly', {
          reason: 'completing',
          expected_offset: row.size,
        });
      }
      if (offset !== row.receivedBytes) throw wrongOffset(row.receivedBytes);
      let length: number;
      try {
        length = await parts.put(row, offset, body, row.size - offset);
      } catch (error) {
        if (error instanceof PartTooLongError) throw new ApiError(400, 'This part goes past the size declared for the upload', { reason: 'part_too_long' });
        throw error;
      }
      if (length === 0) throw new ApiError(400, 'The part is empty: send the bytes as application/octet-stream', { reason: 'empty_part' });
      const advanced = await uploads.advanceUpload(db, row, offset, length);
      if (!advanced) throw wrongOffset((await own(id, caller)).receivedBytes);
      row = advanced;
      return toMobileUpload(row.receivedBytes === row.size ? await complete(row) : row);
    },
  };
}

export type MobileUploadsService = ReturnType<typeof createMobileUploadsService>;
