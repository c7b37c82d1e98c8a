import type { OpenAPIHono } from '@hono/zod-openapi';
import { deletedSchema, deleteProjectFileSchema, filesQuerySchema, projectFileListSchema, projectFileSchema, uploadProjectFileSchema } from '@/lib/schemas/projects';
import type { AppEnv } from '@/server/http/context';
import { fileResponse } from '@/server/http/file-response';
import { parseMultipart } from '@/server/http/multipart';
import { binary, errorResponses, json, multipartForm } from '@/server/http/openapi';
import { inForm, inJson, inQuery } from '@/server/http/access/record';
import { routesOf } from '@/server/http/route';
import { uploadRules } from '@/server/storage/upload-acceptance';
import type { ModuleContext } from '../context';
import { projectRecords } from './record-guard';
import { createFilesService } from './files-service';
import { callerOf } from './http';

const UPLOAD_BODY = multipartForm({
  data: 'JSON: { "project_id": "<uuid>" }',
  file: 'A document (PDF, image, Office, CSV, text or JSON)',
  required: ['data', 'file'],
});

/** `/files`: list, upload, download and delete a project's files. */
export function registerFileRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const { settings } = context;
  const files = createFilesService({
    db: context.db,
    storage: context.storage,
    logger: context.logger,
    container: context.settings.containers.projects,
    uploadRules: uploadRules({ MAX_UPLOAD_BYTES: String(settings.maxUploadBytes) }),
  });
  const route = routesOf({ tag: 'Projects', guards: context.guards });
  const records = projectRecords(context.db);

  app.openapi(
    route({
      operationId: 'getProjectFiles',
      access: 'project-read',
      record: records.project(inQuery('project_id')),
      method: 'get',
      path: '/files',
      summary: 'A project’s files, or one file’s bytes',
      description: 'Without `file_id`, the list; with it, the file as an attachment with its verified content type.',
      request: { query: filesQuerySchema },
      responses: {
        200: {
          description: 'The list (JSON), or the file',
          content: { ...json(projectFileListSchema), ...binary('application/octet-stream') },
        },
        ...errorResponses(400, 401, 404, 425),
      },
    }),
    async (c) => {
      const { project_id: projectId, file_id: fileId } = c.req.valid('query');
      if (!fileId) return c.json(await files.list(projectId, callerOf(c)), 200);
      const { file, reader } = await files.open(projectId, fileId, callerOf(c));
      return fileResponse(reader, { name: file.name, contentType: file.contentType, disposition: 'attachment', sha256: file.sha256 });
    },
  );

  app.openapi(
    route({
      operationId: 'uploadProjectFile',
      access: 'project-write',
      record: records.project(inForm('project_id')),
      method: 'post',
      path: '/files',
      summary: 'Upload a file to a project (owner or edit)',
      description: 'Multipart with `data` ({ projectId }) and `file`. The bytes must match the declared type.',
      request: { body: { required: true, content: UPLOAD_BODY } },
      responses: { 200: { description: 'The stored file', content: json(projectFileSchema) }, ...errorResponses(400, 401, 403, 404, 413, 415, 425) },
    }),
    async (c) => {
      const { data, file } = await parseMultipart(c, uploadProjectFileSchema, { maxFileBytes: settings.maxUploadBytes });
      return c.json(await files.upload(data.project_id, file, callerOf(c)), 200);
    },
  );

  app.openapi(
    route({
      operationId: 'deleteProjectFile',
      access: 'project-write',
      record: records.project(inJson('project_id')),
      method: 'delete',
      path: '/files',
      summary: 'Delete a project file (owner or edit)',
      description: 'Answers that point at the file keep their reference.',
      request: { body: { required: true, content: json(deleteProjectFileSchema) } },
      responses: { 200: { description: 'Deleted', content: json(deletedSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => {
      const { project_id: projectId, file_id: fileId } = c.req.valid('json');
      return c.json(await files.remove(projectId, fileId, callerOf(c)), 200);
    },
  );
}
