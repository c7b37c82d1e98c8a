import type { OpenAPIHono } from '@hono/zod-openapi';
import { INVESTMENT_SUB_ROUTES, OPPORTUNITY_ROUTES } from '@/lib/api/routes';
import {
  informationRequestListSchema,
  informationRequestSchema,
  openRequestSchema,
  replyRequestSchema,
  requestsQuerySchema,
  requestThreadQuerySchema,
  unreadQuestionsSchema,
} from '@/lib/schemas/information-requests';
import { investorDetailsQuerySchema, investorDetailsSchema } from '@/lib/schemas/investors';
import { checkedByService } from '@/server/http/access/record';
import { currentUser, type AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import { routesOf } from '@/server/http/route';
import { createInvestmentMailer } from '@/server/mail/investment-mail';
import { createInvestorsService } from '@/server/modules/investors/public';
import { callerOf } from '@/server/modules/projects/public';
import type { ModuleContext } from '../context';
import { createQuestionsService } from './service';

/** Questions (`/request`, `/request/thread`, `/request/unread`) and the investor details they open (`/investor_details`). */
export function registerQuestionRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const { db, users } = context;
  const mail = createInvestmentMailer(context.mail);
  const questions = createQuestionsService({ db, users, investors: createInvestorsService({ db, users, mail }), mail });
  const route = routesOf({ tag: 'Investment', guards: context.guards });

  app.openapi(
    route({
      operationId: 'listInformationRequests',
      access: 'signed-in',
      method: 'get',
      path: OPPORTUNITY_ROUTES.request,
      summary: 'Your questions: the inbox',
      description:
        'The threads you take part in: those you opened as an investor, and those on the opportunities of projects you own; open ' +
        'ones first (the longest waiting first), then the most recent activity. Each says what it is about, whether it awaits the ' +
        'developer and since when, and how many messages you have not read. With `opportunity_id`, the owner’s or an editor’s ' +
        'view of every thread of that opportunity.',
      request: { query: requestsQuerySchema },
      responses: { 200: { description: 'The threads with their messages', content: json(informationRequestListSchema) }, ...errorResponses(400, 401, 425) },
    }),
    async (c) => c.json(await questions.list(callerOf(c), c.req.valid('query').opportunity_id), 200),
  );

  app.openapi(
    route({
      operationId: 'getInformationRequest',
      access: 'record-party',
      record: checkedByService('information request'),
      method: 'get',
      path: INVESTMENT_SUB_ROUTES.requestThread,
      summary: 'One thread of questions',
      description:
        'The thread for its investor, or for the owner or an editor of the opportunity’s project (a reader gets 403, anyone else ' +
        '404); reading it marks its messages read for you.',
      request: { query: requestThreadQuerySchema },
      responses: { 200: { description: 'The thread', content: json(informationRequestSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await questions.read(callerOf(c), c.req.valid('query').id), 200),
  );

  app.openapi(
    route({
      operationId: 'getUnreadQuestions',
      access: 'signed-in',
      method: 'get',
      path: INVESTMENT_SUB_ROUTES.requestUnread,
      summary: 'What is unread in your questions',
      description: 'How many of your threads hold messages from the other side that you have not read, and how many messages: the count the navigation shows.',
      responses: { 200: { description: 'The counts', content: json(unreadQuestionsSchema) }, ...errorResponses(401, 425) },
    }),
    async (c) => c.json(await questions.unread(currentUser(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'openInformationRequest',
      access: 'investor-activated',
      method: 'post',
      path: OPPORTUNITY_ROUTES.request,
      summary: 'Ask the developer about an opportunity or one of its documents (activated investors)',
      description:
        'Opens your thread on a published opportunity, or on one of its documents (`document`: a teaser document, or a data-room ' +
        'document your grant opens now), or adds to it; the project’s owner is told by mail, once per burst of messages. ' +
        'Activated investors only (403 otherwise); a document you cannot see is 404; more than 10 messages a minute, 429 with Retry-After.',
      request: { body: { content: json(openRequestSchema), required: true } },
      responses: { 200: { description: 'The thread', content: json(informationRequestSchema) }, ...errorResponses(400, 401, 403, 404, 425, 429) },
    }),
    async (c) => c.json(await questions.open(currentUser(c), c.req.valid('json'), c.get('requestId')), 200),
  );

  app.openapi(
    route({
      operationId: 'replyInformationRequest',
      access: 'record-party',
      record: checkedByService('information request'),
      method: 'put',
      path: OPPORTUNITY_ROUTES.request,
      summary: 'Reply in a thread of questions',
      description:
        'Adds a message from the investor who opened the thread (403 once staff withdrew their activation), or from the project’s ' +
        'owner or an editor (a reader gets 403); the other side is told by mail, once per burst. Anyone else gets 404; more than ' +
        '10 messages a minute, 429 with Retry-After.',
      request: { body: { content: json(replyRequestSchema), required: true } },
      responses: { 200: { description: 'The thread', content: json(informationRequestSchema) }, ...errorResponses(400, 401, 403, 404, 425, 429) },
    }),
    async (c) => c.json(await questions.reply(callerOf(c), c.req.valid('json'), c.get('requestId')), 200),
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
    async (c) => c.json(await questions.investorDetails(callerOf(c), c.req.valid('query').investor_id), 200),
  );
}
