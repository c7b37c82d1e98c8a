import type { OpenAPIHono } from '@hono/zod-openapi';
import { STAFF_USER_ROUTES, USER_ROUTES } from '@/lib/api/routes';
import {
  SIGNIN_CSV_COLUMNS,
  USERS_CSV_COLUMNS,
  staffUserChangeSchema,
  staffUserDetailsSchema,
  staffUserFiltersSchema,
  staffUserQuerySchema,
  staffUsersPageSchema,
  staffUsersQuerySchema,
  userErasedSchema,
  userErasureSchema,
} from '@/lib/schemas/staff-users';
import { currentUser, type AppEnv } from '@/server/http/context';
import { csvStreamResponse } from '@/server/http/csv';
import { errorResponses, json } from '@/server/http/openapi';
import { routesOf } from '@/server/http/route';
import { containerNames } from '@/server/storage';
import type { ModuleContext } from '../context';
import { registerErasureRequestRoutes } from './erasure-request-routes';
import { createErasureRequests } from './erasure-requests';
import { createStaffUsersService } from './service';

const CSV = { 'text/csv': { schema: { type: 'string' as const } } };
const DETAILS = { description: 'The user as staff see them', content: json(staffUserDetailsSchema) };

/**
 * `/internal/users`, `/internal/users_export`, `/internal/signin_export`, `/internal/user_delete` (issue 24, items 8
 * to 10): staff's console of users, and users' erasure requests. A module owning no table: the users module keeps the
 * records (its admin concern) and the requests.
 */
export function registerStaffUserRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const { db } = context;
  const requests = createErasureRequests(db, context.mail);
  const staff = createStaffUsersService(db, context.users, context.storage, containerNames(process.env).profiles, requests);
  const route = routesOf({ tag: 'Users', guards: context.guards });
  registerErasureRequestRoutes(app, context.guards, requests, staff);

  app.openapi(
    route({
      operationId: 'searchStaffUsers',
      access: 'staff',
      method: 'get',
      path: USER_ROUTES.internalUsers,
      summary: 'Staff: search users',
      description: 'By name, e-mail or company, filtered by company, role and state (in use or disabled), newest first, paginated. Erased users are not listed.',
      request: { query: staffUsersQuerySchema },
      responses: { 200: { description: 'A page of users', content: json(staffUsersPageSchema) }, ...errorResponses(400, 401, 403, 425) },
    }),
    async (c) => c.json(await staff.search(c.req.valid('query')), 200),
  );

  app.openapi(
    route({
      operationId: 'getStaffUser',
      access: 'staff',
      method: 'get',
      path: STAFF_USER_ROUTES.internalUserDetails,
      summary: 'Staff: one user',
      description: 'Roles, company, projects owned or shared with them, and the latest sign-ins.',
      request: { query: staffUserQuerySchema },
      responses: { 200: DETAILS, ...errorResponses(400, 401, 403, 404, 425) },
    }),
    async (c) => c.json(await staff.details(c.req.valid('query').user_id), 200),
  );

  app.openapi(
    route({
      operationId: 'changeStaffUser',
      access: 'staff',
      method: 'patch',
      path: USER_ROUTES.internalUsers,
      summary: 'Staff: change a user’s roles, or disable or enable the account',
      description: 'Always with a reason, written to the user’s audit chain. A disabled user’s tokens are refused from their next request on (403), on every instance.',
      request: { body: { required: true, content: json(staffUserChangeSchema) } },
      responses: { 200: DETAILS, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 425) },
    }),
    async (c) => c.json(await staff.change(currentUser(c), c.req.valid('json'), c.get('requestId')), 200),
  );

  app.openapi(
    route({
      operationId: 'exportStaffUsers',
      access: 'staff',
      method: 'get',
      path: USER_ROUTES.internalUsersExport,
      summary: 'Staff: the users the filters match, as CSV (data.csv)',
      description: `Streamed, every match, columns: ${USERS_CSV_COLUMNS.join(', ')}; cells a spreadsheet would read as a formula start with an apostrophe.`,
      request: { query: staffUserFiltersSchema },
      responses: { 200: { description: 'The users as CSV', content: CSV }, ...errorResponses(400, 401, 403, 425) },
    }),
    (c) => csvStreamResponse(staff.usersCsv(c.req.valid('query'))),
  );

  app.openapi(
    route({
      operationId: 'exportSignIns',
      access: 'staff',
      method: 'get',
      path: USER_ROUTES.internalSigninExport,
      summary: 'Staff: the sign-ins of the users the filters match, as CSV (data.csv)',
      description: `Streamed, oldest first, columns: ${SIGNIN_CSV_COLUMNS.join(', ')}; policy is one of the seven sign-in policies.`,
      request: { query: staffUserFiltersSchema },
      responses: { 200: { description: 'The sign-ins as CSV', content: CSV }, ...errorResponses(400, 401, 403, 425) },
    }),
    (c) => csvStreamResponse(staff.signInsCsv(c.req.valid('query'))),
  );

  app.openapi(
    route({
      operationId: 'eraseUser',
      access: 'staff',
      method: 'post',
      path: USER_ROUTES.internalUserDelete,
      summary: 'Staff: erase a user’s personal data',
      description:
        'Confirmed by typing the user’s e-mail address (422 otherwise). Personal data become placeholders, sessions and tokens are revoked, files removed; ' +
        'audit entries keep the id as a pseudonym and an erasure record says who, when and why. 409 while the user owns projects others work on, or signed commitments (kept by law).',
      request: { body: { required: true, content: json(userErasureSchema) } },
      responses: { 200: { description: 'The user is erased', content: json(userErasedSchema) }, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 425) },
    }),
    async (c) => c.json(await staff.erase(currentUser(c), c.req.valid('json'), c.get('requestId')), 200),
  );
}
