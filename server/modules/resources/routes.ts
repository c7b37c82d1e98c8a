import type { OpenAPIHono } from '@hono/zod-openapi';
import { templateDetailSchema, templateListSchema, templatesQuerySchema } from '@/lib/schemas/resources';
import type { AppEnv } from '@/server/http/context';
import { jsonTextResponse } from '@/server/http/json-text';
import { errorResponses } from '@/server/http/openapi';
import { routesOf } from '@/server/http/route';
import { createResourcesService } from './service';
import type { ModuleContext } from '../context';

export function registerResourceRoutes(app: OpenAPIHono<AppEnv>, context: Pick<ModuleContext, 'db' | 'guards'>): void {
  const resources = createResourcesService(context.db);
  const route = routesOf({ tag: 'Resources', guards: context.guards });

  app.openapi(
    route({
      operationId: 'getTemplates',
      access: 'public',
      method: 'get',
      path: '/resources/templates',
      summary: 'Assessment templates: the list, or one in full',
      description:
        'Without a query, the templates with their name and description in the language of the `language` header ' +
        'and their size. With `id` or `slug`, that template’s whole definition (every text in English and French). ' +
        'Open to visitors.',
      request: { query: templatesQuerySchema },
      responses: {
        200: {
          description: 'The template list, or one template in full when id or slug is given',
          content: { 'application/json': { schema: templateListSchema.or(templateDetailSchema) } },
        },
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      if (query.id || query.slug) return c.json(await resources.getTemplate(query), 200);
      return jsonTextResponse(c, await resources.listTemplatesJson(c.get('language')));
    },
  );
}
