import type { OpenAPIHono } from '@hono/zod-openapi';
import { COMPANY_ROUTES } from '@/lib/api/routes';
import {
  DEVELOPER_CSV_COLUMNS,
  developerDetailsQuerySchema,
  developerDirectoryQuerySchema,
  developerDirectorySchema,
  developerPageSchema,
  developerVisibilitySchema,
} from '@/lib/schemas/developers';
import { currentUser, type AppEnv } from '@/server/http/context';
import { csvStreamResponse } from '@/server/http/csv';
import { errorResponses, json } from '@/server/http/openapi';
import { checkedByService } from '@/server/http/access/record';
import { routesOf } from '@/server/http/route';
import type { ModuleContext } from '../context';
import { createDeveloperService } from './service';

const PAGE = { description: 'The developer page', content: json(developerPageSchema) };

/**
 * `/developer`, `/developer_details`, `/internal/developers`. A module of its own, owning no table:
 * the track record reads opportunities, and opportunities import assessments, which read companies (autofill).
 */
export function registerDeveloperRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const { db } = context;
  const developers = createDeveloperService(db);
  const route = routesOf({ tag: 'Companies', guards: context.guards });

  app.openapi(
    route({
      operationId: 'getDeveloper',
      access: 'record-party',
      record: checkedByService('company'),
      method: 'get',
      path: COMPANY_ROUTES.developer,
      summary: 'Your developer company’s page and whom it is shown to',
      description: 'The track record computed from the linked projects. Members only.',
      responses: { 200: PAGE, ...errorResponses(401, 403, 404, 425) },
    }),
    async (c) => c.json(await developers.mine(currentUser(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'setDeveloperVisibility',
      access: 'record-party',
      record: checkedByService('company'),
      method: 'put',
      path: COMPANY_ROUTES.developer,
      summary: 'Choose whom your developer page is shown to (admins)',
      description: 'Investors, OEMs, both or neither (the default).',
      request: { body: { required: true, content: json(developerVisibilitySchema) } },
      responses: { 200: PAGE, ...errorResponses(400, 401, 403, 404, 413, 415, 425) },
    }),
    async (c) => c.json(await developers.setVisibility(currentUser(c), c.req.valid('json'), c.get('requestId')), 200),
  );

  app.openapi(
    route({
      operationId: 'getDeveloperDetails',
      access: 'record-party',
      record: checkedByService('developer-page'),
      method: 'get',
      path: COMPANY_ROUTES.developerDetails,
      summary: 'A developer company’s page',
      description: 'To its members, staff, investors when it is shown to investors and OEMs when it is shown to OEMs; 404 to anyone else.',
      request: { query: developerDetailsQuerySchema },
      responses: { 200: PAGE, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await developers.details(currentUser(c), c.req.valid('query').company_id), 200),
  );

  app.openapi(
    route({
      operationId: 'listDevelopers',
      access: 'staff',
      method: 'get',
      path: COMPANY_ROUTES.internalDevelopers,
      summary: 'Staff: the directory of developer companies',
      description: `Searched by name, registration number or country. CSV mode streams every match, columns: ${DEVELOPER_CSV_COLUMNS.join(', ')}; cells a spreadsheet would read as a formula start with an apostrophe.`,
      request: { query: developerDirectoryQuerySchema },
      responses: {
        200: { description: 'A page of the directory (or all of it as CSV)', content: { ...json(developerDirectorySchema), 'text/csv': { schema: { type: 'string' } } } },
        ...errorResponses(400, 401, 403, 425),
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      if (c.get('csvMode')) return csvStreamResponse(developers.exportCsv(query.search), 'developers.csv');
      return c.json(await developers.directory(query), 200);
    },
  );
}
