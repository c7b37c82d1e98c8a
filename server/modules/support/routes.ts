import type { OpenAPIHono } from '@hono/zod-openapi';
import { PROJECT_ROUTES, SUPPORT_ROUTES } from '@/lib/api/routes';
import {
  createSupportSchema,
  sendSupportSchema,
  staffSupportReplySchema,
  staffSupportRequestSchema,
  staffSupportThreadSchema,
  SUPPORT_LIST_LIMIT,
  supportFileQuerySchema,
  supportInboxQuerySchema,
  supportInboxSchema,
  supportListSchema,
  supportQuerySchema,
  supportReplySchema,
  supportRequestSchema,
  supportThreadQuerySchema,
  supportThreadSchema,
  updateSupportSchema,
} from '@/lib/schemas/support';
import { currentUser, type AppEnv } from '@/server/http/context';
import { fileResponse } from '@/server/http/file-response';
import { parseMultipart } from '@/server/http/multipart';
import { binary, errorResponses, json, multipartForm } from '@/server/http/openapi';
import { checkedByService, inJson, inQuery } from '@/server/http/access/record';
import { routesOf } from '@/server/http/route';
import { uploadRules } from '@/server/storage/upload-acceptance';
import type { ModuleContext } from '@/server/modules/context';
import { callerOf, projectRecords } from '@/server/modules/projects/public';
import { ESCALATE_JOB, escalateHandler } from './escalation';
import { createSupportMailer } from './mailer';
import { createSupportService } from './service';

const multipartBody = (data: string) => ({
  required: true,
  content: multipartForm({ data: `JSON: ${data}`, file: 'One file at most (the project files’ types and size)', required: ['data'] }),
});
const FILE_ANSWER = binary('application/octet-stream');
const ONLY_SENDER = ' Only the user who sent the request; 404 to anyone else.';

/** `/jtbd/support…` (issue 24, items 6 and 7) and the project panel's `/support`: the support desk. */
export function registerSupportRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const { db, settings } = context;
  const mailer = createSupportMailer(db, context.mail);
  const support = createSupportService({
    db,
    storage: context.storage,
    jobs: context.jobs,
    logger: context.logger,
    container: settings.containers.projects,
    uploadRules: uploadRules({ MAX_UPLOAD_BYTES: String(settings.maxUploadBytes) }),
    mailer,
  });
  context.jobs.handle(ESCALATE_JOB, escalateHandler(db, mailer));
  const route = routesOf({ tag: 'Support', guards: context.guards });
  const records = projectRecords(db);
  const maxFileBytes = settings.maxUploadBytes;

  app.openapi(
    route({
      operationId: 'sendSupportRequest',
      access: 'signed-in',
      method: 'post',
      path: SUPPORT_ROUTES.support,
      summary: 'Ask the Groundwork team for help',
      description: 'From any page (`page` keeps its path), optionally about a project you can read (404 otherwise), with one file at most. Staff hear of it.',
      request: { body: multipartBody('{ "subject", "message", "page"?, "project_id"? }') },
      responses: { 200: { description: 'The request', content: json(supportRequestSchema) }, ...errorResponses(400, 401, 404, 413, 415, 425) },
    }),
    async (c) => {
      const { data, file } = await parseMultipart(c, sendSupportSchema, { fileRequired: false, maxFileBytes });
      return c.json(await support.send(data, file, callerOf(c)), 200);
    },
  );

  app.openapi(
    route({
      operationId: 'getMySupportRequests',
      access: 'signed-in',
      method: 'get',
      path: SUPPORT_ROUTES.support,
      summary: 'My support requests',
      description: `Newest first, at most ${SUPPORT_LIST_LIMIT}; about one project when \`project_id\` is given (a project you can read).`,
      request: { query: supportQuerySchema },
      responses: { 200: { description: 'Your requests', content: json(supportListSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await support.mine(c.req.valid('query').project_id, callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'getSupportThread',
      access: 'record-party',
      record: checkedByService('support request'),
      method: 'get',
      path: SUPPORT_ROUTES.thread,
      summary: 'One of my requests, with its thread',
      description: `The messages between you and the team, oldest first; staff's internal notes are never in it.${ONLY_SENDER}`,
      request: { query: supportThreadQuerySchema },
      responses: { 200: { description: 'The thread', content: json(supportThreadSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await support.thread(c.req.valid('query').id, currentUser(c).id), 200),
  );

  app.openapi(
    route({
      operationId: 'replyToSupport',
      access: 'record-party',
      record: checkedByService('support request'),
      method: 'post',
      path: SUPPORT_ROUTES.reply,
      summary: 'Reply in my request’s thread',
      description: `A request waiting for you, or resolved, opens again; the staff member who has it hears of it.${ONLY_SENDER}`,
      request: { body: multipartBody('{ "request_id", "message" }') },
      responses: { 200: { description: 'The thread', content: json(supportThreadSchema) }, ...errorResponses(400, 401, 404, 413, 415, 425) },
    }),
    async (c) => {
      const { data, file } = await parseMultipart(c, supportReplySchema, { fileRequired: false, maxFileBytes });
      return c.json(await support.reply(data, file, currentUser(c).id), 200);
    },
  );

  app.openapi(
    route({
      operationId: 'getSupportFile',
      access: 'record-party',
      record: checkedByService('support request'),
      method: 'get',
      path: SUPPORT_ROUTES.file,
      summary: 'A file of my request’s thread',
      description: `The bytes, as an attachment.${ONLY_SENDER}`,
      request: { query: supportFileQuerySchema },
      responses: { 200: { description: 'The file', content: FILE_ANSWER }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => {
      const { request_id: requestId, file_id: fileId } = c.req.valid('query');
      const file = await support.file(requestId, fileId, currentUser(c).id);
      return fileResponse(file.reader, { name: file.name, contentType: file.contentType, disposition: 'attachment', sha256: file.sha256 ?? undefined });
    },
  );

  app.openapi(
    route({
      operationId: 'getSupportInbox',
      access: 'staff',
      method: 'get',
      path: SUPPORT_ROUTES.inbox,
      summary: 'The support inbox',
      description: `Every request in one state (all without \`state\`), the last touched first, at most ${SUPPORT_LIST_LIMIT}, with the staff members one may be assigned to.`,
      request: { query: supportInboxQuerySchema },
      responses: { 200: { description: 'The inbox', content: json(supportInboxSchema) }, ...errorResponses(400, 401, 403, 425) },
    }),
    async (c) => c.json(await support.inbox(c.req.valid('query').state), 200),
  );

  app.openapi(
    route({
      operationId: 'updateSupportRequest',
      access: 'staff',
      method: 'patch',
      path: SUPPORT_ROUTES.inbox,
      summary: 'Assign a request or change its state',
      description: 'The assignee is a staff member (422 otherwise) or null; a new request someone takes becomes open.',
      request: { body: { required: true, content: json(updateSupportSchema) } },
      responses: { 200: { description: 'The request', content: json(staffSupportRequestSchema) }, ...errorResponses(400, 401, 403, 404, 422, 425) },
    }),
    async (c) => c.json(await support.update(c.req.valid('json')), 200),
  );

  app.openapi(
    route({
      operationId: 'getStaffSupportThread',
      access: 'staff',
      method: 'get',
      path: SUPPORT_ROUTES.inboxThread,
      summary: 'A request’s whole thread, internal notes included',
      description: 'For staff.',
      request: { query: supportThreadQuerySchema },
      responses: { 200: { description: 'The thread', content: json(staffSupportThreadSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await support.staffThread(c.req.valid('query').id), 200),
  );

  app.openapi(
    route({
      operationId: 'replyAsStaff',
      access: 'staff',
      method: 'post',
      path: SUPPORT_ROUTES.inboxReply,
      summary: 'Reply to the user, or add an internal note',
      description: 'A reply waits for the user and mails them in their language; `internal: true` is a note only staff see.',
      request: { body: multipartBody('{ "request_id", "message", "internal"? }') },
      responses: { 200: { description: 'The thread', content: json(staffSupportThreadSchema) }, ...errorResponses(400, 401, 403, 404, 413, 415, 425) },
    }),
    async (c) => {
      const { data, file } = await parseMultipart(c, staffSupportReplySchema, { fileRequired: false, maxFileBytes });
      return c.json(await support.staffReply(data, file, currentUser(c).id), 200);
    },
  );

  app.openapi(
    route({
      operationId: 'getStaffSupportFile',
      access: 'staff',
      method: 'get',
      path: SUPPORT_ROUTES.inboxFile,
      summary: 'A file of a request’s thread, for staff',
      description: 'The bytes, as an attachment.',
      request: { query: supportFileQuerySchema },
      responses: { 200: { description: 'The file', content: FILE_ANSWER }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => {
      const { request_id: requestId, file_id: fileId } = c.req.valid('query');
      const file = await support.staffFile(requestId, fileId);
      return fileResponse(file.reader, { name: file.name, contentType: file.contentType, disposition: 'attachment', sha256: file.sha256 ?? undefined });
    },
  );

  // The project panel's address of the seed (`/support`): the same desk, through the project's record guard.
  app.openapi(
    route({
      operationId: 'createSupportRequest',
      access: 'project-read',
      record: records.project(inJson('project_id')),
      method: 'post',
      path: PROJECT_ROUTES.support,
      summary: 'Ask the Groundwork team for help (JSON)',
      description: 'The support desk’s request without a file, optionally about a project you can see.',
      request: { body: { required: true, content: json(createSupportSchema) } },
      responses: { 200: { description: 'The request', content: json(supportRequestSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await support.send(c.req.valid('json'), undefined, callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'getSupportRequests',
      access: 'project-read',
      record: records.project(inQuery('project_id')),
      method: 'get',
      path: PROJECT_ROUTES.support,
      summary: 'Your support requests (about a project)',
      description: `As \`GET ${SUPPORT_ROUTES.support}\`: newest first, at most ${SUPPORT_LIST_LIMIT}; about one project when \`project_id\` is given.`,
      request: { query: supportQuerySchema },
      responses: { 200: { description: 'Your requests', content: json(supportListSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await support.mine(c.req.valid('query').project_id, callerOf(c)), 200),
  );
}
