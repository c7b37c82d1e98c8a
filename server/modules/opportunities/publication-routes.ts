import type { OpenAPIHono } from '@hono/zod-openapi';
import { OPPORTUNITY_ROUTES } from '@/lib/api/routes';
import {
  latestPublicationSchema,
  publicationActionSchema,
  publicationDecisionSchema,
  publicationInputSchema,
  publicationPageSchema,
  publicationQuerySchema,
  publicationSchema,
  reviewQueueQuerySchema,
} from '@/lib/schemas/opportunities';
import { currentUser, type AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import { inJson, inQuery } from '@/server/http/access/record';
import { routesOf } from '@/server/http/route';
import { ACCESS_KEY_NOTE, callerOf, projectRecords } from '@/server/modules/projects/public';
import type { ModuleContext } from '../context';
import type { PublicationService } from './publication-service';

/** `/publication` (the developer's side) and `/internal/publication` (staff's review queue). */
export function registerPublicationRoutes(app: OpenAPIHono<AppEnv>, context: Pick<ModuleContext, 'guards' | 'db'>, publications: PublicationService): void {
  const route = routesOf({ tag: 'Investment', guards: context.guards });
  const records = projectRecords(context.db);
  const staff = routesOf({ tag: 'Internal', guards: context.guards });

  app.openapi(
    route({
      operationId: 'getPublication',
      access: 'project-read',
      record: records.project(inQuery('project_id')),
      method: 'get',
      path: OPPORTUNITY_ROUTES.publication,
      summary: 'A project’s publication',
      description:
        'The publication of the project with its status, figures and rejection reason, or null before one is written. Anyone with access to the project reads it.' +
        ACCESS_KEY_NOTE,
      request: { query: publicationQuerySchema },
      responses: { 200: { description: 'The publication, or null', content: json(latestPublicationSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await publications.get(c.req.valid('query').project_id, callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'savePublication',
      access: 'project-write',
      record: records.project(inJson('project_id')),
      method: 'put',
      path: OPPORTUNITY_ROUTES.publication,
      summary: 'Write a project’s publication',
      description:
        'Creates or replaces the publication (owner or editor): summary, stage, instrument, ticket range and currency, region, ' +
        'teaser documents (project files) and which fields visitors see. The expected removals and price per tonne are taken ' +
        'from the project’s latest computed results, with the time they were computed. Editing a submitted or published ' +
        'publication sends it to staff again (the approved version stays listed meanwhile); a rejected or closed one becomes a draft.' +
        ACCESS_KEY_NOTE,
      request: { body: { content: json(publicationInputSchema), required: true } },
      responses: { 200: { description: 'The stored publication', content: json(publicationSchema) }, ...errorResponses(400, 401, 403, 404, 409, 425) },
    }),
    async (c) => c.json(await publications.save(c.req.valid('json'), callerOf(c), c.get('requestId')), 200),
  );

  app.openapi(
    route({
      operationId: 'movePublication',
      access: 'project-write',
      record: records.project(inJson('project_id')),
      method: 'post',
      path: OPPORTUNITY_ROUTES.publication,
      summary: 'Submit a publication to staff, or close it',
      description:
        '`submit` sends a draft or rejected publication to staff; it needs computed results that reach the template’s readiness ' +
        'threshold (409 otherwise, with the score and threshold); the developer and staff are told by mail. `close` ends the publication and takes it off the list. Owner or editor.' +
        ACCESS_KEY_NOTE,
      request: { body: { content: json(publicationActionSchema), required: true } },
      responses: { 200: { description: 'The publication after the step', content: json(publicationSchema) }, ...errorResponses(400, 401, 403, 404, 409, 425) },
    }),
    async (c) => c.json(await publications.act(c.req.valid('json'), callerOf(c), c.get('requestId')), 200),
  );

  app.openapi(
    staff({
      operationId: 'listPublicationQueue',
      access: 'staff',
      method: 'get',
      path: OPPORTUNITY_ROUTES.internalPublication,
      summary: 'Publications by status (staff)',
      description: 'A page of publications in one status, submitted by default, oldest submission first. Staff only.',
      request: { query: reviewQueueQuerySchema },
      responses: { 200: { description: 'A page of publications', content: json(publicationPageSchema) }, ...errorResponses(400, 401, 403, 425) },
    }),
    async (c) => c.json(await publications.queue(c.req.valid('query')), 200),
  );

  app.openapi(
    staff({
      operationId: 'decidePublication',
      access: 'staff',
      method: 'post',
      path: OPPORTUNITY_ROUTES.internalPublication,
      summary: 'Approve or reject a submitted publication (staff)',
      description:
        'Approval publishes the publication’s content at once; a rejection keeps the reason for the developer. Only a submitted ' +
        'publication can be reviewed (409 otherwise). The developer is told by mail; the decision goes to the audit trail. Staff only.',
      request: { body: { content: json(publicationDecisionSchema), required: true } },
      responses: { 200: { description: 'The publication after the decision', content: json(publicationSchema) }, ...errorResponses(400, 401, 403, 404, 409, 425) },
    }),
    async (c) => c.json(await publications.decide(currentUser(c), c.req.valid('json'), c.get('requestId')), 200),
  );
}
