import type { OpenAPIHono } from '@hono/zod-openapi';
import { articlePageSchema, articleSchema, articlesQuerySchema, knowledgeHubQuerySchema, knowledgeHubSchema } from '@/lib/schemas/knowledge';
import type { AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import { routesOf } from '@/server/http/route';
import type { ModuleContext } from '../context';
import { createKnowledgeService } from './service';

export function registerKnowledgeRoutes(app: OpenAPIHono<AppEnv>, context: Pick<ModuleContext, 'db' | 'guards'>): void {
  const knowledge = createKnowledgeService(context.db);
  const route = routesOf({ tag: 'Resources', guards: context.guards });

  app.openapi(
    route({
      operationId: 'getArticles',
      access: 'public',
      method: 'get',
      path: '/resources/articles',
      summary: 'Knowledge-hub articles: a page of the list, or one in full',
      description:
        'Without `slug`, one page of the articles (newest first; title matches first when searching), with their ' +
        'title and summary in the language of the `language` header. `search` looks for the text in the title, ' +
        'summary and body in that language, ignoring case; `category` keeps one category. With `slug`, that ' +
        'article in full, body included (simple markdown). Open to visitors.',
      request: { query: articlesQuerySchema },
      responses: {
        200: {
          description: 'A page of articles, or one article in full when slug is given',
          content: json(articlePageSchema.or(articleSchema)),
        },
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const language = c.get('language');
      if (query.slug) return c.json(await knowledge.getArticle(query.slug, language), 200);
      return c.json(await knowledge.listArticles(query, language), 200);
    },
  );

  app.openapi(
    route({
      operationId: 'getKnowledgeHub',
      access: 'public',
      method: 'get',
      path: '/knowledge-hub',
      summary: 'The knowledge hub’s index: categories with their article counts, and the latest articles',
      description:
        'The categories that hold articles (in their usual order) with how many each holds, the total, and the ' +
        `three most recently published articles, in the language of the \`language\` header. Open to visitors.`,
      request: { query: knowledgeHubQuerySchema },
      responses: {
        200: { description: 'The hub’s index', content: json(knowledgeHubSchema) },
        ...errorResponses(400, 401),
      },
    }),
    async (c) => c.json(await knowledge.hub(c.get('language')), 200),
  );
}
