import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  investorDecisionSchema,
  investorInputSchema,
  investorPageSchema,
  investorQueueQuerySchema,
  myInvestorSchema,
  investorSchema,
  staffInvestorSchema,
} from '@/lib/schemas/investors';
import { OPPORTUNITY_ROUTES } from '@/lib/api/routes';
import { currentUser, type AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import { routesOf } from '@/server/http/route';
import { createInvestmentMailer } from '@/server/mail/investment-mail';
import { createInvestorsService } from './service';
import type { ModuleContext } from '../context';

/** `/investor` (the investor's own profile), `/internal/investor` and `/internal/activate` (staff). */
export function registerInvestorRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const mail = createInvestmentMailer(context.mail);
  const investors = createInvestorsService({ db: context.db, users: context.users, mail });
  const route = routesOf({ tag: 'Investment', guards: context.guards });
  const staff = routesOf({ tag: 'Internal', guards: context.guards });

  app.openapi(
    route({
      operationId: 'getInvestor',
      access: 'investor',
      method: 'get',
      path: OPPORTUNITY_ROUTES.investor,
      summary: 'Your investor profile',
      description:
        'The investor profile of the signed-in user with its review status, or null before the first PUT. Needs the investor role (signing in through the investor policy gives it).',
      responses: { 200: { description: 'The profile, or null', content: json(myInvestorSchema) }, ...errorResponses(401, 403, 425) },
    }),
    async (c) => c.json(await investors.mine(currentUser(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'saveInvestor',
      access: 'investor',
      method: 'put',
      path: OPPORTUNITY_ROUTES.investor,
      summary: 'Create or update your investor profile',
      description:
        'Organisation, ticket range and currency, instruments, regions, stages and an accreditation statement. The first PUT creates ' +
        'the profile, pending staff review; a refused profile that is updated goes back to review; an activated one stays active. ' +
        'Each submission for review is mailed to the investor (received, under review) and to staff.',
      request: { body: { content: json(investorInputSchema), required: true } },
      responses: { 200: { description: 'The stored profile', content: json(investorSchema) }, ...errorResponses(400, 401, 403, 425) },
    }),
    async (c) => c.json(await investors.save(currentUser(c), c.req.valid('json'), c.get('requestId')), 200),
  );

  app.openapi(
    staff({
      operationId: 'listInvestorQueue',
      access: 'staff',
      method: 'get',
      path: OPPORTUNITY_ROUTES.internalInvestor,
      summary: 'Investors by review status (staff)',
      description: 'A page of investor profiles in one status (pending by default), oldest first, filtered by text, instrument and region. Staff only.',
      request: { query: investorQueueQuerySchema },
      responses: { 200: { description: 'A page of profiles', content: json(investorPageSchema) }, ...errorResponses(400, 401, 403, 425) },
    }),
    async (c) => c.json(await investors.queue(c.req.valid('query')), 200),
  );

  app.openapi(
    staff({
      operationId: 'decideInvestor',
      access: 'staff',
      method: 'post',
      path: OPPORTUNITY_ROUTES.internalActivate,
      summary: 'Activate an investor, or refuse them with a reason (staff)',
      description:
        'Activation opens every published opportunity to the investor (their user record’s investor_activated flag is set); a ' +
        'refusal keeps the reason on the profile and clears the flag. The investor is told by mail, the decision goes to the audit trail. Staff only.',
      request: { body: { content: json(investorDecisionSchema), required: true } },
      responses: { 200: { description: 'The profile after the decision', content: json(staffInvestorSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await investors.decide(currentUser(c), c.req.valid('json'), c.get('requestId')), 200),
  );
}
