import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  artefactListSchema,
  artefactSchema,
  artefactsQuerySchema,
  attachArtefactSchema,
  uploadArtefactSchema,
  uploadLogListSchema,
  uploadLogsQuerySchema,
} from '@/lib/schemas/monitoring-artefacts';
import { currentUser, type AppEnv } from '@/server/http/context';
import { ApiError } from '@/server/http/errors';
import { fileResponse } from '@/server/http/file-response';
import { parseMultipart } from '@/server/http/multipart';
import { binary, errorResponses, json, multipartForm } from '@/server/http/openapi';
import { routesOf } from '@/server/http/route';
import type { ModuleContext } from '../context';
import { attachToBatch } from './attach';
import { registerArtefactProcessing } from './process';
import { artefactRecords } from './record-guards';
import { findArtefactById } from './repository';
import { ARTEFACT_NOT_FOUND, createArtefactsService } from './service';

const UPLOAD_BODY = multipartForm({
  data: 'JSON: { "monitoring_id": "<uuid>", "batch_id"?: "<uuid>", "evidence_kind"?: "kiln_run_photo" | … }',
  file: 'A JPEG, HEIC or PNG photo, a PDF document or a CSV file',
  required: ['data', 'file'],
});

/** The artefacts module: its processing job, `/monitoring/artefacts` and `/monitoring/mobile-upload-logs`. */
export function registerArtefactRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const deps = { db: context.db, storage: context.storage, jobs: context.jobs };
  registerArtefactProcessing(deps, context.logger);
  const service = createArtefactsService(deps);
  const route = routesOf({ tag: 'Monitoring', guards: context.guards });
  const records = artefactRecords(context.db);
  const artefactOf = async (id: string) => {
    const row = await findArtefactById(context.db, id);
    if (!row) throw new ApiError(404, ARTEFACT_NOT_FOUND);
    return row;
  };

  app.openapi(
    route({
      operationId: 'getArtefacts',
      access: 'project-read',
      record: records.monitoringOrArtefact(),
      method: 'get',
      path: '/monitoring/artefacts',
      summary: 'A monitoring’s evidence files, or one of them',
      description:
        'With `monitoring_id`: a page of its files, newest first, filtered by batch, kind and whether a check flagged them. With `artefact_id`: that file’s metadata and flags, or with `content` its bytes (`original`) or its thumbnail.',
      request: { query: artefactsQuerySchema },
      responses: {
        200: {
          description: 'The list or the file (JSON), or its bytes',
          content: { ...json(artefactListSchema.or(artefactSchema)), ...binary('application/octet-stream', 'image/jpeg') },
        },
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      if (query.monitoring_id) {
        return c.json(
          await service.list(query.monitoring_id, { batchId: query.batch_id, kind: query.kind, flagged: query.flagged, beforeId: query.before_id, limit: query.limit }),
          200,
        );
      }
      const artefact = await artefactOf(query.artefact_id as string);
      if (!query.content) return c.json(await service.one(artefact), 200);
      const { reader, name, contentType } = await service.content(artefact, query.content);
      return fileResponse(reader, {
        name,
        contentType,
        disposition: query.content === 'thumbnail' ? 'inline' : 'attachment',
        sha256: query.content === 'original' ? artefact.sha256 : undefined,
      });
    },
  );

  app.openapi(
    route({
      operationId: 'uploadArtefact',
      access: 'project-write',
      record: records.monitoring('form'),
      method: 'post',
      path: '/monitoring/artefacts',
      summary: 'Upload an evidence file (owner or edit)',
      description:
        'Multipart with `data` and `file`. The server computes the SHA-256, checks the bytes against the declared type (415 otherwise) and the size limit of its kind (413), and queues its processing (EXIF, thumbnail, perceptual hash, checks).',
      request: { body: { required: true, content: UPLOAD_BODY } },
      responses: { 200: { description: 'The stored file, processing under way', content: json(artefactSchema) }, ...errorResponses(400, 401, 403, 404, 413, 415) },
    }),
    async (c) => {
      const { data, file } = await parseMultipart(c, uploadArtefactSchema, { maxFileBytes: context.settings.maxUploadBytes });
      const artefact = await service.upload({
        monitoringId: data.monitoring_id,
        uploadedBy: currentUser(c).id,
        source: 'desktop',
        fileName: file.name,
        declaredType: file.declaredType,
        body: file.bytes,
        batchId: data.batch_id ?? null,
        evidenceKind: data.evidence_kind ?? null,
        requestId: c.get('requestId'),
      });
      return c.json(artefact, 200);
    },
  );

  app.openapi(
    route({
      operationId: 'attachArtefact',
      access: 'project-write',
      record: records.artefact(),
      method: 'put',
      path: '/monitoring/artefacts',
      summary: 'Tag an evidence file with a production batch (owner or edit)',
      description: 'Sets the file’s batch (or none with `batch_id: null`), runs its checks again against that batch and writes the `attached` step of its log.',
      request: { body: { required: true, content: json(attachArtefactSchema) } },
      responses: { 200: { description: 'The file with its new flags', content: json(artefactSchema) }, ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const { artefact_id: artefactId, batch_id: batchId } = c.req.valid('json');
      const artefact = await artefactOf(artefactId);
      return c.json(await service.one(await attachToBatch(deps, artefact.monitoringId, artefactId, batchId)), 200);
    },
  );

  app.openapi(
    route({
      operationId: 'getUploadLogs',
      access: 'project-read',
      record: records.monitoring('query'),
      method: 'get',
      path: '/monitoring/mobile-upload-logs',
      summary: 'The processing log of each evidence file',
      description:
        'Each file’s steps (received, hashed, EXIF read, thumbnail made, checks run, attached) with their times and results, newest upload first; `mine=true` keeps the caller’s own uploads.',
      request: { query: uploadLogsQuerySchema },
      responses: { 200: { description: 'The logs', content: json(uploadLogListSchema) }, ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const uploadedBy = query.mine ? currentUser(c).id : undefined;
      return c.json(await service.logs(query.monitoring_id, { artefactId: query.artefact_id, uploadedBy, beforeId: query.before_id, limit: query.limit }), 200);
    },
  );
}
