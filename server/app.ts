import { OpenAPIHono } from '@hono/zod-openapi';
import type { Database } from '@/server/db/client';
import type { Notifications } from '@/server/db/notifications';
import { registerApiDocs } from '@/server/http/api-docs';
import { apiKeyGuard } from '@/server/http/api-key';
import { createTokenVerifier, type TokenKeys, type TokenVerifier } from '@/server/http/auth';
import { requestBody } from '@/server/http/body';
import type { AppEnv } from '@/server/http/context';
import { createGuards } from '@/server/http/current-user';
import { createErrorHandler, validationHook } from '@/server/http/errors';
import { createNotFoundHandler } from '@/server/http/not-found';
import { OPENAPI_INFO, registerSecuritySchemes } from '@/server/http/openapi';
import { requestContext } from '@/server/http/request-context';
import { safeQuery } from '@/server/http/safe-text';
import { apiSecurityHeaders } from '@/server/http/security-headers';
import type { ApiSettings } from '@/server/http/settings';
import type { LocalAccounts } from '@/server/idp/local-accounts';
import type { Logger } from '@/server/logger';
import type { Mailer } from '@/server/mail/mailer';
import { createMailSender } from '@/server/mail/sender';
import { registerModules } from '@/server/modules';
import { createModuleEvents } from '@/server/events/module-events';
import { createJobQueue, type JobQueue } from '@/server/jobs';
import { PROBE_PATHS } from '@/server/modules/operations/public';
import { createSignInEvents, createUsersService } from '@/server/modules/users/public';
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
  /** How the API sends mail (through the modules' one sender); without it no mail is sent. */
  mailer?: Mailer;
  /** The built-in provider's accounts, when it runs: address confirmation links and password changes. */
  localAccounts?: LocalAccounts;
  /** LISTEN/NOTIFY on the database (live readings); without it live streams answer 503. */
  notifications?: Notifications;
  /** The background jobs' queue (started by the server); without it the app makes one that runs nothing until started or drained. */
  jobs?: JobQueue;
}

export const API_BASE = '/api';
export const OPENAPI_PATH = `${API_BASE}/openapi.json`;
export const DOCS_PATH = `${API_BASE}/docs`;

/** The API's own documentation, readable without the API key. */
function isDocumentation(path: string): boolean {
  return path === OPENAPI_PATH || path === DOCS_PATH || path.startsWith(`${DOCS_PATH}/assets/`);
}

const PROBES = new Set(Object.values(PROBE_PATHS).map((probe) => `${API_BASE}${probe}`));

/** What a caller reads without the API key: the documentation, and the probes of load balancers and orchestrators. */
function isOpenWithoutKey(path: string): boolean {
  return isDocumentation(path) || PROBES.has(path);
}

/** The JSON API under `/api`: one Hono application, every route validated and described in OpenAPI. */
export function createApp(deps: AppDependencies): OpenAPIHono<AppEnv> {
  const { settings, logger } = deps;
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).basePath(API_BASE);

  app.onError(createErrorHandler(logger));
  app.notFound(createNotFoundHandler(() => app.routes));

  app.use('*', requestContext(logger));
  app.use('*', apiSecurityHeaders(settings.trustProxy));
  if (settings.apiKey) app.use('*', apiKeyGuard(settings.apiKey, isOpenWithoutKey));
  app.use('*', safeQuery);
  // Only the methods that carry a body pass through the body middleware.
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', requestBody(settings));

  const verifier = deps.verifier ?? createTokenVerifier(settings.auth, { keys: deps.tokenKeys });
  const users = createUsersService({
    db: deps.db,
    auth: settings.auth,
    cacheSeconds: settings.userCacheSeconds,
    localAccounts: deps.localAccounts,
    notifications: deps.notifications,
  });
  // An external provider's sign-ins are recorded as the API first sees their tokens.
  const signIns = createSignInEvents({ db: deps.db, logger, builtInIssuer: settings.auth.builtInIssuer });
  const guards = createGuards(verifier, users.directory, { signIns, trustProxy: settings.trustProxy });
  const mail = createMailSender({ mailer: deps.mailer, logger, appOrigin: settings.appOrigin });
  const jobs = deps.jobs ?? createJobQueue(deps.db, { logger });
  registerModules(app, { db: deps.db, notifications: deps.notifications, settings, logger, storage: deps.storage, guards, users, mail, events: createModuleEvents(logger), jobs });

  registerSecuritySchemes(app);
  app.doc31('/openapi.json', OPENAPI_INFO);
  registerApiDocs(app, { docs: '/docs', openApi: '/openapi.json', basePath: API_BASE });
  return app;
}
