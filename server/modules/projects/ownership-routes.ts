import type { OpenAPIHono } from '@hono/zod-openapi';
import { cancelOwnershipSchema, decideOwnershipSchema, ownershipTransferSchema, pendingOwnershipSchema, requestOwnershipSchema } from '@/lib/schemas/projects';
import type { AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import { checkedByService, inJson } from '@/server/http/access/record';
import { routesOf } from '@/server/http/route';
import type { ModuleContext } from '../context';
import { projectRecords } from './record-guard';
import { callerOf, requestInfo } from './http';
import { createProjectMail } from './project-mail';
import { createOwnershipService } from './ownership-service';

/** `/ownership` and `/get_ownership`: handing a project to another user, who accepts or declines. */
export function registerOwnershipRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const ownership = createOwnershipService(context.db, createProjectMail(context.db, context.mail));
  const route = routesOf({ tag: 'Projects', guards: context.guards });
  const records = projectRecords(context.db);

  app.openapi(
    route({
      operationId: 'requestOwnershipTransfer',
      access: 'project-owner',
      record: records.project(inJson('project_id'), 'transfer its ownership'),
      method: 'post',
      path: '/ownership',
      summary: 'Ask to hand a project to another user (owner only)',
      description: 'One pending transfer per project; the addressee accepts or declines it.',
      request: { body: { required: true, content: json(requestOwnershipSchema) } },
      responses: { 200: { description: 'The pending transfer', content: json(ownershipTransferSchema) }, ...errorResponses(400, 401, 403, 404, 409, 422, 425) },
    }),
    async (c) => c.json(await ownership.request(c.req.valid('json'), callerOf(c), requestInfo(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'getOwnershipTransfers',
      access: 'signed-in',
      method: 'get',
      path: '/get_ownership',
      summary: 'Pending ownership transfers addressed to you and asked by you',
      description: 'The transfers still pending: those addressed to you and those you asked for.',
      responses: { 200: { description: 'Incoming and outgoing transfers', content: json(pendingOwnershipSchema) }, ...errorResponses(401, 425) },
    }),
    async (c) => c.json(await ownership.pending(callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'decideOwnershipTransfer',
      access: 'record-party',
      record: checkedByService('ownership transfer'),
      method: 'put',
      path: '/ownership',
      summary: 'Accept or decline a transfer addressed to you',
      description: 'Accepting makes you the owner; the previous owner keeps edit access.',
      request: { body: { required: true, content: json(decideOwnershipSchema) } },
      responses: { 200: { description: 'The decided transfer', content: json(ownershipTransferSchema) }, ...errorResponses(400, 401, 404, 409, 425) },
    }),
    async (c) => c.json(await ownership.decide(c.req.valid('json'), callerOf(c), requestInfo(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'cancelOwnershipTransfer',
      access: 'record-party',
      record: checkedByService('ownership transfer'),
      method: 'delete',
      path: '/ownership',
      summary: 'Cancel a transfer you asked for',
      description: 'Only the user who asked for a transfer cancels it, while it is still pending.',
      request: { body: { required: true, content: json(cancelOwnershipSchema) } },
      responses: { 200: { description: 'The cancelled transfer', content: json(ownershipTransferSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await ownership.cancel(c.req.valid('json').id, callerOf(c), requestInfo(c)), 200),
  );
}
