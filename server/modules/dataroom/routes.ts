import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { SIGN_AND_COMMIT_ROUTES } from '@/lib/api/routes';
import {
  dataroomBulkResultSchema,
  dataroomChangeSchema,
  dataroomDeleteSchema,
  dataroomDocumentSchema,
  dataroomFileSchema,
  dataroomQuerySchema,
  dataroomSchema,
  dataroomUploadSchema,
  isDownloadOnlyType,
  MAX_BULK_FILES,
  pageTimeSchema,
  recordedSchema,
  searchResultSchema,
} from '@/lib/schemas/dataroom';
import type { AppEnv } from '@/server/http/context';
import { fileResponse } from '@/server/http/file-response';
import { parseMultipartFiles } from '@/server/http/multipart';
import { ApiError } from '@/server/http/errors';
import { binary, errorResponses, json, multipartForm } from '@/server/http/openapi';
import { checkedByService } from '@/server/http/access/record';
import { routesOf } from '@/server/http/route';
import { callerOf } from '@/server/modules/projects/public';
import { uploadRules } from '@/server/storage/upload-acceptance';
import type { ModuleContext } from '../context';
import { createArchiveService } from './archive-service';
import { createAuditBatch } from './audit-batch';
import { createFoldersService } from './folders-service';
import type { PageCache } from './page-cache';
import { recordingRefusals, type RefusedAttempt } from './refusals';
import { createViewerService } from './viewer-service';

const UPLOAD_BODY = multipartForm({
  data: 'JSON: { "folder_id": "<uuid>", "paths": ["<path of each file in a folder chosen at once>"] }',
  file: 'A PDF document, a PNG or JPEG image, or a Word, Excel or PowerPoint file (download-only); repeat the part to send several',
  required: ['data', 'file'],
});

const dataroomAnswerSchema = z
  .union([dataroomSchema, dataroomDocumentSchema, searchResultSchema])
  .meta({ id: 'DataroomAnswer', description: 'The data room, one document, or where words occur in it' });

const pdfName = (name: string, suffix = '') => `${name.replace(/\.(pdf|png|jpe?g)$/i, '')}${suffix}.pdf`;

/** `/sign-and-commit-opp/dataroom`: the data room's folders and documents, and the viewer's pages. */
export function registerDataroomRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext, pages: PageCache): void {
  const { db, settings } = context;
  const folders = createFoldersService({
    db,
    storage: context.storage,
    logger: context.logger,
    container: context.settings.containers.opportunities,
    uploadRules: uploadRules({ MAX_UPLOAD_BYTES: String(settings.maxUploadBytes) }),
  });
  const auditBatch = createAuditBatch(db);
  const viewer = createViewerService({ db, pages, auditBatch });
  const refusals = { db, auditBatch };
  const archives = createArchiveService({ db, pages, auditBatch });
  const route = routesOf({ tag: 'Investment', guards: context.guards });

  app.openapi(
    route({
      operationId: 'getDataroom',
      acting: { refusedWith: ['page', 'download'] }, // requirements
      access: 'opportunity-party',
      record: checkedByService('opportunity'),
      method: 'get',
      path: SIGN_AND_COMMIT_ROUTES.dataroom,
      summary: 'A data room, a document’s page count, one watermarked page, a watermarked download, or a folder’s archive',
      description:
        'With `opportunity_id`: the data room — every folder for the project’s owner, editors and readers; for an investor, the ' +
        'folders granted now. With `file_id`: the document’s page count and whether it may be downloaded; with `page` as well, that ' +
        'page alone as a one-page PDF stamped with the caller’s name, address and the time (recorded as `dataroom.page_viewed`); with ' +
        '`download=true`, the whole document stamped on every page (recorded as `dataroom.downloaded`; only where the grant allows). ' +
        'With `file_id` and `search`: the pages whose text holds the words, each with its context (only for a document the caller may ' +
        'view, as its pages are). ' +
        'With `folder_id` and `download=true`: the whole folder as one ZIP archive, streamed, its PDFs and images stamped as a download is ' +
        'and its Word, Excel and PowerPoint files as they are (recorded as `dataroom.archived`; only where downloads are allowed). ' +
        'A refused attempt is recorded as `dataroom.refused`. ' +
        'The grant is read on every request: an investor whose access was revoked or has expired gets 403 with `detail.reason` ' +
        '(`revoked`, `expired`, `no_grant`). Anyone who is neither on the project nor an investor gets 404.',
      request: { query: dataroomQuerySchema },
      responses: {
        200: {
          description: 'The data room or document (JSON), a PDF, a download-only file, or a ZIP archive',
          content: { ...json(dataroomAnswerSchema), ...binary('application/pdf', 'application/zip') },
        },
        ...errorResponses(400, 401, 403, 404, 415, 425),
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const caller = callerOf(c);
      if (query.opportunity_id) return c.json(await folders.view(query.opportunity_id, caller), 200);
      const fileId = query.file_id ?? '';
      const requestId = c.get('requestId');
      if (query.folder_id) {
        const folderId = query.folder_id;
        const target = { attempt: 'archive' as const, folderId };
        const archive = await recordingRefusals(refusals, caller, requestId, target, () => archives.folder(folderId, caller, requestId));
        return fileResponse(archive.body, { name: archive.name, contentType: 'application/zip', disposition: 'attachment' });
      }
      // A refused attempt is recorded in the trail with what it asked for (requirements ).
      const recorded = <T>(attempt: RefusedAttempt, check: () => Promise<T>) => recordingRefusals(refusals, caller, requestId, { attempt, fileId, page: query.page }, check);
      if (query.page) {
        const page = query.page;
        const { file, bytes } = await recorded('page', () => viewer.page(fileId, page, caller, requestId));
        return fileResponse(bytes, { name: pdfName(file.name, ` - page ${page}`), contentType: 'application/pdf', disposition: 'inline' });
      }
      if (query.download) {
        const { file, bytes } = await recorded('download', () => viewer.download(fileId, caller, requestId));
        if (isDownloadOnlyType(file.contentType))
          return fileResponse(bytes, { name: file.name.split('/').pop() ?? file.name, contentType: file.contentType, disposition: 'attachment' });
        return fileResponse(bytes, { name: pdfName(file.name.split('/').pop() ?? file.name), contentType: 'application/pdf', disposition: 'attachment' });
      }
      if (query.search) {
        const words = query.search;
        return c.json(await recorded('search', () => viewer.search(fileId, words, caller)), 200);
      }
      return c.json(await recorded('document', () => viewer.document(fileId, caller)), 200);
    },
  );

  app.openapi(
    route({
      operationId: 'uploadDataroomFile',
      access: 'opportunity-party',
      record: checkedByService('data-room folder'),
      method: 'post',
      path: SIGN_AND_COMMIT_ROUTES.dataroom,
      summary: 'Upload one or several documents to a data-room folder (owner or editor)',
      description:
        'Multipart with `data` ({ folder_id, paths? }) and `file`: a PDF document, a PNG or JPEG image, or a Word, Excel or PowerPoint ' +
        'file (judged by its bytes, not its name). Office files are download-only, accepted only in a folder that allows downloads ' +
        `(415 otherwise). Encrypted PDFs are refused (415). One \`file\` part answers the document; several (at most ${MAX_BULK_FILES}), or ` +
        '`paths` (a folder chosen at once, its structure kept in the names), answer the documents stored and those refused, each with why.',
      request: { body: { required: true, content: UPLOAD_BODY } },
      responses: {
        200: { description: 'The stored document, or the outcome of several', content: json(z.union([dataroomFileSchema, dataroomBulkResultSchema])) },
        ...errorResponses(400, 401, 403, 404, 413, 415, 425),
      },
    }),
    async (c) => {
      const { data, files } = await parseMultipartFiles(c, dataroomUploadSchema, { maxFileBytes: settings.maxUploadBytes, maxFiles: MAX_BULK_FILES });
      if (files.length === 1 && !data.paths) return c.json(await folders.upload(data.folder_id, files[0], callerOf(c)), 200);
      if (data.paths && data.paths.length !== files.length) throw new ApiError(400, 'paths: give one path per file, in the order of the file parts');
      return c.json(await folders.uploadMany(data.folder_id, files, data.paths, callerOf(c)), 200);
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
        '`create_folder`, `rename_folder` (a name is unique in the data room: 409 otherwise), `set_folder_downloads` (closing ' +
        'downloads is refused while the folder holds download-only files: 409), or `add_project_files`: files of the opportunity’s project (PDF, PNG or JPEG) join the folder. Answers the data room.',
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
