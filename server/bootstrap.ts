// What every way of serving Groundwork builds the same way: the production server (server/main.ts) and the
// development server inside `next dev` (server/next-runtime.ts) both start from here.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { API_FETCH_SYMBOL } from '@/lib/api/server-fetch';
import { startLiveSettings } from '@/server/config/live-settings';
import { readSettingValues } from '@/server/config/settings';
import { registerStoredSettings } from '@/server/config/stored-settings';
import { API_BASE, createApp } from '@/server/app';
import { databaseOptionsFromEnv, openDatabase, type DatabaseHandle } from '@/server/db/client';
import { migrateDatabase, SEED_LOCK_KEY, withDatabaseLock } from '@/server/db/migrate';
import { notificationsOf } from '@/server/db/notifications';
import { seedDemoData } from '@/server/db/seed';
import { seedDemoOems } from '@/server/db/demo-oems';
import { ensureDemoCompany } from '@/server/db/demo-company';
import type { AppEnv } from '@/server/http/context';
import { createPageSecurity, type PageSecurity } from '@/server/http/page-security';
import { readApiSettings, type ApiSettings } from '@/server/http/settings';
import { createJobQueue } from '@/server/jobs';
import { createIdentityProvider, type IdentityProvider } from '@/server/idp';
import { readIdpSettings } from '@/server/idp/settings';
import type { Logger } from '@/server/logger';
import { mailerFromEnv } from '@/server/mail/mailer';
import { createMailSender } from '@/server/mail/sender';
import { ensureDemoEvidenceFiles } from '@/server/db/demo-monitoring';
import { startAuditBackground } from '@/server/modules/audit/public';
import { storedSettingsOf } from '@/server/modules/internal-config/public';
import { mqttSettingsFromEnv, startMonitoringBackground } from '@/server/modules/monitoring/public';
import { createStorage } from '@/server/storage';

/** Where the built-in identity provider is mounted. */
export const IDP_BASE = '/idp';

/**
 * Opens the database of the environment, applies the migrations it has not seen and loads the demo data; on
 * PostgreSQL, instances starting at once take turns (advisory locks), so each migration runs once.
 */
export async function openAppDatabase(env: NodeJS.ProcessEnv, logger: Logger): Promise<DatabaseHandle> {
  const database = await openDatabase(databaseOptionsFromEnv(env));
  try {
    await migrateDatabase(database);
    // Two instances starting together on one PostgreSQL would otherwise both find no demo project and make one each.
    await withDatabaseLock(database, SEED_LOCK_KEY, () =>
      seedDemoData(database.db, logger)
        .then(() => ensureDemoCompany(database, logger))
        .then(() => seedDemoOems(database.db, logger)),
    );
    await withDatabaseLock(database, SEED_LOCK_KEY, () => import('@/server/db/demo-proposal').then((demo) => demo.seedDemoProposal(database.db, logger)));
  } catch (error) {
    await database.close();
    throw error;
  }
  logger.info({ database: database.kind }, 'database ready');
  return database;
}

export interface ServicesOptions {
  env: NodeJS.ProcessEnv;
  logger: Logger;
  /** Served by Next's development server (the pages' policy then allows its hot-reloaded modules). */
  dev: boolean;
  /** Hashes of the inline scripts of pages built ahead of any request (production build only). */
  scriptHashes?: readonly string[];
}

/** The API, the identity provider and the pages' protections, on one open database. */
export interface AppServices {
  settings: ApiSettings;
  api: OpenAPIHono<AppEnv>;
  /** The built-in provider; undefined when an external one (Azure AD B2C) signs people in. */
  idp: IdentityProvider | undefined;
  security: PageSecurity;
  /**
   * Serves a request for the API or the provider (its path starts with `/api` or `/idp`) and answers true;
   * answers false, touching nothing, for any other path (a page).
   */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Ends the live streams, each with a reconnect event, when the server stops (server/shutdown.ts). */
  drainStreams(): void;
  /** Stops the timers (provider purge, settings refresh), the background jobs and the MQTT transport; the database stays open. */
  stop(): Promise<void>;
}

/**
 * Whether the demo reactor reports (`DEMO_SIMULATOR`): on by default with the embedded database and the built-in
 * provider (the demo data), off on PostgreSQL unless set to `on`.
 */
export function simulatesDemo(env: NodeJS.ProcessEnv, kind: DatabaseHandle['kind'], demoData: boolean): boolean {
  if (env.DEMO_SIMULATOR === 'off' || !demoData) return false;
  return env.DEMO_SIMULATOR === 'on' || kind === 'pglite';
}

/** Whether a request target (path and query) lies under a mount path. */
export function isUnder(url: string, base: string): boolean {
  return url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`);
}

/** Builds the API, the provider (when no external one is configured) and the pages' protections. */
export async function createAppServices(database: DatabaseHandle, options: ServicesOptions): Promise<AppServices> {
  const { env, logger } = options;
  const settings = readApiSettings(env);
  const mailer = mailerFromEnv(database.db, logger, env);
  const idp = settings.auth.builtInIssuer ? await createIdentityProvider({ db: database.db, settings: readIdpSettings(env), mailer, logger }) : undefined;

  const notifications = notificationsOf(database, logger);
  const storage = createStorage(env);
  // Background jobs kept in the database (artefact processing): any instance runs the due ones.
  const jobs = createJobQueue(database.db, { logger });
  const api = createApp({
    jobs,
    db: database.db,
    notifications,
    settings,
    logger,
    storage,
    tokenKeys: idp && settings.auth.builtInIssuer ? { [settings.auth.builtInIssuer]: idp.verificationKeys } : undefined,
    mailer,
    localAccounts: idp?.localAccounts,
  });
  const apiListener = getRequestListener(api.fetch, { overrideGlobalObjects: false });

  // What staff set from the console without an App Configuration store (maintenance), kept in the database.
  const withdrawStoredSettings = registerStoredSettings(storedSettingsOf(database.db));
  // Browser protections of the pages and the provider (the API sets its own): CSP with a nonce per page, HSTS…
  const security = createPageSecurity({
    dev: options.dev,
    trustProxy: settings.trustProxy,
    readSettings: (keys) => readSettingValues(keys, { env }),
    logger,
    scriptHashes: options.scriptHashes ?? [],
  });
  // Maintenance and the base domain for the middleware, read again while the server runs (no restart needed).
  const liveSettings = startLiveSettings({ sources: { env } });
  // Silent parameters looked for, and device batches from an MQTT broker too when MQTT_URL names one (off by default).
  const monitoring = startMonitoringBackground(database.db, {
    logger,
    mail: createMailSender({ mailer, logger, appOrigin: settings.appOrigin }),
    mqtt: mqttSettingsFromEnv(env),
    simulateDemo: simulatesDemo(env, database.kind, Boolean(settings.auth.builtInIssuer)),
  });
  // The heads of the audit chains signed at least daily, outside the database (requirements ).
  const audit = startAuditBackground(database.db, { storage, logger });
  await Promise.all([security.ready, liveSettings.ready]);
  jobs.start();
  const issuer = settings.auth.builtInIssuer;
  if (issuer) {
    // The demo's evidence files, once, whichever instance starts first; a failure leaves the rest running.
    await withDatabaseLock(database, SEED_LOCK_KEY, () => ensureDemoEvidenceFiles({ db: database.db, storage, jobs }, issuer)).catch((error: unknown) =>
      logger.error({ err: error }, 'the demo evidence could not be made'),
    );
  }

  return {
    settings,
    api,
    idp,
    security,
    serve(req, res) {
      const url = req.url ?? '/';
      if (isUnder(url, API_BASE)) {
        void apiListener(req, res);
        return true;
      }
      if (idp && isUnder(url, IDP_BASE)) {
        security.other(req, res);
        idp.handle(req, res);
        return true;
      }
      return false;
    },
    drainStreams() {
      notifications.drain();
    },
    async stop() {
      security.stop();
      liveSettings.stop();
      withdrawStoredSettings();
      idp?.close();
      await monitoring.stop();
      await jobs.stop();
      audit.stop();
      await notifications.close();
    },
  };
}

/** Server-side rendering calls the API in-process (lib/api/server-fetch.ts): this process serves it. */
export function registerServerFetch(api: OpenAPIHono<AppEnv>): void {
  (globalThis as Record<symbol, unknown>)[API_FETCH_SYMBOL] = api.fetch;
}
