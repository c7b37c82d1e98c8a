import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { createApp, type AppDependencies } from '@/server/app';
import { notificationsOf, type Notifications } from '@/server/db/notifications';
import type { AppEnv } from '@/server/http/context';
import { createJobQueue, type JobQueue } from '@/server/jobs';
import { readApiSettings, type ApiSettings } from '@/server/http/settings';
import { createLogger } from '@/server/logger';
import { LocalFileStore } from '@/server/storage/local-store';
import { createTestDatabase, type TestDatabase } from './database';
import { createSigningKey, createTokenMinter, publicKeySet, type TokenClaims, type TokenMinter } from './tokens';

export const TEST_ORIGIN = 'https://groundwork.test';
export const ADMIN_EMAIL = 'staff@groundwork.test';

export interface TestApp {
  app: OpenAPIHono<AppEnv>;
  database: TestDatabase;
  settings: ApiSettings;
  tokens: TokenMinter;
  storageDir: string;
  /** The background jobs' queue of the first instance (never started: `drain()` runs the due jobs). */
  jobs: JobQueue;
  /** Sends a request to `/api<path>`; JSON bodies are serialised, `token` becomes the bearer header. */
  request(path: string, init?: RequestOptions): Promise<Response>;
  /** A signed-in user: their token, and their record (created through `GET /me`). */
  signIn(claims?: TokenClaims): Promise<{ token: string; id: string; roles: string[] }>;
  /** A second instance of the API on the same database and keys, with its own LISTEN connection (closed with this app). */
  anotherInstance(): { request: TestApp['request'] };
  /** What the server does to its live streams when it stops (AppServices.drainStreams): each ends, asking to reconnect. */
  drainStreams(): void;
  close(): Promise<void>;
}

export interface RequestOptions {
  method?: string;
  token?: string;
  headers?: Record<string, string>;
  json?: unknown;
  body?: BodyInit;
}

export interface TestAppOptions {
  /** Extra environment variables for readApiSettings (API_KEY, CONTACT_RATE_LIMIT…). */
  env?: Record<string, string>;
  /** Further dependencies of the app (a mailer, the built-in provider's accounts…), made on the test database. */
  deps?: (database: TestDatabase) => Partial<AppDependencies>;
}

/** The API on a fresh database, with a local RSA key pair as the built-in issuer's keys. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const settings = readApiSettings({ NODE_ENV: 'test', APP_ORIGIN: TEST_ORIGIN, ADMIN_EMAILS: ADMIN_EMAIL, ...options.env });
  const issuer = settings.auth.builtInIssuer;
  if (!issuer) throw new Error('The test settings must run the built-in issuer');
  const key = await createSigningKey();
  const tokens = createTokenMinter(key, issuer, settings.auth.audience);
  const storageDir = mkdtempSync(path.join(tmpdir(), 'groundwork-api-test-'));
  const tokenKeys = { [issuer]: await publicKeySet(key) };
  const listeners: Notifications[] = [];
  const jobs = createJobQueue(database.db, { logger: createLogger({ level: 'silent' }), instanceId: 'test-instance' });

  /** One instance of the API on the test database, with its own LISTEN connection. */
  function instance(queue: JobQueue = createJobQueue(database.db, { logger: createLogger({ level: 'silent' }) })): OpenAPIHono<AppEnv> {
    const notifications = notificationsOf(database, createLogger({ level: 'silent' }));
    listeners.push(notifications);
    return createApp({
      db: database.db,
      notifications,
      settings,
      logger: createLogger({ level: 'silent' }),
      storage: new LocalFileStore(storageDir),
      tokenKeys,
      jobs: queue,
      ...options.deps?.(database),
    });
  }

  function requestTo(target: OpenAPIHono<AppEnv>) {
    return (requestPath: string, init: RequestOptions = {}): Promise<Response> => {
      const headers = new Headers(init.headers);
      if (init.token) headers.set('authorization', `Bearer ${init.token}`);
      let body = init.body;
      if (init.json !== undefined) {
        body = JSON.stringify(init.json);
        if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      }
      if (settings.apiKey && !headers.has('ocp-apim-subscription-key')) headers.set('ocp-apim-subscription-key', settings.apiKey);
      return Promise.resolve(target.request(`/api${requestPath}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body }));
    };
  }

  const app = instance(jobs);
  const request = requestTo(app);

  return {
    app,
    database,
    settings,
    tokens,
    storageDir,
    jobs,
    request,
    async signIn(claims = {}) {
      const token = await tokens.mint({ email: `user-${Math.random().toString(36).slice(2, 10)}@example.test`, name: 'Test User', ...claims });
      const response = await request('/me', { token });
      if (response.status !== 200) throw new Error(`GET /me answered ${response.status}: ${await response.text()}`);
      const me = (await response.json()) as { id: string; roles: string[] };
      return { token, id: me.id, roles: me.roles };
    },
    anotherInstance: () => ({ request: requestTo(instance()) }),
    drainStreams: () => listeners.forEach((notifications) => notifications.drain()),
    async close() {
      await Promise.all(listeners.map((notifications) => notifications.close()));
      await database.close();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

/** The `detail.message` of an error answer. */
export async function errorMessage(response: Response): Promise<string> {
  const body = (await response.json()) as { detail?: { message?: string } };
  return body.detail?.message ?? '';
}
