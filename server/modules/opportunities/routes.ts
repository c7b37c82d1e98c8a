import type { OpenAPIHono } from '@hono/zod-openapi';
import { INVESTMENT_SUB_ROUTES, OPPORTUNITY_ROUTES } from '@/lib/api/routes';
import { informationRequestListSchema, informationRequestSchema, openRequestSchema, replyRequestSchema, requestsQuerySchema } from '@/lib/schemas/information-requests';
import { investorDetailsQuerySchema, investorDetailsSchema } from '@/lib/schemas/investors';
import { opportunitiesAnswerSchema, opportunitiesQuerySchema, saveOpportunitySchema, teaserDocumentListSchema, teaserDocumentsQuerySchema } from '@/lib/schemas/opportunities';
import { currentUser, type AppEnv } from '@/server/http/context';
import { fileResponse } from '@/server/http/file-response';
import { errorResponses, json } from '@/server/http/openapi';
import { checkedByService } from '@/server/http/access/record';
import { routesOf } from '@/server/http/route';
import { createInvestmentMailer } from '@/server/mail/investment-mail';
import { createInvestorsService } from '@/server/modules/investors/public';
import { callerOf } from '@/server/modules/projects/public';
import type { ModuleContext } from '../context';
import { createListingService } from './listing-service';
import { registerPublicationRoutes } from './publication-routes';
import { createPublicationService } from './publication-service';
import { createRequestsService } from './requests-service';
import { createTeaserDocuments } from './teaser-documents';

/** Opportunities: publications and their review, the published list, information requests and investor details. */
export function registerOpportunityRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const { db, users } = context;
  const mail = createInvestmentMailer(context.mail);
  const investors = createInvestorsService({ db, users, mail });
  const listing = createListingService({ db, investors });
  const requests = createRequestsService({ db, users, investors, listing, mail });
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
        200: { description: 'The documents, or one', content: { ...json(teaserDocumentListSchema), 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
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

  app.openapi(
    route({
      operationId: 'listInformationRequests',
      access: 'signed-in',
      method: 'get',
      path: OPPORTUNITY_ROUTES.request,
      summary: 'Your information requests',
      description:
        'The threads you take part in, most recent activity first: those you opened as an investor, and those on the opportunities ' +
        'of projects you own. With `opportunity_id`, the owner’s or an editor’s view of every thread of that opportunity.',
      request: { query: requestsQuerySchema },
      responses: { 200: { description: 'The threads with their messages', content: json(informationRequestListSchema) }, ...errorResponses(400, 401, 425) },
    }),
    async (c) => c.json(await requests.list(callerOf(c), c.req.valid('query').opportunity_id), 200),
  );

  app.openapi(
    route({
      operationId: 'openInformationRequest',
      access: 'investor-activated',
      method: 'post',
      path: OPPORTUNITY_ROUTES.request,
      summary: 'Ask the developer about an opportunity (activated investors)',
      description: 'Opens your thread on a published opportunity, or adds to it; the project’s owner is told by mail. Activated investors only (403 otherwise).',
      request: { body: { content: json(openRequestSchema), required: true } },
      responses: { 200: { description: 'The thread', content: json(informationRequestSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await requests.open(currentUser(c), c.req.valid('json'), c.get('requestId')), 200),
  );

  app.openapi(
    route({
      operationId: 'replyInformationRequest',
      access: 'record-party',
      record: checkedByService('information request'),
      method: 'put',
      path: OPPORTUNITY_ROUTES.request,
      summary: 'Reply in an information request',
      description:
        'Adds a message from the investor who opened the thread, or from the project’s owner or an editor (a reader gets 403); the ' +
        'other side is told by mail. Anyone else gets 404.',
      request: { body: { content: json(replyRequestSchema), required: true } },
      responses: { 200: { description: 'The thread', content: json(informationRequestSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await requests.reply(callerOf(c), c.req.valid('json'), c.get('requestId')), 200),
  );

  app.openapi(
    route({
      operationId: 'getInvestorDetails',
      access: 'record-party',
      record: checkedByService('investor who contacted an opportunity'),
      method: 'get',
      path: OPPORTUNITY_ROUTES.investorDetails,
      summary: 'An investor who contacted your opportunity',
      description:
        'The investor’s name, address, organisation, ticket range, instruments, regions and stages (not their accreditation ' +
        'statement), for staff and for anyone with access to the project of an opportunity the investor asked about. 404 otherwise.',
      request: { query: investorDetailsQuerySchema },
      responses: { 200: { description: 'The investor', content: json(investorDetailsSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await requests.investorDetails(callerOf(c), c.req.valid('query').investor_id), 200),
  );
}
