import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { MONITORING_ROUTES } from '@/lib/api/routes';
import {
  createMobileUploadSchema,
  mobileUploadItemQuerySchema,
  mobileUploadItemSchema,
  mobileUploadListQuerySchema,
  mobileUploadListSchema,
  mobileUploadPartQuerySchema,
  mobileUploadSchema,
} from '@/lib/schemas/monitoring-mobile-uploads';
import type { AppEnv } from '@/server/http/context';
import { inJson, inQuery } from '@/server/http/access/record';
import { binary, errorResponses, json } from '@/server/http/openapi';
import { routesOf } from '@/server/http/route';
import { findMonitoring } from '@/server/modules/monitoring/public';
import { callerOf, fieldRecord } from '@/server/modules/projects/public';
import type { ModuleContext } from '../context';
import { receiveArtefact } from './intake';
import { createUploadParts } from './mobile-uploads-parts';
import * as uploads from './mobile-uploads-repository';
import { createMobileUploadsService, MONITORING_NOT_FOUND, UPLOAD_NOT_FOUND, type Intake } from './mobile-uploads-service';

const FIELD = ' The project’s owner, editors and field staff (R-22.15), each on their own uploads: a reader gets 403, anyone else 404.';

/** `/monitoring/mobileuploads` and `/monitoring/mobileuploads_item`: a phone's resumable uploads. */
export function registerMobileUploadRoutes(app: OpenAPIHono<AppEnv>, context: Pick<ModuleContext, 'db' | 'guards' | 'storage' | 'jobs' | 'settings'>): void {
  const { db } = context;
  // A completed upload becomes an artefact through the module's one intake (issue 22 contract 3).
  const intake: Intake = (input) => receiveArtefact({ db, storage: context.storage, jobs: context.jobs }, { ...input, source: 'phone' });
  const route = routesOf({ tag: 'Monitoring', guards: context.guards });
  const service = createMobileUploadsService(db, createUploadParts(context.storage, context.settings.containers.monitoring), intake);
  const monitoring = fieldRecord(db, 'monitoring', inJson('monitoring_id'), async (_db, id) => (await findMonitoring(db, id))?.projectId, MONITORING_NOT_FOUND);
  const upload = fieldRecord(
    db,
    'mobile upload',
    inQuery('id'),
    async (_db, id, caller) => {
      const row = await uploads.findUpload(db, id);
      // Another person's upload is no one's to see: the same 404 as none.
      return row && row.uploadedBy === caller.user.id ? (await findMonitoring(db, row.monitoringId))?.projectId : undefined;
    },
    UPLOAD_NOT_FOUND,
  );

  app.openapi(
    route({
      operationId: 'listMobileUploads',
      access: 'signed-in',
      method: 'get',
      path: MONITORING_ROUTES.mobileUploads,
      summary: 'Your uploads from a phone, and where you may upload',
      description:
        'The caller’s own uploads (at most 200, newest first, optionally of one monitoring) with their state and how many bytes the server ' +
        'holds, and the monitorings the caller may upload to (owned, edited, or as field staff) with their batches to tag photos with.',
      request: { query: mobileUploadListQuerySchema },
      responses: { 200: { description: 'Uploads and targets', content: json(mobileUploadListSchema) }, ...errorResponses(400, 401, 425) },
    }),
    async (c) => c.json(await service.list(c.req.valid('query').monitoring_id, callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'createMobileUpload',
      access: 'project-field',
      record: monitoring,
      method: 'post',
      path: MONITORING_ROUTES.mobileUploads,
      summary: 'Declare an upload from a phone',
      description:
        'Declares a file (name, type, size, batch and evidence kind) under the id the phone made. Sent again with the same id, answers the ' +
        'same upload and makes nothing new; an id already used for another file gets 409.' +
        FIELD,
      request: { body: { content: json(createMobileUploadSchema), required: true } },
      responses: { 200: { description: 'The upload', content: json(mobileUploadSchema) }, ...errorResponses(400, 401, 403, 404, 409, 422, 425) },
    }),
    async (c) => c.json(await service.create(c.req.valid('json'), callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'getMobileUpload',
      access: 'project-field',
      record: upload,
      method: 'get',
      path: MONITORING_ROUTES.mobileUploadsItem,
      summary: 'One of your uploads: where to resume',
      description:
        'The upload with how many bytes the server holds (the offset of the next part), its state and, once complete, its artefact and the ' +
        'steps of its processing log so far.' +
        FIELD,
      request: { query: mobileUploadItemQuerySchema },
      responses: { 200: { description: 'The upload', content: json(mobileUploadItemSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await service.get(c.req.valid('query').id, callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'sendMobileUploadPart',
      access: 'project-field',
      record: upload,
      method: 'put',
      path: MONITORING_ROUTES.mobileUploadsItem,
      summary: 'Send a part of an upload',
      description:
        'The bytes of a part (`application/octet-stream`, up to the request body limit) at `offset`, which must equal the bytes the server ' +
        'holds: otherwise 409 with `expected_offset`. The part that completes the file makes its artefact, exactly once; a part sent to a ' +
        'completed upload answers it unchanged.' +
        FIELD,
      request: {
        query: mobileUploadPartQuerySchema,
        body: { content: binary('application/octet-stream'), required: true },
      },
      responses: { 200: { description: 'The upload after the part', content: json(mobileUploadSchema) }, ...errorResponses(400, 401, 403, 404, 409, 413, 422, 425) },
    }),
    async (c) => {
      const { id, offset } = c.req.valid('query');
      const raw = c.req.raw.body;
      const body = raw ? Readable.fromWeb(raw as WebReadableStream<Uint8Array>) : Readable.from([]);
      return c.json(await service.putPart(id, offset, body, callerOf(c)), 200);
    },
  );
}
