import type { OpenAPIHono } from '@hono/zod-openapi';
import { STAFF_CONSOLE_ROUTES } from '@/lib/api/routes';
import {
  archiveSnapshotSchema,
  compareSnapshotsQuerySchema,
  listSnapshotsQuerySchema,
  maintenanceStateSchema,
  maintenanceSwitchSchema,
  snapshotComparisonSchema,
  snapshotPageSchema,
  snapshotSchema,
} from '@/lib/schemas/config';
import {
  archiveSnapshot,
  compareSnapshots,
  ConfigurationStoreNotConfiguredError,
  listSnapshots,
  maintenanceState,
  setMaintenance,
  SnapshotChangedError,
  SnapshotNotFoundError,
} from '@/server/config';
import { storedSettingChanged } from '@/server/config/stored-settings';
import { currentUser, type AppEnv } from '@/server/http/context';
import { ApiError } from '@/server/http/errors';
import { errorResponses, json } from '@/server/http/openapi';
import { routesOf } from '@/server/http/route';
import type { Logger } from '@/server/logger';
import type { ModuleContext } from '../context';
import { maintenanceStoreOf } from './stored-settings';

/** The configuration store's failures as API answers: 503 when none is configured, 412 for a stale etag… */
export function toConfigurationApiError(error: unknown, logger: Logger): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ConfigurationStoreNotConfiguredError) return new ApiError(503, error.message);
  if (error instanceof SnapshotChangedError) return new ApiError(412, error.message);
  if (error instanceof SnapshotNotFoundError) return new ApiError(404, error.message);
  const status = (error as { statusCode?: number }).statusCode;
  logger.warn({ err: error, status }, 'the configuration store refused a request');
  return new ApiError(502, `The configuration store could not answer${status ? ` (status ${status})` : ''}; try again later`);
}

/** Staff: list, archive and compare the configuration store's snapshots (seed sections 3 and 4); switch maintenance. */
export function registerInternalConfigRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const { db, guards, logger } = context;
  const route = routesOf({ tag: 'Internal', guards });

  app.openapi(
    route({
      operationId: 'listConfigurationSnapshots',
      access: 'staff',
      method: 'get',
      path: STAFF_CONSOLE_ROUTES.snapshots,
      summary: 'Staff: configuration snapshots',
      description:
        'One page of the App Configuration snapshots, filtered by `name` (exact, or a prefix ending in `*`) and ' +
        '`status` (comma-separated), with the selected `fields` (must include `filters`). Pass the returned ' +
        '`continuation_token` as `after` for the next page.',
      request: { query: listSnapshotsQuerySchema },
      responses: {
        200: { description: 'A page of snapshots', content: json(snapshotPageSchema) },
        ...errorResponses(400, 401, 403, 425, 502, 503),
      },
    }),
    async (c) => {
      try {
        return c.json(await listSnapshots(c.req.valid('query')), 200);
      } catch (error) {
        throw toConfigurationApiError(error, logger);
      }
    },
  );

  app.openapi(
    route({
      operationId: 'archiveConfigurationSnapshot',
      access: 'staff',
      method: 'post',
      path: STAFF_CONSOLE_ROUTES.archiveSnapshot,
      summary: 'Staff: archive a configuration snapshot',
      description: 'Archives the snapshot only if its etag still matches (412 otherwise: list again and retry).',
      request: { body: { required: true, content: json(archiveSnapshotSchema) } },
      responses: {
        200: { description: 'The archived snapshot', content: json(snapshotSchema) },
        ...errorResponses(400, 401, 403, 404, 412, 413, 415, 425, 502, 503),
      },
    }),
    async (c) => {
      const { name, etag } = c.req.valid('json');
      try {
        return c.json(await archiveSnapshot(name, etag), 200);
      } catch (error) {
        throw toConfigurationApiError(error, logger);
      }
    },
  );

  app.openapi(
    route({
      operationId: 'compareConfigurationSnapshots',
      access: 'staff',
      method: 'get',
      path: STAFF_CONSOLE_ROUTES.compareSnapshots,
      summary: 'Staff: compare two configuration snapshots',
      description:
        'Reads both snapshots and their settings from App Configuration and answers the settings added, removed and ' +
        'changed from `from` to `to` (a setting is its key and label), and how many stayed the same.',
      request: { query: compareSnapshotsQuerySchema },
      responses: {
        200: { description: 'The two snapshots and their differences', content: json(snapshotComparisonSchema) },
        ...errorResponses(400, 401, 403, 404, 425, 502, 503),
      },
    }),
    async (c) => {
      const { from, to } = c.req.valid('query');
      try {
        return c.json(await compareSnapshots(from, to), 200);
      } catch (error) {
        throw toConfigurationApiError(error, logger);
      }
    },
  );

  app.openapi(
    route({
      operationId: 'getMaintenance',
      access: 'staff',
      method: 'get',
      path: STAFF_CONSOLE_ROUTES.maintenance,
      summary: 'Staff: whether maintenance is on',
      description:
        'Maintenance as set now (`ON_MAINTENANCE`): in App Configuration, label prd, when a store is configured ' +
        '(`source: app_configuration`), else in the database (`source: database`, over the environment variable), ' +
        'with when it was last set and, from the database, by whom.',
      responses: {
        200: { description: 'Maintenance now', content: json(maintenanceStateSchema) },
        ...errorResponses(401, 403, 425, 502),
      },
    }),
    async (c) => {
      try {
        return c.json(await maintenanceState(maintenanceStoreOf(db)), 200);
      } catch (error) {
        throw toConfigurationApiError(error, logger);
      }
    },
  );

  app.openapi(
    route({
      operationId: 'setMaintenance',
      access: 'staff',
      method: 'put',
      path: STAFF_CONSOLE_ROUTES.maintenance,
      summary: 'Staff: turn maintenance on or off',
      description:
        'Writes `ON_MAINTENANCE` to App Configuration (label prd) when a store is configured — every instance ' +
        'shows or stops showing the maintenance page within a minute — else to the database, with who and when ' +
        '(an entry of the `setting` audit chain): this instance follows at once, every other within a few seconds, ' +
        'and a restart keeps it. The staff console stays reachable during maintenance.',
      request: { body: { required: true, content: json(maintenanceSwitchSchema) } },
      responses: {
        200: { description: 'Maintenance as now set', content: json(maintenanceStateSchema) },
        ...errorResponses(400, 401, 403, 413, 415, 425, 502),
      },
    }),
    async (c) => {
      const { on } = c.req.valid('json');
      const user = currentUser(c);
      try {
        const state = await setMaintenance(on, maintenanceStoreOf(db, c.get('requestId')), user.id);
        if (state.source === 'database') storedSettingChanged();
        logger.info({ on, source: state.source, by: user.id }, 'Maintenance switched by staff');
        return c.json(state, 200);
      } catch (error) {
        throw toConfigurationApiError(error, logger);
      }
    },
  );
}
