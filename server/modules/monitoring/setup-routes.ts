import type { OpenAPIHono } from '@hono/zod-openapi';
import { MONITORING_ROUTES } from '@/lib/api/routes';
import {
  createMonitoringSchema,
  monitoringQuerySchema,
  monitoringSchema,
  projectMonitoringSchema,
  removedSchema,
  siteInputSchema,
  siteListSchema,
  siteRefSchema,
  siteSchema,
  sitesQuerySchema,
  siteUpdateSchema,
} from '@/lib/schemas/monitoring';
import type { AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import { ACCESS_KEY_NOTE, callerOf } from '@/server/modules/projects/public';
import type { MonitoringRecords } from './record-guards';
import type { MonitoringRoute } from './route-declarer';
import type { SitesService } from './sites-service';

const WRITERS = ' The project’s owner and editors only: a reader gets 403, anyone without access to the project 404.' + ACCESS_KEY_NOTE;
const READERS = ' Anyone with access to the project; anyone else gets 404.' + ACCESS_KEY_NOTE;

/** `/monitoring/create` (a project's monitoring) and `/monitoring/sites`. */
export function registerSiteRoutes(app: OpenAPIHono<AppEnv>, route: MonitoringRoute, sites: SitesService, records: MonitoringRecords): void {
  app.openapi(
    route({
      operationId: 'getProjectMonitoring',
      access: 'project-read',
      record: records.project('query'),
      method: 'get',
      path: MONITORING_ROUTES.create,
      summary: 'A project’s monitoring',
      description: 'The monitoring of the project, with the caller’s right on it and its number of sites, or null before it is created.' + READERS,
      request: { query: monitoringQuerySchema },
      responses: { 200: { description: 'The monitoring, or null', content: json(projectMonitoringSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await sites.get(c.req.valid('query').project_id, callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'createMonitoring',
      access: 'project-write',
      record: records.project('json'),
      method: 'post',
      path: MONITORING_ROUTES.create,
      summary: 'Create a project’s monitoring',
      description: 'Creates the monitoring of the project, the root of its sites, reactors and readings; when it exists already, answers it unchanged.' + WRITERS,
      request: { body: { content: json(createMonitoringSchema), required: true } },
      responses: { 200: { description: 'The monitoring', content: json(monitoringSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await sites.create(c.req.valid('json').project_id, callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'listSites',
      access: 'project-read',
      record: records.monitoring('query'),
      method: 'get',
      path: MONITORING_ROUTES.sites,
      summary: 'The sites of a monitoring',
      description: 'Every site of the monitoring by name, with its coordinates, time zone and number of reactors.' + READERS,
      request: { query: sitesQuerySchema },
      responses: { 200: { description: 'The sites', content: json(siteListSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await sites.list(c.req.valid('query').monitoring_id, callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'createSite',
      access: 'project-write',
      record: records.monitoring('json'),
      method: 'post',
      path: MONITORING_ROUTES.sites,
      summary: 'Add a site',
      description: 'A new site of the monitoring: name, address, coordinates (WGS 84 degrees) and IANA time zone.' + WRITERS,
      request: { body: { content: json(siteInputSchema), required: true } },
      responses: { 200: { description: 'The new site', content: json(siteSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await sites.add(c.req.valid('json'), callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'updateSite',
      access: 'project-write',
      record: records.site(),
      method: 'put',
      path: MONITORING_ROUTES.sites,
      summary: 'Change a site',
      description: 'Replaces the site’s name, address, coordinates and time zone.' + WRITERS,
      request: { body: { content: json(siteUpdateSchema), required: true } },
      responses: { 200: { description: 'The site', content: json(siteSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await sites.update(c.req.valid('json'), callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'deleteSite',
      access: 'project-write',
      record: records.site(),
      method: 'delete',
      path: MONITORING_ROUTES.sites,
      summary: 'Remove a site',
      description: 'Removes the site with its reactors, their parameters, devices and every reading; answers how many readings went.' + WRITERS,
      request: { body: { content: json(siteRefSchema), required: true } },
      responses: { 200: { description: 'What was removed', content: json(removedSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await sites.remove(c.req.valid('json').site_id, callerOf(c)), 200),
  );
}
