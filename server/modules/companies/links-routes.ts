import type { OpenAPIHono } from '@hono/zod-openapi';
import { COMPANY_ROUTES } from '@/lib/api/routes';
import { companyProjectLinkedSchema, companyProjectLinkSchema, companyProjectListSchema } from '@/lib/schemas/companies';
import { currentUser, type AppEnv } from '@/server/http/context';
import { inJson } from '@/server/http/access/record';
import { errorResponses, json } from '@/server/http/openapi';
import { checkedByService } from '@/server/http/access/record';
import { routesOf } from '@/server/http/route';
import { callerOf, projectRecords } from '@/server/modules/projects/public';
import type { ModuleContext } from '../context';
import { createLinksService } from './links-service';

/** `/company_projects` and `/company_project`: the developer company's projects. */
export function registerCompanyProjectRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const { db } = context;
  const links = createLinksService(db);
  const route = routesOf({ tag: 'Companies', guards: context.guards });
  const records = projectRecords(db);

  app.openapi(
    route({
      operationId: 'listCompanyProjects',
      access: 'record-party',
      record: checkedByService('company'),
      method: 'get',
      path: COMPANY_ROUTES.companyProjects,
      summary: 'Your developer company’s projects',
      description: 'Members only (404 without a developer company).',
      responses: { 200: { description: 'The linked projects', content: json(companyProjectListSchema) }, ...errorResponses(401, 403, 404, 425) },
    }),
    async (c) => c.json(await links.list(currentUser(c)), 200),
  );

  for (const method of ['post', 'delete'] as const) {
    app.openapi(
      route({
        operationId: method === 'post' ? 'linkCompanyProject' : 'unlinkCompanyProject',
        access: 'project-write',
        record: records.project(inJson('project_id')),
        method,
        path: COMPANY_ROUTES.companyProject,
        summary: method === 'post' ? 'Link a project to your developer company' : 'Unlink a project from your developer company',
        description:
          'By a member of the company who owns or edits the project. ' +
          (method === 'post' ? 'A project belongs to one company (409 when another holds it).' : '404 when the project is not your company’s.'),
        request: { body: { required: true, content: json(companyProjectLinkSchema) } },
        responses: { 200: { description: 'The project’s company', content: json(companyProjectLinkedSchema) }, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 425) },
      }),
      async (c) => {
        const { project_id: projectId } = c.req.valid('json');
        const done = method === 'post' ? await links.link(callerOf(c), projectId, c.get('requestId')) : await links.unlink(callerOf(c), projectId, c.get('requestId'));
        return c.json(done, 200);
      },
    );
  }
}
