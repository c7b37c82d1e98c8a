import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  cancelOwnershipSchema,
  decideOwnershipSchema,
  ownershipTransferSchema,
  pendingOwnershipSchema,
  requestOwnershipSchema,
} from '@/lib/schemas/projects';
import type { AppEnv } from '@/server/http/context';
import { errorResponses, json, signedIn } from '@/server/http/openapi';
import type { ModuleContext } from '../context';
import { callerOf, requestInfo } from './http';
import { createProjectMail } from './project-mail';
import { createOwnershipService } from './ownership-service';

const tags = ['Projects'];

/** `/ownership` and `/get_ownership`: handing a project to another user, who accepts or declines. */
export function registerOwnershipRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const ownership = createOwnershipService(
    context.db,
    createProjectMail({ mailer: context.mailer, appOrigin: context.settings.appOrigin, logger: context.logger }),
  );
  const middleware = [context.guards.requireUser()];

  app.openapi(
    createRoute({
      method: 'post',
      path: '/ownership',
      tags,
      summary: 'Ask to hand a project to another user (owner only)',
      description: 'One pending transfer per project; the addressee accepts or declines it.',
      security: signedIn,
      middleware,
      request: { body: { required: true, content: json(requestOwnershipSchema) } },
      responses: { 200: { description: 'The pending transfer', content: json(ownershipTransferSchema) }, ...errorResponses(400, 401, 403, 404, 409, 422, 425) },
    }),
    async (c) => c.json(await ownership.request(c.req.valid('json'), callerOf(c), requestInfo(c)), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get_ownership',
      tags,
      summary: 'Pending ownership transfers addressed to you and asked by you',
      security: signedIn,
      middleware,
      responses: { 200: { description: 'Incoming and outgoing transfers', content: json(pendingOwnershipSchema) }, ...errorResponses(401, 425) },
    }),
    async (c) => c.json(await ownership.pending(callerOf(c)), 200),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/ownership',
      tags,
      summary: 'Accept or decline a transfer addressed to you',
      description: 'Accepting makes you the owner; the previous owner keeps edit access.',
      security: signedIn,
      middleware,
      request: { body: { required: true, content: json(decideOwnershipSchema) } },
      responses: { 200: { description: 'The decided transfer', content: json(ownershipTransferSchema) }, ...errorResponses(400, 401, 404, 409, 425) },
    }),
    async (c) => c.json(await ownership.decide(c.req.valid('json'), callerOf(c), requestInfo(c)), 200),
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/ownership',
      tags,
      summary: 'Cancel a transfer you asked for',
      security: signedIn,
      middleware,
      request: { body: { required: true, content: json(cancelOwnershipSchema) } },
      responses: { 200: { description: 'The cancelled transfer', content: json(ownershipTransferSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await ownership.cancel(c.req.valid('json').id, callerOf(c), requestInfo(c)), 200),
  );
}
