import { OpenAPIHono } from '@hono/zod-openapi';
import { swaggerUI } from '@hono/swagger-ui';
import type { Database } from '@/server/db/client';
import { apiKeyGuard } from '@/server/http/api-key';
import { createTokenVerifier, type TokenKeys, type TokenVerifier } from '@/server/http/auth';
import { requestBody } from '@/server/http/body';
import type { AppEnv } from '@/server/http/context';
import { createGuards } from '@/server/http/current-user';
import { createErrorHandler, notFoundHandler, validationHook } from '@/server/http/errors';
import { OPENAPI_INFO, registerSecuritySchemes } from '@/server/http/openapi';
import { requestContext } from '@/server/http/request-context';
import type { ApiSettings } from '@/server/http/settings';
import type { Logger } from '@/server/logger';
import { registerModules } from '@/server/modules';
import { createUsersService } from '@/server/modules/users/service';
import type { FileStore } from '@/server/storage';

/** Everything the API needs from outside; tests pass their own (in-memory database, local keys…). */
export interface AppDependencies {
  db: Database;
  settings: ApiSettings;
  logger: Logger;
  storage: FileStore;
  /** Signing keys by issuer, instead of fetching each issuer's published keys (tests, and the built-in provider). */
  tokenKeys?: TokenKeys;
  /** A ready verifier; built from `settings.auth` and `tokenKeys` when absent. */
  verifier?: TokenVerifier;
}

export const API_BASE = '/api';
export const OPENAPI_PATH = `${API_BASE}/openapi.json`;
export const DOCS_PATH = `${API_BASE}/docs`;

/** The JSON API under `/api`: one Hono application, every route validated and described in OpenAPI. */
export function createApp(deps: AppDependencies): OpenAPIHono<AppEnv> {
  const { settings, logger } = deps;
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).basePath(API_BASE);

  app.onError(createErrorHandler(logger));
  app.notFound(notFoundHandler);

  app.use('*', requestContext(logger));
  if (settings.apiKey) app.use('*', apiKeyGuard(settings.apiKey, new Set([OPENAPI_PATH, DOCS_PATH])));
  // Only the methods that carry a body pass through the body middleware.
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', requestBody(settings));

  const verifier = deps.verifier ?? createTokenVerifier(settings.auth, { keys: deps.tokenKeys });
  const users = createUsersService({ db: deps.db, auth: settings.auth, cacheSeconds: settings.userCacheSeconds });
  const guards = createGuards(verifier, users.directory);
  registerModules(app, { db: deps.db, settings, logger, storage: deps.storage, guards, users });

  registerSecuritySchemes(app);
  app.doc31('/openapi.json', OPENAPI_INFO);
  app.get('/docs', swaggerUI({ url: OPENAPI_PATH, title: 'Groundwork API' }));
  return app;
}
