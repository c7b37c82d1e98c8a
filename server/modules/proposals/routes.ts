import type { MiddlewareHandler } from 'hono';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { COMPANY_ROUTES, PROPOSAL_ROUTES } from '@/lib/api/routes';
import {
  projectProposalsQuerySchema,
  proposalAnswerSchema,
  proposalDecisionSchema,
  proposalListSchema,
  proposalQuerySchema,
  proposalQuestionSchema,
  proposalSchema,
  reviseProposalSchema,
  sendProposalSchema,
} from '@/lib/schemas/proposals';
import { checkedByService, inJson, inQuery } from '@/server/http/access/record';
import { currentUser, type AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import { routesOf } from '@/server/http/route';
import { callerOf, projectRecords } from '@/server/modules/projects/public';
import type { ModuleContext } from '../context';
import { registerProposalFileRoutes } from './files-routes';
import { createProposalsService } from './service';
import type { ProjectVisibleToOem } from './visibility';

/** Every path this module serves: the one list the "show OEM" gate covers. */
export const PROPOSAL_API_PATHS = [COMPANY_ROUTES.oemsProject, ...Object.values(PROPOSAL_ROUTES)] as const;

export interface ProposalRouteOptions {
  /** Answers 404 on every path above while the public setting `showOem` is off; passed by matching. */
  oemGate?: MiddlewareHandler<AppEnv>;
  projectVisibleToOem?: ProjectVisibleToOem;
}

const proposalBody = { content: { 'application/json': { schema: proposalSchema } } };

export function registerProposalRoutes(
  app: OpenAPIHono<AppEnv>,
  context: Pick<ModuleContext, 'db' | 'guards' | 'mail' | 'storage' | 'logger' | 'settings'>,
  options: ProposalRouteOptions = {},
): void {
  if (options.oemGate) for (const path of PROPOSAL_API_PATHS) app.use(path, options.oemGate);
  const proposals = createProposalsService({ db: context.db, mail: context.mail, projectVisibleToOem: options.projectVisibleToOem });
  const route = routesOf({ tag: 'Proposals', guards: context.guards });
  const project = projectRecords(context.db);
  const ok = (description: string) => ({ 200: { description, ...proposalBody } });
  registerProposalFileRoutes(app, context);

  app.openapi(
    route({
      operationId: 'sendProposal',
      access: 'record-party',
      record: checkedByService('OEM company'),
      method: 'post',
      path: COMPANY_ROUTES.oemsProject,
      summary: 'An OEM sends a proposal to a project',
      description:
        'A member of the verified OEM `company_id` sends a proposal (model, quantity, price, delivery, validity, terms) to a ' +
        'project the OEM can see. 404 for a company the caller is not a member of, or a project out of reach; 403 ' +
        '`oem_not_verified` before staff verified the OEM. The project’s owner and editors are mailed.',
      request: { body: { content: { 'application/json': { schema: sendProposalSchema } } } },
      responses: { ...ok('The proposal sent, version 1'), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await proposals.send(currentUser(c), c.req.valid('json'), c.get('requestId')), 200),
  );

  app.openapi(
    route({
      operationId: 'getProjectProposals',
      access: 'project-read',
      record: project.project(inQuery('project_id')),
      method: 'get',
      path: PROPOSAL_ROUTES.proposals,
      summary: 'The proposals a project received',
      description: 'Every proposal OEMs sent to the project, newest change first, with its current version. Its owner, editors and readers.',
      request: { query: projectProposalsQuerySchema },
      responses: { 200: { description: 'The proposals', content: json(proposalListSchema) }, ...errorResponses(400, 401, 404) },
    }),
    async (c) => c.json(await proposals.listForProject(c.get('project')!), 200),
  );

  app.openapi(
    route({
      operationId: 'getSentProposals',
      access: 'signed-in',
      method: 'get',
      path: PROPOSAL_ROUTES.sent,
      summary: 'The proposals the caller’s OEMs sent',
      description: 'Every proposal of the OEM companies the caller belongs to, newest change first; an empty list for anyone else.',
      responses: { 200: { description: 'The proposals', content: json(proposalListSchema) }, ...errorResponses(401) },
    }),
    async (c) => c.json(await proposals.listSent(currentUser(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'getProposal',
      access: 'record-party',
      record: checkedByService('proposal'),
      method: 'get',
      path: PROPOSAL_ROUTES.proposal,
      summary: 'A proposal with its versions and thread',
      description:
        'The proposal, every version (newest first), the thread, the caller’s side and what they may do. The OEM’s members ' +
        'and the project’s owner, editors and readers; 404 to anyone else, other OEMs included.',
      request: { query: proposalQuerySchema },
      responses: { ...ok('The proposal'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => c.json(await proposals.get(c.req.valid('query').id, callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'decideProposal',
      access: 'project-write',
      record: project.project(inJson('project_id')),
      method: 'post',
      path: PROPOSAL_ROUTES.decision,
      summary: 'Accept a proposal, or decline it with a reason',
      description: 'The project’s owner or an editor decides; a decided proposal cannot change (409). The OEM’s members are mailed.',
      request: { body: { content: { 'application/json': { schema: proposalDecisionSchema } } } },
      responses: { ...ok('The proposal decided'), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await proposals.decide(c.get('project')!, currentUser(c), c.req.valid('json'), c.get('requestId')), 200),
  );

  app.openapi(
    route({
      operationId: 'askAboutProposal',
      access: 'project-write',
      record: project.project(inJson('project_id')),
      method: 'post',
      path: PROPOSAL_ROUTES.questions,
      summary: 'Ask the OEM a question about its proposal',
      description: 'The project’s owner or an editor asks; the proposal waits for the OEM’s answer. 409 once decided. The OEM’s members are mailed.',
      request: { body: { content: { 'application/json': { schema: proposalQuestionSchema } } } },
      responses: { ...ok('The proposal with the question'), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await proposals.ask(c.get('project')!, currentUser(c), c.req.valid('json'), c.get('requestId')), 200),
  );

  app.openapi(
    route({
      operationId: 'answerProposalQuestion',
      access: 'record-party',
      record: checkedByService('proposal'),
      method: 'post',
      path: PROPOSAL_ROUTES.answers,
      summary: 'The OEM answers the question asked',
      description: 'A member of the proposal’s OEM answers; 409 when no question waits or once decided. The project’s owner and editors are mailed.',
      request: { body: { content: { 'application/json': { schema: proposalAnswerSchema } } } },
      responses: { ...ok('The proposal with the answer'), ...errorResponses(400, 401, 404, 409) },
    }),
    async (c) => c.json(await proposals.answer(callerOf(c), c.req.valid('json'), c.get('requestId')), 200),
  );

  app.openapi(
    route({
      operationId: 'reviseProposal',
      access: 'record-party',
      record: checkedByService('proposal'),
      method: 'post',
      path: PROPOSAL_ROUTES.revisions,
      summary: 'The OEM revises its proposal',
      description: 'A member of the proposal’s OEM sends a new version; earlier versions are kept. 409 once decided. The project’s owner and editors are mailed.',
      request: { body: { content: { 'application/json': { schema: reviseProposalSchema } } } },
      responses: { ...ok('The proposal with its new version'), ...errorResponses(400, 401, 404, 409) },
    }),
    async (c) => c.json(await proposals.revise(callerOf(c), c.req.valid('json'), c.get('requestId')), 200),
  );
}
