import type { OpenAPIHono } from '@hono/zod-openapi';
import { SIGN_AND_COMMIT_ROUTES } from '@/lib/api/routes';
import { dataroomRequestListSchema, dataroomRequestSchema, dataroomRequestsQuerySchema, grantSchema, openDataroomRequestSchema, revokeSchema } from '@/lib/schemas/dataroom';
import { currentUser, type AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import { checkedByService } from '@/server/http/access/record';
import { routesOf } from '@/server/http/route';
import { callerOf } from '@/server/modules/projects/public';
import { hasSigned } from '@/server/modules/commitments/public';
import type { ModuleContext } from '../context';
import type { GrantsService } from './grants-service';
import { signedOpportunity } from './signer-guard';

/** `/sign-and-commit-opp/dataroom_request` (requests and grants) and `/sign-and-commit-opp/revoke`. */
export function registerDataroomRequestRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext, grants: GrantsService): void {
  const route = routesOf({ tag: 'Investment', guards: context.guards });

  app.openapi(
    route({
      operationId: 'listDataroomRequests',
      access: 'opportunity-party',
      record: checkedByService('opportunity'),
      method: 'get',
      path: SIGN_AND_COMMIT_ROUTES.dataroomRequest,
      summary: 'Requests for an opportunity’s data room, with the folders granted',
      description:
        'The project’s owner, editors and readers see every investor’s request with its grants (active, expired or revoked); an ' +
        'activated investor sees their own (an empty list before asking). Anyone else gets 404.',
      request: { query: dataroomRequestsQuerySchema },
      responses: { 200: { description: 'The requests', content: json(dataroomRequestListSchema) }, ...errorResponses(400, 401, 404, 425) },
    }),
    async (c) => c.json(await grants.list(callerOf(c), c.req.valid('query').opportunity_id), 200),
  );

  app.openapi(
    route({
      operationId: 'requestDataroom',
      acting: 'refused', // requirements
      access: 'opportunity-signer',
      record: signedOpportunity(context.db, hasSigned),
      method: 'post',
      path: SIGN_AND_COMMIT_ROUTES.dataroomRequest,
      summary: 'Ask for an opportunity’s data room (an activated investor who signed)',
      description:
        'Opens the request, or answers the one already open; recorded as `dataroom.requested`. Needs an activated investor (403) who ' +
        'signed the opportunity’s commitment (403 with `detail.reason` `not_signed`), on a published opportunity (404). A new ' +
        'request is mailed to the project’s owner, with the message.',
      request: { body: { required: true, content: json(openDataroomRequestSchema) } },
      responses: { 200: { description: 'The request', content: json(dataroomRequestSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await grants.open(currentUser(c), c.req.valid('json'), c.get('requestId')), 200),
  );

  app.openapi(
    route({
      operationId: 'grantDataroomFolder',
      access: 'opportunity-party',
      record: checkedByService('data-room request'),
      method: 'put',
      path: SIGN_AND_COMMIT_ROUTES.dataroomRequest,
      summary: 'Open a folder to a request’s investor (owner or editor)',
      description:
        'With or without download, optionally until `expires_at` (in the future). Granting a folder again changes the access and ' +
        'ends a revocation. Recorded as `dataroom.granted`; the investor is told by mail. A reader of the project gets 403, anyone else 404.',
      request: { body: { required: true, content: json(grantSchema) } },
      responses: { 200: { description: 'The request with its grants', content: json(dataroomRequestSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await grants.grant(callerOf(c), c.req.valid('json'), c.get('requestId')), 200),
  );

  app.openapi(
    route({
      operationId: 'revokeDataroomAccess',
      access: 'opportunity-party',
      record: checkedByService('data-room request'),
      method: 'post',
      path: SIGN_AND_COMMIT_ROUTES.revoke,
      summary: 'Revoke an investor’s access to a folder, or to the whole data room (owner or editor)',
      description:
        'Takes effect on the investor’s very next request (grants are never cached): an open viewer is refused its next page with ' +
        '`detail.reason` `revoked`. Recorded as `dataroom.revoked`, once per folder; the investor is told by mail which folders closed. ' +
        '404 when there is no access to revoke.',
      request: { body: { required: true, content: json(revokeSchema) } },
      responses: { 200: { description: 'The request with its grants', content: json(dataroomRequestSchema) }, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await grants.revoke(callerOf(c), c.req.valid('json'), c.get('requestId')), 200),
  );
}
