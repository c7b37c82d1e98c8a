import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { createSupportSchema, supportListSchema, supportQuerySchema, supportRequestSchema } from '@/lib/schemas/projects';
import type { AppEnv } from '@/server/http/context';
import { errorResponses, json, signedIn } from '@/server/http/openapi';
import type { ModuleContext } from '../context';
import { callerOf } from './http';
import { createSupportService, SUPPORT_LIST_LIMIT } from './support-service';

/** `/support`: requests to the Groundwork team, from anywhere, optionally about a project. */
export function registerSupportRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const support = createSupportService(context.db);
  const middleware = [context.guards.requireUser()];
  const tags = ['Support'];

  app.openapi(
    createRoute({
      method: 'post',
      path: '/support',
      tags,
      summary: 'Ask the Groundwork team for help',
      description: 'Optionally about a project you can see.',
      security: signedIn,
      middleware,
      request: { body: { required: true, content: json(createSupportSchema) } },
      responses: { 200: { description: 'The stored request', content: json(supportRequestSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await support.create(c.req.valid('json'), callerOf(c)), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/support',
      tags,
      summary: 'Your support requests',
      description: `Newest first, at most ${SUPPORT_LIST_LIMIT}; about one project when \`projectId\` is given.`,
      security: signedIn,
      middleware,
      request: { query: supportQuerySchema },
      responses: { 200: { description: 'Your requests', content: json(supportListSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await support.list(c.req.valid('query').projectId, callerOf(c)), 200),
  );
}
