import { ARTEFACT_CONTENT_TYPES, artefactKindOf, type ArtefactContentType, type ArtefactKind } from '@/lib/schemas/monitoring-artefact-constants';
import type { Artefact, ArtefactList, UploadLogList } from '@/lib/schemas/monitoring-artefacts';
import type { ArtefactFlagRow, ArtefactRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { findPeople } from '@/server/modules/users/public';
import type { ObjectReader } from '@/server/storage';
import { artefactContainer, openArtefact, receiveArtefact, type ArtefactDeps } from './intake';
import { findArtefact, flagsOf, listArtefacts, logOf, type ArtefactFilter } from './repository';

export const ARTEFACT_NOT_FOUND = 'Evidence file not found';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toArtefactJson(row: ArtefactRow, flags: ArtefactFlagRow[], names: ReadonlyMap<string, { name: string }> = new Map()): Artefact {
  return {
    id: row.id,
    monitoring_id: row.monitoringId,
    file_name: row.fileName,
    content_type: row.contentType as ArtefactContentType,
    kind: artefactKindOf(row.contentType),
    size: row.size,
    sha256: row.sha256,
    source: row.source,
    uploaded_by: row.uploadedBy,
    uploader_name: (row.uploadedBy && names.get(row.uploadedBy)?.name) ?? null,
    batch_id: row.batchId,
    evidence_kind: row.evidenceKind,
    state: row.state,
    captured_at: iso(row.capturedAt),
    latitude: row.latitude,
    longitude: row.longitude,
    has_capture_data: row.hasCaptureData,
    has_thumbnail: row.thumbnailPath !== null,
    perceptual_hash: row.perceptualHash,
    created_at: row.createdAt.toISOString(),
    processed_at: iso(row.processedAt),
    flags: flags.filter((flag) => flag.artefactId === row.id).map((flag) => ({ kind: flag.kind, detail: flag.detail, created_at: flag.createdAt.toISOString() })),
  };
}

const typesOfKind = (kind: ArtefactKind) => ARTEFACT_CONTENT_TYPES.filter((type) => artefactKindOf(type) === kind);

export interface ListQuery {
  batchId?: string;
  kind?: ArtefactKind;
  flagged?: boolean;
  beforeId?: string;
  limit: number;
  /** Only this uploader's files (field staff see their own). */
  uploadedBy?: string;
}

/** The service behind `/monitoring/artefacts` and `/monitoring/mobile-upload-logs`; the routes' classes checked access. */
export function createArtefactsService(deps: ArtefactDeps) {
  const { db } = deps;

  async function page(monitoringId: string, query: ListQuery): Promise<{ rows: ArtefactRow[]; next: string | null }> {
    const filter: ArtefactFilter = { batchId: query.batchId, flagged: query.flagged, uploadedBy: query.uploadedBy, limit: query.limit + 1 };
    if (query.kind) filter.contentTypes = typesOfKind(query.kind);
    if (query.beforeId) {
      const before = await findArtefact(db, monitoringId, query.beforeId);
      if (!before) throw new ApiError(404, ARTEFACT_NOT_FOUND);
      filter.before = { createdAt: before.createdAt, id: before.id };
    }
    const rows = await listArtefacts(db, monitoringId, filter);
    const more = rows.length > query.limit;
    const shown = more ? rows.slice(0, query.limit) : rows;
    return { rows: shown, next: more ? (shown.at(-1)?.id ?? null) : null };
  }

  async function one(artefact: ArtefactRow): Promise<Artefact> {
    const [flags, names] = await Promise.all([flagsOf(db, artefact.monitoringId, [artefact.id]), findPeople(db, [artefact.uploadedBy])]);
    return toArtefactJson(artefact, flags, names);
  }

  return {
    async list(monitoringId: string, query: ListQuery): Promise<ArtefactList> {
      const { rows, next } = await page(monitoringId, query);
      const [flags, names] = await Promise.all([
        flagsOf(
          db,
          monitoringId,
          rows.map((row) => row.id),
        ),
        findPeople(
          db,
          rows.map((row) => row.uploadedBy),
        ),
      ]);
      return { items: rows.map((row) => toArtefactJson(row, flags, names)), next_before_id: next };
    },

    one,

    /** The file's bytes, or its thumbnail (404 when it has none: not a photo, or one the server could not decode). */
    async content(artefact: ArtefactRow, which: 'original' | 'thumbnail'): Promise<{ reader: ObjectReader; name: string; contentType: string }> {
      if (which === 'thumbnail') {
        const reader = artefact.thumbnailPath ? await deps.storage.get(artefactContainer(), artefact.thumbnailPath) : null;
        if (!reader) throw new ApiError(404, 'This file has no thumbnail', { code: 'artefact_no_thumbnail' });
        return { reader, name: `${artefact.fileName.replace(/\.[^.]*$/, '')}-thumbnail.jpg`, contentType: 'image/jpeg' };
      }
      const reader = await openArtefact(deps.storage, artefact);
      if (!reader) throw new ApiError(404, 'This file’s bytes are missing from storage', { code: 'artefact_bytes_missing' });
      return { reader, name: artefact.fileName, contentType: artefact.contentType };
    },

    async upload(input: Parameters<typeof receiveArtefact>[1]): Promise<Artefact> {
      return one(await receiveArtefact(deps, input));
    },

    async logs(monitoringId: string, query: ListQuery & { artefactId?: string }): Promise<UploadLogList> {
      let rows: ArtefactRow[];
      let next: string | null = null;
      if (query.artefactId) {
        const row = await findArtefact(db, monitoringId, query.artefactId);
        if (!row || (query.uploadedBy && row.uploadedBy !== query.uploadedBy)) throw new ApiError(404, ARTEFACT_NOT_FOUND);
        rows = [row];
      } else ({ rows, next } = await page(monitoringId, query));
      const steps = await logOf(
        db,
        monitoringId,
        rows.map((row) => row.id),
      );
      return {
        items: rows.map((row) => ({
          artefact_id: row.id,
          file_name: row.fileName,
          source: row.source,
          uploaded_by: row.uploadedBy,
          state: row.state,
          created_at: row.createdAt.toISOString(),
          steps: steps.filter((step) => step.artefactId === row.id).map((step) => ({ step: step.step, at: step.at.toISOString(), detail: step.detail })),
        })),
        next_before_id: next,
      };
    },
  };
}

export type ArtefactsService = ReturnType<typeof createArtefactsService>;
