// The production server (`npm start`): one process serves the API (/api), the built-in identity provider (/idp) and
// the pages of the production build (`SERVE_PAGES=off` leaves the pages out: an instance of the API and the provider
// only). In development `next dev` serves the same app (server/next-runtime.ts). SIGTERM stops it gracefully
// (server/shutdown.ts).
import { existsSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import path from 'node:path';
import next from 'next';
import { createAppServices, openAppDatabase, registerServerFetch } from '@/server/bootstrap';
import { prerenderedScriptHashes } from '@/server/http/prerendered-scripts';
import { createRequestGate } from '@/server/http/request-gate';
import { logger } from '@/server/logger';
import { gracefulShutdown, shutdownTimeout } from '@/server/shutdown';
import { certificateHosts, ensureCertificate } from '@/server/tls/certificate';

const ENV_FILE = '.env.local';

async function main() {
  if (existsSync(ENV_FILE)) process.loadEnvFile(ENV_FILE);
  const env = process.env;
  const port = Number(env.PORT || 3000);
  const hostname = env.HOST || '0.0.0.0';
  const tls = (env.TLS || 'on').toLowerCase() !== 'off';
  const dataDir = env.DATA_DIR || '.data';

  const database = await openAppDatabase(env, logger);
  const services = await createAppServices(database, {
    env,
    logger,
    dev: false,
    scriptHashes: prerenderedScriptHashes(path.join(process.cwd(), '.next')),
  });
  registerServerFetch(services.api);

  const pages = (env.SERVE_PAGES || 'on').toLowerCase() === 'off' ? undefined : next({ dev: false, dir: process.cwd(), hostname: 'localhost', port });
  const pagesHandler = pages?.getRequestHandler();
  await pages?.prepare();

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    if (services.serve(req, res)) return;
    if (!pagesHandler) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: { message: 'This instance serves the API and the sign-in only' } }));
      return;
    }
    services.security.page(req, res);
    void pagesHandler(req, res);
  };

  const gate = createRequestGate();
  const server = tls
    ? createHttpsServer(await ensureCertificate(path.join(dataDir, 'tls'), certificateHosts(env.TLS_HOSTS)), gate.wrap(listener))
    : createHttpServer(gate.wrap(listener));
  server.listen(port, hostname, () => {
    const origin = services.settings.auth.builtInIssuer?.replace(/\/idp$/, '') ?? `${tls ? 'https' : 'http'}://localhost:${port}`;
    logger.info({ origin, tls, identityProvider: services.idp ? 'built-in' : 'external' }, `Groundwork is running at ${origin}`);
  });

  const shutdown = gracefulShutdown({
    server,
    gate,
    drainStreams: () => services.drainStreams(),
    stopServices: () => services.stop(),
    close: [...(pages ? [() => pages.close()] : []), () => database.close()],
    logger,
    timeoutMs: shutdownTimeout(env),
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'Groundwork could not start');
  process.exit(1);
});
