import type { OpenAPIHono } from '@hono/zod-openapi';
import { archiveSnapshotSchema, listSnapshotsQuerySchema, snapshotPageSchema, snapshotSchema } from '@/lib/schemas/config';
import { archiveSnapshot, ConfigurationStoreNotConfiguredError, listSnapshots, SnapshotChangedError, SnapshotNotFoundError } from '@/server/config';
import type { AppEnv } from '@/server/http/context';
import { ApiError } from '@/server/http/errors';
import { errorResponses, json } from '@/server/http/openapi';
import { routesOf } from '@/server/http/route';
import type { Logger } from '@/server/logger';
import type { ModuleContext } from '../context';

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

/** Staff: list and archive the configuration store's snapshots (seed sections 3 and 4). */
export function registerInternalConfigRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const { guards, logger } = context;
  const route = routesOf({ tag: 'Internal', guards });

  app.openapi(
    route({
      operationId: 'listConfigurationSnapshots',
      access: 'staff',
      method: 'get',
      path: '/internal/config/snapshots',
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
      path: '/internal/config/snapshots/archive',
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
}
