import type { OpenAPIHono } from '@hono/zod-openapi';
import { ACCOUNT_ROUTES, STAFF_USER_ROUTES } from '@/lib/api/routes';
import { askErasureSchema, declineErasureSchema, myErasureRequestSchema } from '@/lib/schemas/erasure-requests';
import { staffUserDetailsSchema } from '@/lib/schemas/staff-users';
import { currentUser, type AppEnv } from '@/server/http/context';
import type { Guards } from '@/server/http/current-user';
import { errorResponses, json } from '@/server/http/openapi';
import { routesOf } from '@/server/http/route';
import type { ErasureRequests } from './erasure-requests';
import type { createStaffUsersService } from './service';

const MINE = { description: 'Your latest erasure request, or null', content: json(myErasureRequestSchema) };

/** `/me/erasure` (the user asks, and follows the answer) and `/internal/user_delete/decline` (staff decline, saying why). */
export function registerErasureRequestRoutes(app: OpenAPIHono<AppEnv>, guards: Guards, requests: ErasureRequests, staff: ReturnType<typeof createStaffUsersService>): void {
  const route = routesOf({ tag: 'Users', guards });

  app.openapi(
    route({
      operationId: 'getMyErasureRequest',
      access: 'signed-in',
      method: 'get',
      path: ACCOUNT_ROUTES.erasure,
      summary: 'Your request to erase your account, and its answer',
      description: 'The latest request: waiting for the team, carried out, or declined with the team’s reason. null when you never asked.',
      responses: { 200: MINE, ...errorResponses(401, 403, 425) },
    }),
    async (c) => c.json(await requests.mine(currentUser(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'askErasure',
      access: 'signed-in',
      method: 'post',
      path: ACCOUNT_ROUTES.erasure,
      summary: 'Ask the team to erase your account',
      description:
        'Confirmed with `confirm: true`. The request waits on staff’s console until staff carry out the erasure or decline it with a reason; either ' +
        'way you get a mail. Signed investment commitments are kept as the law requires. 409 while a request already waits.',
      request: { body: { required: true, content: json(askErasureSchema) } },
      responses: { 200: MINE, ...errorResponses(400, 401, 403, 409, 413, 415, 425) },
    }),
    async (c) => c.json(await requests.ask(currentUser(c), c.get('requestId')), 200),
  );

  app.openapi(
    route({
      operationId: 'declineErasure',
      access: 'staff',
      method: 'post',
      path: STAFF_USER_ROUTES.internalUserDeleteDecline,
      summary: 'Staff: decline a user’s erasure request, saying why',
      description: 'The reason is written to the user’s audit chain and mailed to the user in their language. 404 when no request of the user waits.',
      request: { body: { required: true, content: json(declineErasureSchema) } },
      responses: { 200: { description: 'The user as staff see them', content: json(staffUserDetailsSchema) }, ...errorResponses(400, 401, 403, 404, 413, 415, 425) },
    }),
    async (c) => c.json(await staff.declineErasure(currentUser(c), c.req.valid('json'), c.get('requestId')), 200),
  );
}
