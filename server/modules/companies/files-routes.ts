import type { OpenAPIHono } from '@hono/zod-openapi';
import { COMPANY_ROUTES } from '@/lib/api/routes';
import { companyDoneSchema, companyFileListSchema, companyFileSchema, companyFilesQuerySchema, deleteCompanyFileSchema, uploadCompanyFileSchema } from '@/lib/schemas/companies';
import { currentUser, type AppEnv } from '@/server/http/context';
import { fileResponse } from '@/server/http/file-response';
import { parseMultipart } from '@/server/http/multipart';
import { binary, errorResponses, json, multipartForm } from '@/server/http/openapi';
import { checkedByService } from '@/server/http/access/record';
import { routesOf } from '@/server/http/route';
import { uploadRules } from '@/server/storage/upload-acceptance';
import type { ModuleContext } from '../context';
import { createCompanyFilesService } from './files-service';

const UPLOAD_BODY = multipartForm({
  data: 'JSON: { "kind": "developer", "purpose": "logo" | "document" }',
  file: 'The logo (PNG, JPEG or WebP) or a document (the project files’ types)',
  required: ['data', 'file'],
});

/** `/company_files`: the company's logo and documents, for its members; admins upload and delete. */
export function registerCompanyFileRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const { settings } = context;
  const names = context.settings.containers;
  const files = createCompanyFilesService({
    db: context.db,
    storage: context.storage,
    logger: context.logger,
    containers: { companies: names.companies, profiles: names.profiles },
    uploadRules: uploadRules({ MAX_UPLOAD_BYTES: String(settings.maxUploadBytes) }),
  });
  const route = routesOf({ tag: 'Companies', guards: context.guards });
  const path = COMPANY_ROUTES.companyFiles;

  app.openapi(
    route({
      operationId: 'getCompanyFiles',
      access: 'record-party',
      record: checkedByService('company'),
      method: 'get',
      path,
      summary: 'Your company’s files, or one file’s bytes',
      description: 'Without `file_id`, the list; with it, the file (a logo inline, a document as an attachment). Members only.',
      request: { query: companyFilesQuerySchema },
      responses: {
        200: {
          description: 'The list (JSON), or the file',
          content: { ...json(companyFileListSchema), ...binary('application/octet-stream') },
        },
        ...errorResponses(400, 401, 403, 404, 425),
      },
    }),
    async (c) => {
      const { kind, file_id: fileId } = c.req.valid('query');
      const user = currentUser(c);
      if (!fileId) return c.json(await files.list(user, kind), 200);
      const { file, reader } = await files.open(user, kind, fileId);
      return fileResponse(reader, { name: file.name, contentType: file.contentType, disposition: file.purpose === 'logo' ? 'inline' : 'attachment', sha256: file.sha256 });
    },
  );

  app.openapi(
    route({
      operationId: 'uploadCompanyFile',
      access: 'record-party',
      record: checkedByService('company'),
      method: 'post',
      path,
      summary: 'Upload the logo or a document (admins)',
      description: 'Multipart with `data` and `file`; the bytes must match the declared type. A new logo replaces the old one.',
      request: { body: { required: true, content: UPLOAD_BODY } },
      responses: { 200: { description: 'The stored file', content: json(companyFileSchema) }, ...errorResponses(400, 401, 403, 404, 413, 415, 425) },
    }),
    async (c) => {
      const { data, file } = await parseMultipart(c, uploadCompanyFileSchema, { maxFileBytes: settings.maxUploadBytes });
      return c.json(await files.upload(currentUser(c), data, file, c.get('requestId')), 200);
    },
  );

  app.openapi(
    route({
      operationId: 'deleteCompanyFile',
      access: 'record-party',
      record: checkedByService('company'),
      method: 'delete',
      path,
      summary: 'Delete a company file (admins)',
      description: 'The bytes go with the record.',
      request: { body: { required: true, content: json(deleteCompanyFileSchema) } },
      responses: { 200: { description: 'Deleted', content: json(companyDoneSchema) }, ...errorResponses(400, 401, 403, 404, 413, 415, 425) },
    }),
    async (c) => {
      const { kind, file_id: fileId } = c.req.valid('json');
      return c.json(await files.remove(currentUser(c), kind, fileId, c.get('requestId')), 200);
    },
  );
}
