import type { OpenAPIHono } from '@hono/zod-openapi';
import { COMPANY_ROUTES, OEM_ROUTES } from '@/lib/api/routes';
import {
  discoverabilityInputSchema,
  discoverabilitySchema,
  oemMatchesQuerySchema,
  oemMatchesSchema,
  projectMatchesQuerySchema,
  projectMatchesSchema,
} from '@/lib/schemas/oem-matches';
import { myOemSchema, oemDecisionSchema, oemPageSchema, oemQueueQuerySchema, oemRequirementsSchema, oemSchema, oemSignUpSchema } from '@/lib/schemas/oems';
import { inJson, inQuery } from '@/server/http/access/record';
import { currentUser, type AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import { routesOf } from '@/server/http/route';
import { projectRecords } from '@/server/modules/projects/public';
import type { ModuleContext } from '../context';
import { registerMatchingJobs } from './jobs';
import { findDiscoverability, saveDiscoverability } from './matches-repository';
import { createMatchesView } from './matches-view';
import { createMatchingService } from './matching-service';
import { createOemsService } from './service';
import { oemRoutesGuard } from './show-oem';

const HIDDEN = ' Answers 404 while the public setting "show OEM" is off.';
export const OEM_GUARDED_PATHS = [COMPANY_ROUTES.oem, COMPANY_ROUTES.oemsRequirements, COMPANY_ROUTES.oemsProject, ...Object.values(OEM_ROUTES)];

/** `/oem`, `/oems/requirements`, `/oems/project` (a project's matches), `/oems/projects`, `/oems/discoverability`, staff's `/internal/oems`. */
export function registerOemRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  for (const path of OEM_GUARDED_PATHS) app.use(path, oemRoutesGuard);
  const matching = createMatchingService(context.db);
  registerMatchingJobs({ db: context.db, jobs: context.jobs, mail: context.mail, logger: context.logger, matching });
  const oems = createOemsService({ db: context.db, jobs: context.jobs, mail: context.mail, users: context.users });
  const view = createMatchesView(context.db, matching);
  const records = projectRecords(context.db);
  const route = routesOf({ tag: 'Equipment', guards: context.guards });
  const staff = routesOf({ tag: 'Internal', guards: context.guards });

  app.openapi(
    route({
      operationId: 'getOem',
      access: 'signed-in',
      method: 'get',
      path: COMPANY_ROUTES.oem,
      summary: 'Your OEM company and offer',
      description: `The OEM company the caller belongs to, with its offer, requirements and verification status; null before sign-up.${HIDDEN}`,
      responses: { 200: { description: 'The OEM, or null', content: json(myOemSchema) }, ...errorResponses(401, 404, 425) },
    }),
    async (c) => c.json(await oems.mine(currentUser(c)), 200),
  );
  app.openapi(
    route({
      operationId: 'saveOem',
      access: 'signed-in',
      method: 'put',
      path: COMPANY_ROUTES.oem,
      summary: 'Sign up as an OEM, or change your offer',
      description:
        'The first PUT creates the OEM company (the caller its admin) pending staff verification; later ones, by an admin, change the company and offer. ' +
        `A refused OEM that saves goes back to the queue. Matches follow within a minute.${HIDDEN}`,
      request: { body: { content: json(oemSignUpSchema), required: true } },
      responses: { 200: { description: 'The stored OEM', content: json(oemSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await oems.save(currentUser(c), c.req.valid('json'), c.get('requestId')), 200),
  );
  app.openapi(
    route({
      operationId: 'getOemRequirements',
      access: 'signed-in',
      method: 'get',
      path: COMPANY_ROUTES.oemsRequirements,
      summary: 'Your OEM’s requirements for a project',
      description: `Feedstock, capacity, regions, budget, site needs and stages the caller’s OEM asks of a project, and which are hard constraints. 404 without an OEM.${HIDDEN}`,
      responses: { 200: { description: 'The requirements', content: json(oemRequirementsSchema) }, ...errorResponses(401, 404, 425) },
    }),
    async (c) => c.json(await oems.requirements(currentUser(c)), 200),
  );
  app.openapi(
    route({
      operationId: 'saveOemRequirements',
      access: 'signed-in',
      method: 'put',
      path: COMPANY_ROUTES.oemsRequirements,
      summary: 'Change your OEM’s requirements',
      description: `An admin of the OEM replaces its requirements; matches follow within a minute. 404 without an OEM, 403 for a member who is not an admin.${HIDDEN}`,
      request: { body: { content: json(oemRequirementsSchema), required: true } },
      responses: { 200: { description: 'The stored requirements', content: json(oemRequirementsSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await oems.saveRequirements(currentUser(c), c.req.valid('json'), c.get('requestId')), 200),
  );
  app.openapi(
    route({
      operationId: 'getProjectMatches',
      access: 'project-read',
      record: records.project(inQuery('project_id')),
      method: 'get',
      path: COMPANY_ROUTES.oemsProject,
      summary: 'The verified OEMs matched with a project',
      description:
        'Each verified OEM scored against the project’s answers, 0 to 100, split into criteria (feedstock, capacity, region, budget, site, certification, timing); each criterion cites ' +
        `the answers and the OEM’s terms it compared. Hard constraints the project fails exclude an OEM (listed last). Questions whose answers are missing link into the questionnaire.${HIDDEN}`,
      request: { query: projectMatchesQuerySchema },
      responses: { 200: { description: 'The matches', content: json(projectMatchesSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await view.ofProject(c.get('project')!, c.get('language')), 200),
  );
  app.openapi(
    route({
      operationId: 'setProjectDiscoverability',
      access: 'project-owner',
      record: records.project(inJson('project_id'), 'let OEMs find it'),
      method: 'put',
      path: OEM_ROUTES.discoverability,
      summary: 'Let verified OEMs find a project, with the fields you choose',
      description: `The project’s owner decides whether matched OEMs see the project, and which of its fields (its name always). Off by default.${HIDDEN}`,
      request: { body: { content: json(discoverabilityInputSchema), required: true } },
      responses: { 200: { description: 'The stored setting', content: json(discoverabilitySchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => {
      const { project_id, ...value } = c.req.valid('json');
      await saveDiscoverability(context.db, project_id, currentUser(c).id, value);
      return c.json(await findDiscoverability(context.db, project_id), 200);
    },
  );
  app.openapi(
    route({
      operationId: 'listOemMatches',
      access: 'signed-in',
      method: 'get',
      path: OEM_ROUTES.oemMatches,
      summary: 'Your OEM’s matched projects',
      description: `Discoverable projects matched with the caller’s verified OEM, best first, with only the fields their owners allow; filtered by score, country, stage and feedstock. Empty until verified; 404 without an OEM.${HIDDEN}`,
      request: { query: oemMatchesQuerySchema },
      responses: { 200: { description: 'A page of matched projects', content: json(oemMatchesSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await view.ofOem(currentUser(c), c.req.valid('query')), 200),
  );
  app.openapi(
    staff({
      operationId: 'listOemQueue',
      access: 'staff',
      method: 'get',
      path: OEM_ROUTES.internalOems,
      summary: 'OEMs by verification status (staff)',
      description: `A page of OEMs in one status (pending by default), oldest submission first. Staff only.${HIDDEN}`,
      request: { query: oemQueueQuerySchema },
      responses: { 200: { description: 'A page of OEMs', content: json(oemPageSchema) }, ...errorResponses(400, 401, 403, 425) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      return c.json(await oems.queue(query.status, query.page, query.page_size), 200);
    },
  );
  app.openapi(
    staff({
      operationId: 'decideOem',
      access: 'staff',
      method: 'post',
      path: OEM_ROUTES.internalOemDecision,
      summary: 'Verify an OEM, or refuse it with a reason (staff)',
      description: `Verification makes the OEM visible and matched; a refusal keeps the reason. Its members are told by mail in their language; the decision goes to the audit trail. Staff only.${HIDDEN}`,
      request: { body: { content: json(oemDecisionSchema), required: true } },
      responses: { 200: { description: 'The OEM after the decision', content: json(oemSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await oems.decide(currentUser(c), c.req.valid('json'), c.get('requestId')), 200),
  );
}
