import type { OpenAPIHono } from '@hono/zod-openapi';
import { COMPANY_ROUTES, COMPANY_SUB_ROUTES } from '@/lib/api/routes';
import {
  acceptInvitationSchema,
  changeRoleSchema,
  companyKindQuerySchema,
  companyViewSchema,
  createCompanySchema,
  invitationPreviewSchema,
  invitationTokenQuerySchema,
  inviteMemberSchema,
  removeMemberSchema,
  updateCompanySchema,
  withdrawInvitationSchema,
} from '@/lib/schemas/companies';
import { currentUser, type AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import { checkedByService } from '@/server/http/access/record';
import { routesOf } from '@/server/http/route';
import type { ModuleContext } from '../context';
import { createInvitationsService } from './invitations-service';
import { createCompaniesService } from './service';

const VIEW = { description: 'The company as the caller sees it', content: json(companyViewSchema) };
const KIND_NOTE = ' `kind` names which of the caller’s companies (a user belongs to at most one developer and one OEM company).';

/** `/company` with its members and invitations: always the caller's own company of a kind. */
export function registerCompanyRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const { db } = context;
  const companies = createCompaniesService(db);
  const invitations = createInvitationsService(db, context.mail, companies);
  const route = routesOf({ tag: 'Companies', guards: context.guards });
  const path = COMPANY_ROUTES.company;

  app.openapi(
    route({
      operationId: 'getCompany',
      access: 'signed-in',
      method: 'get',
      path,
      summary: 'Your company, its members and invitations',
      description: 'With `company: null` while you belong to none. Open invitations are listed to admins only.' + KIND_NOTE,
      request: { query: companyKindQuerySchema },
      responses: { 200: VIEW, ...errorResponses(400, 401, 403, 425) },
    }),
    async (c) => c.json(await companies.view(currentUser(c), c.req.valid('query').kind), 200),
  );

  app.openapi(
    route({
      operationId: 'createCompany',
      access: 'signed-in',
      method: 'post',
      path,
      summary: 'Create a company (you become its admin)',
      description: '409 when you already belong to a company of this kind.',
      request: { body: { required: true, content: json(createCompanySchema) } },
      responses: { 200: VIEW, ...errorResponses(400, 401, 403, 409, 413, 415, 425) },
    }),
    async (c) => c.json(await companies.create(currentUser(c), c.req.valid('json'), c.get('requestId')), 200),
  );

  app.openapi(
    route({
      operationId: 'updateCompany',
      access: 'record-party',
      record: checkedByService('company'),
      method: 'put',
      path,
      summary: 'Update your company (admins)',
      description: 'Only the fields sent change; an empty string clears a text field. 403 to a member who is not an admin.' + KIND_NOTE,
      request: { body: { required: true, content: json(updateCompanySchema) } },
      responses: { 200: VIEW, ...errorResponses(400, 401, 403, 404, 413, 415, 425) },
    }),
    async (c) => c.json(await companies.update(currentUser(c), c.req.valid('json'), c.get('requestId')), 200),
  );

  app.openapi(
    route({
      operationId: 'changeCompanyRole',
      access: 'record-party',
      record: checkedByService('company'),
      method: 'patch',
      path: COMPANY_SUB_ROUTES.companyMembers,
      summary: 'Change a member’s role (admins)',
      description: 'The company keeps at least one admin (409 otherwise).' + KIND_NOTE,
      request: { body: { required: true, content: json(changeRoleSchema) } },
      responses: { 200: VIEW, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 425) },
    }),
    async (c) => c.json(await companies.changeRole(currentUser(c), c.req.valid('json'), c.get('requestId')), 200),
  );

  app.openapi(
    route({
      operationId: 'removeCompanyMember',
      access: 'record-party',
      record: checkedByService('company'),
      method: 'delete',
      path: COMPANY_SUB_ROUTES.companyMembers,
      summary: 'Remove a member (admins), or leave (your own id)',
      description: 'Asks first: `confirm: true` is required. The last admin cannot leave nor be removed (409).' + KIND_NOTE,
      request: { body: { required: true, content: json(removeMemberSchema) } },
      responses: { 200: VIEW, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 425) },
    }),
    async (c) => c.json(await companies.removeMember(currentUser(c), c.req.valid('json'), c.get('requestId')), 200),
  );

  app.openapi(
    route({
      operationId: 'inviteCompanyMember',
      access: 'record-party',
      record: checkedByService('company'),
      method: 'post',
      path: COMPANY_SUB_ROUTES.companyInvitations,
      summary: 'Invite someone by e-mail (admins)',
      description:
        'Mails a link in the invitee’s language; it works for 14 days, for the confirmed owner of the address only. A new invitation to the same address replaces the open one.',
      request: { body: { required: true, content: json(inviteMemberSchema) } },
      responses: { 200: VIEW, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 425) },
    }),
    async (c) => c.json(await invitations.invite(currentUser(c), c.req.valid('json'), c.get('requestId')), 200),
  );

  app.openapi(
    route({
      operationId: 'withdrawCompanyInvitation',
      access: 'record-party',
      record: checkedByService('company'),
      method: 'delete',
      path: COMPANY_SUB_ROUTES.companyInvitations,
      summary: 'Withdraw an open invitation (admins)',
      description: 'Its link stops working.' + KIND_NOTE,
      request: { body: { required: true, content: json(withdrawInvitationSchema) } },
      responses: { 200: VIEW, ...errorResponses(400, 401, 403, 404, 413, 415, 425) },
    }),
    async (c) => c.json(await invitations.withdraw(currentUser(c), c.req.valid('json'), c.get('requestId')), 200),
  );

  app.openapi(
    route({
      operationId: 'previewCompanyInvitation',
      access: 'record-party',
      record: checkedByService('company-invitation'),
      method: 'get',
      path: COMPANY_SUB_ROUTES.companyInvitation,
      summary: 'The invitation of a link',
      description: 'The company, the role, and whether you may join now (`can_join`) or why not (`reason`). The token is the link’s secret.',
      request: { query: invitationTokenQuerySchema },
      responses: { 200: { description: 'The invitation', content: json(invitationPreviewSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await invitations.preview(currentUser(c), c.req.valid('query').token), 200),
  );

  app.openapi(
    route({
      operationId: 'acceptCompanyInvitation',
      access: 'record-party',
      record: checkedByService('company-invitation'),
      method: 'post',
      path: COMPANY_SUB_ROUTES.companyInvitation,
      summary: 'Join the company of an invitation',
      description:
        'Only with the address the invitation was sent to, once it is confirmed (403 otherwise, with `reason`); 410 once expired; 409 when used or when you already belong to a company of this kind.',
      // Joining is the invitee's own step: staff acting as them may not take it for them.
      acting: 'refused',
      request: { body: { required: true, content: json(acceptInvitationSchema) } },
      responses: { 200: VIEW, ...errorResponses(400, 401, 403, 404, 409, 410, 413, 415, 425) },
    }),
    async (c) => c.json(await invitations.accept(currentUser(c), c.req.valid('json').token, c.get('requestId')), 200),
  );
}
