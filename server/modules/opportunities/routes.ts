import type { OpenAPIHono } from '@hono/zod-openapi';
import { INVESTMENT_SUB_ROUTES, OPPORTUNITY_ROUTES } from '@/lib/api/routes';
import { opportunitiesAnswerSchema, opportunitiesQuerySchema, saveOpportunitySchema, teaserDocumentListSchema, teaserDocumentsQuerySchema } from '@/lib/schemas/opportunities';
import { currentUser, type AppEnv } from '@/server/http/context';
import { fileResponse } from '@/server/http/file-response';
import { binary, errorResponses, json } from '@/server/http/openapi';
import { routesOf } from '@/server/http/route';
import { createInvestmentMailer } from '@/server/mail/investment-mail';
import { createInvestorsService } from '@/server/modules/investors/public';
import type { ModuleContext } from '../context';
import { createListingService } from './listing-service';
import { registerPublicationRoutes } from './publication-routes';
import { createPublicationService } from './publication-service';
import { createTeaserDocuments } from './teaser-documents';

/** Opportunities: publications and their review, the published list (questions and investor details: `questions`). */
export function registerOpportunityRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const { db, users } = context;
  const mail = createInvestmentMailer(context.mail);
  const investors = createInvestorsService({ db, users, mail });
  const listing = createListingService({ db, investors });
  registerPublicationRoutes(app, context, createPublicationService({ db, users, mail, events: context.events }));

  const visitors = routesOf({ tag: 'Investment', guards: context.guards });
  const route = routesOf({ tag: 'Investment', guards: context.guards });

  app.openapi(
    visitors({
      operationId: 'getOpportunities',
      access: 'public',
      method: 'get',
      path: OPPORTUNITY_ROUTES.opportunity,
      summary: 'Published opportunities: the teaser list, the full list, or one in full',
      description:
        'Visitors and investors not yet activated get the teaser list (`view: teaser`): each opportunity’s title and date, and only ' +
        'the fields its developer marked public. Activated investors and staff get the full list (`view: full`), filtered by stage, ' +
        'instrument, region, ticket range (overlap), least removals and highest price, sorted and paged, and open one with `id`; ' +
        'a member of the project an opportunity comes from opens it with `id` too. Filtering, another order or `id` answer 401 to a visitor and 403 to a user who is not an activated investor.',
      request: { query: opportunitiesQuerySchema },
      responses: { 200: { description: 'The list, or one opportunity', content: json(opportunitiesAnswerSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await listing.list(c.req.valid('query'), c.get('user')), 200),
  );

  app.openapi(
    route({
      operationId: 'saveOpportunity',
      access: 'investor-activated',
      method: 'put',
      path: OPPORTUNITY_ROUTES.opportunity,
      summary: 'Save an opportunity to find again, or let it go',
      description:
        'Activated investors and staff keep opportunities to find again (`GET` with `saved=true` lists them; each opportunity says ' +
        'whether you saved it). Anyone else signed in gets 403; an opportunity that is not published, 404. A closed opportunity is ' +
        'no longer kept.',
      request: { body: { content: json(saveOpportunitySchema), required: true } },
      responses: { 200: { description: 'What is now kept', content: json(saveOpportunitySchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await listing.save(c.req.valid('json'), currentUser(c)), 200),
  );

  const teasers = createTeaserDocuments({ db, storage: context.storage, listing });
  app.openapi(
    route({
      operationId: 'getTeaserDocuments',
      access: 'investor-activated',
      method: 'get',
      path: INVESTMENT_SUB_ROUTES.teaserDocuments,
      summary: 'The documents shown with an opportunity',
      description:
        'Without `file_id`, the list of the files the developer chose to show with the opportunity; with it, that file as an ' +
        'attachment, recorded in the opportunity’s audit trail. Activated investors and staff; anyone else signed in gets 403, an ' +
        'opportunity that is not published (or a file it does not show) 404.',
      request: { query: teaserDocumentsQuerySchema },
      responses: {
        200: { description: 'The documents, or one', content: { ...json(teaserDocumentListSchema), ...binary('application/octet-stream') } },
        ...errorResponses(400, 401, 403, 404, 425),
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      if (!query.file_id) return c.json(await teasers.list(query, currentUser(c)), 200);
      const { file, reader } = await teasers.open({ ...query, file_id: query.file_id }, currentUser(c), c.get('requestId'));
      return fileResponse(reader, { name: file.name, contentType: file.contentType, disposition: 'attachment' });
    },
  );
}
