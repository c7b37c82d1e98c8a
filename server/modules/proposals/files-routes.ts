import type { OpenAPIHono } from '@hono/zod-openapi';
import { PROPOSAL_ROUTES } from '@/lib/api/routes';
import { deleteProposalFileSchema, proposalFileListSchema, proposalFileSchema, proposalFilesQuerySchema, uploadProposalFileSchema } from '@/lib/schemas/proposals';
import { companyDoneSchema } from '@/lib/schemas/companies';
import { checkedByService } from '@/server/http/access/record';
import type { AppEnv } from '@/server/http/context';
import { fileResponse } from '@/server/http/file-response';
import { parseMultipart } from '@/server/http/multipart';
import { binary, errorResponses, json, multipartForm } from '@/server/http/openapi';
import { routesOf } from '@/server/http/route';
import { uploadRules } from '@/server/storage/upload-acceptance';
import { callerOf } from '@/server/modules/projects/public';
import type { ModuleContext } from '../context';
import { createProposalFilesService } from './files-service';

const UPLOAD_BODY = multipartForm({
  data: 'JSON: { "proposal_id": "…" }',
  file: 'A document of the project files’ types; its bytes must match its type',
  required: ['data', 'file'],
});

/** `/proposals/files`: a proposal's attachments, read by both sides; the OEM's members attach and remove. */
export function registerProposalFileRoutes(app: OpenAPIHono<AppEnv>, context: Pick<ModuleContext, 'db' | 'guards' | 'storage' | 'logger' | 'settings'>): void {
  const { settings } = context;
  const files = createProposalFilesService({
    db: context.db,
    storage: context.storage,
    logger: context.logger,
    container: context.settings.containers.companies,
    uploadRules: uploadRules({ MAX_UPLOAD_BYTES: String(settings.maxUploadBytes) }),
  });
  const route = routesOf({ tag: 'Proposals', guards: context.guards });
  const path = PROPOSAL_ROUTES.files;

  app.openapi(
    route({
      operationId: 'getProposalFiles',
      access: 'record-party',
      record: checkedByService('proposal'),
      method: 'get',
      path,
      summary: 'A proposal’s attachments, or one file’s bytes',
      description: 'Without `file_id`, the list (newest first); with it, the file as an attachment. The OEM’s members and the project’s people; 404 to anyone else.',
      request: { query: proposalFilesQuerySchema },
      responses: {
        200: {
          description: 'The list (JSON), or the file',
          content: { ...json(proposalFileListSchema), ...binary('application/octet-stream') },
        },
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) => {
      const { proposal_id: proposalId, file_id: fileId } = c.req.valid('query');
      if (!fileId) return c.json(await files.list(proposalId, callerOf(c)), 200);
      const { file, reader } = await files.open(proposalId, fileId, callerOf(c));
      return fileResponse(reader, { name: file.name, contentType: file.contentType, disposition: 'attachment', sha256: file.sha256 });
    },
  );

  app.openapi(
    route({
      operationId: 'uploadProposalFile',
      access: 'record-party',
      record: checkedByService('proposal'),
      method: 'post',
      path,
      summary: 'The OEM attaches a file to its proposal',
      description: 'Multipart with `data` and `file`, the project files’ rules. A member of the proposal’s OEM, while undecided (409 after); at most `MAX_PROPOSAL_FILES`.',
      request: { body: { required: true, content: UPLOAD_BODY } },
      responses: { 200: { description: 'The stored file', content: json(proposalFileSchema) }, ...errorResponses(400, 401, 404, 409, 413, 415) },
    }),
    async (c) => {
      const { data, file } = await parseMultipart(c, uploadProposalFileSchema, { maxFileBytes: settings.maxUploadBytes });
      return c.json(await files.upload(data.proposal_id, file, callerOf(c), c.get('requestId')), 200);
    },
  );

  app.openapi(
    route({
      operationId: 'deleteProposalFile',
      access: 'record-party',
      record: checkedByService('proposal'),
      method: 'delete',
      path,
      summary: 'The OEM removes an attachment',
      description: 'The bytes go with the record. A member of the proposal’s OEM, while undecided (409 after).',
      request: { body: { required: true, content: json(deleteProposalFileSchema) } },
      responses: { 200: { description: 'Removed', content: json(companyDoneSchema) }, ...errorResponses(400, 401, 404, 409) },
    }),
    async (c) => {
      const { proposal_id: proposalId, file_id: fileId } = c.req.valid('json');
      return c.json(await files.remove(proposalId, fileId, callerOf(c), c.get('requestId')), 200);
    },
  );
}
