import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  createdShareSchema,
  createShareSchema,
  deletedSchema,
  investorRelationsSchema,
  revokeShareSchema,
  shareGrantSchema,
  shareListSchema,
  shareQuerySchema,
} from '@/lib/schemas/projects';
import type { AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import { inJson, inQuery } from '@/server/http/access/record';
import { routesOf } from '@/server/http/route';
import type { ModuleContext } from '../context';
import { projectRecords } from './record-guard';
import { callerOf, requestInfo } from './http';
import { createProjectMail } from './project-mail';
import { createSharingService } from './sharing-service';

/** `/share`: invitations by e-mail and access keys (owner only). */
export function registerSharingRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const sharing = createSharingService(context.db, createProjectMail(context.db, context.mail));
  const route = routesOf({ tag: 'Projects', guards: context.guards });
  const records = projectRecords(context.db);

  app.openapi(
    route({
      operationId: 'getShares',
      access: 'project-owner',
      record: records.project(inQuery('project_id'), 'see who it is shared with'),
      method: 'get',
      path: '/share',
      summary: 'Who a project is shared with (owner only)',
      description: 'The invitations and the access keys (never their secrets).',
      request: { query: shareQuerySchema },
      responses: { 200: { description: 'Invitations and access keys', content: json(shareListSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await sharing.list(c.req.valid('query').project_id, callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'createShare',
      access: 'project-owner',
      record: records.project(inJson('project_id'), 'share it'),
      method: 'post',
      path: '/share',
      summary: 'Invite someone by e-mail, or create an access key (owner only)',
      description:
        'Inviting an e-mail again changes its right. An access key’s secret is in this answer only: its holder sends it ' + 'in the `access-key` header (with their own token).',
      request: { body: { required: true, content: json(createShareSchema) } },
      responses: { 200: { description: 'The invitation or the key', content: json(createdShareSchema) }, ...errorResponses(400, 401, 403, 404, 422, 425) },
    }),
    async (c) => c.json(await sharing.create(c.req.valid('json'), callerOf(c), requestInfo(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'revokeShare',
      access: 'project-owner',
      record: records.project(inJson('project_id'), 'change who it is shared with'),
      method: 'delete',
      path: '/share',
      summary: 'Revoke an invitation or an access key (owner only)',
      description: 'Takes effect at once.',
      request: { body: { required: true, content: json(revokeShareSchema) } },
      responses: { 200: { description: 'Revoked', content: json(deletedSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await sharing.revoke(c.req.valid('json'), callerOf(c), requestInfo(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'setShareInvestorRelations',
      access: 'project-owner',
      record: records.project(inJson('project_id'), 'name who handles investor relations'),
      method: 'patch',
      path: '/share',
      summary: 'Name an editor for investor relations, or no longer (owner only)',
      description:
        'Investors’ personal data — signatures with their IP address and user agent, investors’ e-mail addresses, signed PDFs — ' +
        'are for the project’s owner and the editors named here; readers, access keys and other editors see the rest without them. ' +
        'Only an editor’s invitation can be named (422 otherwise).',
      request: { body: { required: true, content: json(investorRelationsSchema) } },
      responses: { 200: { description: 'The invitation', content: json(shareGrantSchema) }, ...errorResponses(400, 401, 403, 404, 422, 425) },
    }),
    async (c) => c.json(await sharing.investorRelations(c.req.valid('json'), callerOf(c), requestInfo(c)), 200),
  );
}
