import type { OpenAPIHono } from '@hono/zod-openapi';
import { createSupportSchema, supportListSchema, supportQuerySchema, supportRequestSchema } from '@/lib/schemas/projects';
import type { AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import { inJson, inQuery } from '@/server/http/access/record';
import { routesOf } from '@/server/http/route';
import type { ModuleContext } from '../context';
import { projectRecords } from './record-guard';
import { callerOf } from './http';
import { createSupportService, SUPPORT_LIST_LIMIT } from './support-service';

/** `/support`: requests to the Groundwork team, from anywhere, optionally about a project. */
export function registerSupportRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const support = createSupportService(context.db);
  const route = routesOf({ tag: 'Support', guards: context.guards });
  const records = projectRecords(context.db);

  app.openapi(
    route({
      operationId: 'createSupportRequest',
      access: 'project-read',
      record: records.project(inJson('project_id')),
      method: 'post',
      path: '/support',
      summary: 'Ask the Groundwork team for help',
      description: 'Optionally about a project you can see.',
      request: { body: { required: true, content: json(createSupportSchema) } },
      responses: { 200: { description: 'The stored request', content: json(supportRequestSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await support.create(c.req.valid('json'), callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'getSupportRequests',
      access: 'project-read',
      record: records.project(inQuery('project_id')),
      method: 'get',
      path: '/support',
      summary: 'Your support requests',
      description: `Newest first, at most ${SUPPORT_LIST_LIMIT}; about one project when \`projectId\` is given.`,
      request: { query: supportQuerySchema },
      responses: { 200: { description: 'Your requests', content: json(supportListSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await support.list(c.req.valid('query').project_id, callerOf(c)), 200),
  );
}
