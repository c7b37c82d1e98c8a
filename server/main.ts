// The only entry point: one process serves the API (/api), the built-in identity provider (/idp) and the pages.
import { existsSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import next from 'next';
import { createApp } from '@/server/app';
import { databaseOptionsFromEnv, openDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { seedDemoData } from '@/server/db/seed';
import { createPageSecurity } from '@/server/http/page-security';
import { prerenderedScriptHashes } from '@/server/http/prerendered-scripts';
import { readApiSettings } from '@/server/http/settings';
import { createIdentityProvider, type IdentityProvider } from '@/server/idp';
import { readIdpSettings } from '@/server/idp/settings';
import { logger } from '@/server/logger';
import { mailerFromEnv } from '@/server/mail/mailer';
import { createStorage } from '@/server/storage';
import { certificateHosts, ensureCertificate } from '@/server/tls/certificate';
import { API_FETCH_SYMBOL } from '@/lib/api/server-fetch';
import { readSettingValues } from '@/server/config/settings';

const ENV_FILE = '.env.local';

async function main() {
  if (existsSync(ENV_FILE)) process.loadEnvFile(ENV_FILE);
  const dev = process.argv.includes('--dev');
  const env = process.env;
  const port = Number(env.PORT || 3000);
  const hostname = env.HOST || '0.0.0.0';
  const tls = (env.TLS || 'on').toLowerCase() !== 'off';
  const dataDir = env.DATA_DIR || '.data';

  const database = await openDatabase(databaseOptionsFromEnv(env));
  await migrateDatabase(database);
  await seedDemoData(database.db, logger);
  logger.info({ database: database.kind }, 'database ready');

  const settings = readApiSettings(env);
  const mailer = mailerFromEnv(database.db, logger, env);
  let idp: IdentityProvider | undefined;
  if (settings.auth.builtInIssuer) {
    idp = await createIdentityProvider({ db: database.db, settings: readIdpSettings(env), mailer, logger });
  }

  const api = createApp({
    db: database.db,
    settings,
    logger,
    storage: createStorage(env),
    tokenKeys: idp && settings.auth.builtInIssuer ? { [settings.auth.builtInIssuer]: idp.verificationKeys } : undefined,
    mailer,
    localAccounts: idp?.localAccounts,
  });
  // Server-side rendering calls the API in-process (lib/api/server-fetch.ts).
  (globalThis as Record<symbol, unknown>)[API_FETCH_SYMBOL] = api.fetch;
  const apiListener = getRequestListener(api.fetch, { overrideGlobalObjects: false });

  const pages = next({ dev, dir: process.cwd(), hostname: 'localhost', port });
  const pagesHandler = pages.getRequestHandler();
  await pages.prepare();

  // Browser protections of the pages and the provider (the API sets its own): CSP with a nonce per page, HSTS…
  const security = createPageSecurity({
    dev,
    trustProxy: settings.trustProxy,
    readSettings: (keys) => readSettingValues(keys, { env }),
    logger,
    scriptHashes: dev ? [] : prerenderedScriptHashes(path.join(process.cwd(), '.next')),
  });
  await security.ready;

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) return apiListener(req, res);
    if (idp && (url === '/idp' || url.startsWith('/idp/') || url.startsWith('/idp?'))) {
      security.other(req, res);
      return idp.handle(req, res);
    }
    security.page(req, res);
    return pagesHandler(req, res);
  };

  const server = tls
    ? createHttpsServer(await ensureCertificate(path.join(dataDir, 'tls'), certificateHosts(env.TLS_HOSTS)), listener)
    : createHttpServer(listener);
  if (dev) server.on('upgrade', pages.getUpgradeHandler());
  server.listen(port, hostname, () => {
    const origin = settings.auth.builtInIssuer?.replace(/\/idp$/, '') ?? `${tls ? 'https' : 'http'}://localhost:${port}`;
    logger.info({ origin, dev, tls, identityProvider: idp ? 'built-in' : 'external' }, `Groundwork is running at ${origin}`);
  });

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    security.stop();
    server.close();
    server.closeAllConnections?.();
    void Promise.allSettled([pages.close(), database.close()]).then(() => process.exit(0));
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'Groundwork could not start');
  process.exit(1);
});
