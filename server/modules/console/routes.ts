import type { OpenAPIHono } from '@hono/zod-openapi';
import { STAFF_CONSOLE_ROUTES } from '@/lib/api/routes';
import { staffConsoleSchema } from '@/lib/schemas/console';
import type { AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import { routesOf } from '@/server/http/route';
import type { ModuleContext } from '../context';
import { STAFF_COUNTERS } from './counters';
import { countWhatWaits } from './service';

/** Staff's console home: how many things wait for staff, by module (issue 24, item 11). */
export function registerConsoleRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const { db, guards, logger } = context;
  const route = routesOf({ tag: 'Internal', guards });

  app.openapi(
    route({
      operationId: 'getStaffConsole',
      access: 'staff',
      method: 'get',
      path: STAFF_CONSOLE_ROUTES.console,
      summary: 'Staff: what waits',
      description:
        'One counter per module that has something waiting for staff (publications to review, investors to ' +
        'activate, OEMs to verify while "show OEM" is on…), each with the staff page that deals with it.',
      responses: {
        200: { description: 'The counters', content: json(staffConsoleSchema) },
        ...errorResponses(401, 403, 425),
      },
    }),
    async (c) => c.json(await countWhatWaits(db, STAFF_COUNTERS, logger), 200),
  );
}
