import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { SIGN_AND_COMMIT_ROUTES } from '@/lib/api/routes';
import {
  dataroomChangeSchema,
  dataroomDeleteSchema,
  dataroomDocumentSchema,
  dataroomFileSchema,
  dataroomQuerySchema,
  dataroomSchema,
  dataroomUploadSchema,
  pageTimeSchema,
  recordedSchema,
} from '@/lib/schemas/dataroom';
import type { AppEnv } from '@/server/http/context';
import { fileResponse } from '@/server/http/file-response';
import { parseMultipart } from '@/server/http/multipart';
import { errorResponses, json } from '@/server/http/openapi';
import { checkedByService } from '@/server/http/access/record';
import { routesOf } from '@/server/http/route';
import { callerOf } from '@/server/modules/projects/public';
import { containerNames } from '@/server/storage';
import { uploadRules } from '@/server/storage/upload-acceptance';
import type { ModuleContext } from '../context';
import { createAuditBatch } from './audit-batch';
import { createFoldersService } from './folders-service';
import type { PageCache } from './page-cache';
import { createViewerService } from './viewer-service';

const UPLOAD_BODY = {
  type: 'object' as const,
  required: ['data', 'file'],
  properties: {
    data: { type: 'string' as const, description: 'JSON: { "folder_id": "<uuid>" }' },
    file: { type: 'string' as const, format: 'binary', description: 'A PDF document, or a PNG or JPEG image' },
  },
};

const dataroomAnswerSchema = z.union([dataroomSchema, dataroomDocumentSchema]).meta({ id: 'DataroomAnswer', description: 'The data room, or one document' });
const PDF = { 'application/pdf': { schema: { type: 'string' as const, format: 'binary' } } };

const pdfName = (name: string, suffix = '') => `${name.replace(/\.(pdf|png|jpe?g)$/i, '')}${suffix}.pdf`;

/** `/sign-and-commit-opp/dataroom`: the data room's folders and documents, and the viewer's pages. */
export function registerDataroomRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext, pages: PageCache): void {
  const { db, settings } = context;
  const folders = createFoldersService({
    db,
    storage: context.storage,
    logger: context.logger,
    container: containerNames(process.env).opportunities,
    uploadRules: uploadRules({ MAX_UPLOAD_BYTES: String(settings.maxUploadBytes) }),
  });
  const viewer = createViewerService({ db, pages, auditBatch: createAuditBatch(db) });
  const route = routesOf({ tag: 'Investment', guards: context.guards });

  app.openapi(
    route({
      operationId: 'getDataroom',
      acting: { refusedWith: ['page', 'download'] }, // requirements
      access: 'opportunity-party',
      record: checkedByService('opportunity'),
      method: 'get',
      path: SIGN_AND_COMMIT_ROUTES.dataroom,
      summary: 'A data room, a document’s page count, one watermarked page, or a watermarked download',
      description:
        'With `opportunity_id`: the data room — every folder for the project’s owner, editors and readers; for an investor, the ' +
        'folders granted now. With `file_id`: the document’s page count and whether it may be downloaded; with `page` as well, that ' +
        'page alone as a one-page PDF stamped with the caller’s name, address and the time (recorded as `dataroom.page_viewed`); with ' +
        '`download=true`, the whole document stamped on every page (recorded as `dataroom.downloaded`; only where the grant allows). ' +
        'The grant is read on every request: an investor whose access was revoked or has expired gets 403 with `detail.reason` ' +
        '(`revoked`, `expired`, `no_grant`). Anyone who is neither on the project nor an investor gets 404.',
      request: { query: dataroomQuerySchema },
      responses: {
        200: { description: 'The data room or document (JSON), or a PDF', content: { ...json(dataroomAnswerSchema), ...PDF } },
        ...errorResponses(400, 401, 403, 404, 415, 425),
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const caller = callerOf(c);
      if (query.opportunity_id) return c.json(await folders.view(query.opportunity_id, caller), 200);
      const fileId = query.file_id ?? '';
      if (query.page) {
        const { file, bytes } = await viewer.page(fileId, query.page, caller, c.get('requestId'));
        return fileResponse(bytes, { name: pdfName(file.name, ` - page ${query.page}`), contentType: 'application/pdf', disposition: 'inline' });
      }
      if (query.download) {
        const { file, bytes } = await viewer.download(fileId, caller, c.get('requestId'));
        return fileResponse(bytes, { name: pdfName(file.name), contentType: 'application/pdf', disposition: 'attachment' });
      }
      return c.json(await viewer.document(fileId, caller), 200);
    },
  );

  app.openapi(
    route({
      operationId: 'uploadDataroomFile',
      access: 'opportunity-party',
      record: checkedByService('data-room folder'),
      method: 'post',
      path: SIGN_AND_COMMIT_ROUTES.dataroom,
      summary: 'Upload a document to a data-room folder (owner or editor)',
      description: 'Multipart with `data` ({ folder_id }) and `file`: a PDF document or a PNG or JPEG image (the bytes must match). Encrypted PDFs are refused (415).',
      request: { body: { required: true, content: { 'multipart/form-data': { schema: UPLOAD_BODY } } } },
      responses: { 200: { description: 'The stored document', content: json(dataroomFileSchema) }, ...errorResponses(400, 401, 403, 404, 413, 415, 425) },
    }),
    async (c) => {
      const { data, file } = await parseMultipart(c, dataroomUploadSchema, { maxFileBytes: settings.maxUploadBytes });
      return c.json(await folders.upload(data.folder_id, file, callerOf(c)), 200);
    },
  );

  app.openapi(
    route({
      operationId: 'changeDataroom',
      access: 'opportunity-party',
      record: checkedByService('opportunity'),
      method: 'put',
      path: SIGN_AND_COMMIT_ROUTES.dataroom,
      summary: 'Create or rename a folder, or add project files to it (owner or editor)',
      description:
        '`create_folder`, `rename_folder` (a name is unique in the data room: 409 otherwise), or `add_project_files`: files of the opportunity’s project (PDF, PNG or JPEG) join the folder. Answers the data room.',
      request: { body: { required: true, content: json(dataroomChangeSchema) } },
      responses: { 200: { description: 'The data room', content: json(dataroomSchema) }, ...errorResponses(400, 401, 403, 404, 409, 415, 425) },
    }),
    async (c) => c.json(await folders.change(c.req.valid('json'), callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'deleteDataroomItem',
      access: 'opportunity-party',
      record: checkedByService('data-room document'),
      method: 'delete',
      path: SIGN_AND_COMMIT_ROUTES.dataroom,
      summary: 'Remove a folder (with its documents) or one document (owner or editor)',
      description: 'An uploaded document’s bytes are deleted; a project file stays in the project. Grants on a removed folder end with it.',
      request: { body: { required: true, content: json(dataroomDeleteSchema) } },
      responses: { 200: { description: 'The data room', content: json(dataroomSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await folders.remove(c.req.valid('json'), callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'reportDataroomPageTime',
      acting: 'refused', // requirements
      access: 'opportunity-party',
      record: checkedByService('data-room document'),
      method: 'patch',
      path: SIGN_AND_COMMIT_ROUTES.dataroom,
      summary: 'Report the time a page was on screen (the viewer)',
      description:
        'Recorded as `dataroom.page_time` for an investor with a grant on the document’s folder (also just after it was revoked or ' +
        'expired: the time of the page seen before counts). `seconds` is above 0 and at most 3600. The developer’s previews are not recorded.',
      request: { body: { required: true, content: json(pageTimeSchema) } },
      responses: { 200: { description: 'Whether it was recorded', content: json(recordedSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await viewer.pageTime(c.req.valid('json'), callerOf(c), c.get('requestId')), 200),
  );
}
