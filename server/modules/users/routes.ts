import type { OpenAPIHono } from '@hono/zod-openapi';
import { meSchema, updateMeSchema, updateUserRolesSchema, userSummarySchema, usersPageSchema, usersQuerySchema } from '@/lib/schemas/users';
import { currentUser, type AppEnv } from '@/server/http/context';
import { csvResponse } from '@/server/http/csv';
import type { Guards } from '@/server/http/current-user';
import { jsonTextResponse } from '@/server/http/json-text';
import { errorResponses, json } from '@/server/http/openapi';
import { routesOf } from '@/server/http/route';
import { registerAccountRoutes } from './account-routes';
import { meJsonText, toMe, type UsersService } from './service';

const USER_CSV_COLUMNS = ['id', 'name', 'email', 'company', 'roles', 'investor_activated', 'created_at'] as const;

/**
 * What the users' routes read of the module context. Named here rather than imported: the context names this module's
 * service, so importing it back would close a cycle.
 */
export interface UserRoutesContext {
  users: UsersService;
  guards: Guards;
}

export function registerUserRoutes(app: OpenAPIHono<AppEnv>, context: UserRoutesContext): void {
  const { users, guards } = context;
  registerAccountRoutes(app, users.accounts, guards);
  const route = routesOf({ tag: 'Users', guards });
  app.openapi(
    route({
      operationId: 'getMe',
      access: 'signed-in',
      method: 'get',
      path: '/me',
      summary: 'The signed-in user',
      description: 'Creates the user record on the first call. 425 means the record is still being prepared.',
      responses: {
        200: { description: 'The current user', content: json(meSchema) },
        ...errorResponses(401, 403, 425),
      },
    }),
    (c) => jsonTextResponse(c, meJsonText(currentUser(c), c.get('actor'))),
  );

  app.openapi(
    route({
      operationId: 'updateMe',
      access: 'signed-in',
      method: 'put',
      path: '/me',
      summary: 'Update your own name, company, phone, job title or language',
      description: 'Changes only the fields sent (at least one); the e-mail address belongs to the identity provider.',
      request: { body: { required: true, content: json(updateMeSchema) } },
      responses: {
        200: { description: 'The updated user', content: json(meSchema) },
        ...errorResponses(400, 401, 403, 413, 415, 425),
      },
    }),
    async (c) => {
      const updated = await users.updateMe(currentUser(c), c.req.valid('json'));
      return c.json(toMe(updated, c.get('actor')), 200);
    },
  );

  app.openapi(
    route({
      operationId: 'listUsers',
      access: 'staff',
      method: 'get',
      path: '/users',
      summary: 'Staff: list users',
      description: 'Paginated, searched by name, e-mail or company, filtered by roles. CSV mode returns every match.',
      middleware: [guards.requireUser({ roles: ['admin'] })],
      request: { query: usersQuerySchema },
      responses: {
        200: {
          description: 'A page of users (or all of them as CSV)',
          content: { ...json(usersPageSchema), 'text/csv': { schema: { type: 'string' } } },
        },
        ...errorResponses(400, 401, 403, 425),
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      if (c.get('csvMode')) {
        const rows = await users.listAll(query);
        return csvResponse(
          rows.map((row) => ({ ...row, roles: row.roles.join(' ') })),
          { columns: USER_CSV_COLUMNS },
        );
      }
      return c.json(await users.list(query), 200);
    },
  );

  app.openapi(
    route({
      operationId: 'setUserRoles',
      access: 'staff',
      method: 'patch',
      path: '/users',
      summary: "Staff: set a user's roles",
      description: 'Replaces the roles of an active user. Staff cannot remove their own admin role (409).',
      middleware: [guards.requireUser({ roles: ['admin'] })],
      request: { body: { required: true, content: json(updateUserRolesSchema) } },
      responses: {
        200: { description: 'The user with the new roles', content: json(userSummarySchema) },
        ...errorResponses(400, 401, 403, 404, 409, 413, 415, 425),
      },
    }),
    async (c) => {
      const updated = await users.setRoles(currentUser(c), c.req.valid('json'), c.get('requestId'));
      return c.json(updated, 200);
    },
  );
}
