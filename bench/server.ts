import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createApp } from '@/server/app';
import type { Database } from '@/server/db/client';
import type { Notifications } from '@/server/db/notifications';
import { readApiSettings } from '@/server/http/settings';
import { createLogger } from '@/server/logger';
import { syncTemplates } from '@/server/modules/resources/template-loader';
import { LocalFileStore } from '@/server/storage/local-store';

export const BARE_PATH = '/bare';
/** The bench's staff member (`tokenFor(BENCH_STAFF)`), who activates the bench investors. */
export const BENCH_STAFF = 'bench-staff';
const BENCH_STAFF_EMAIL = `${BENCH_STAFF}@example.test`;

export interface BenchServer {
  origin: string;
  /** A valid access token of a provisioned user. */
  token: string;
  /** Signs an access token for another user (provisioned on their first call); `claims` adds to the token's (`tfp`). */
  tokenFor(subject: string, claims?: Record<string, string>): Promise<string>;
  close(): Promise<void>;
}

/** A bare Hono handler: the baseline of what Node, the HTTP server and Hono cost without the API's work. */
function bareApp(): Hono {
  return new Hono().get(BARE_PATH, (c) => c.json({ ok: true }));
}

/**
 * One HTTP server on a free local port that serves both the API (`/api/*`, on the given database, templates
 * loaded, a local key pair as the issuer's keys) and the bare handler, so that both pay the same server cost. `env`
 * adds to the settings' environment.
 */
export async function startBenchServer(db: Database, storageDir: string, notifications?: Notifications, env: Record<string, string> = {}): Promise<BenchServer> {
  const settings = readApiSettings({ NODE_ENV: 'production', APP_ORIGIN: 'https://bench.local', USER_CACHE_SECONDS: '60', ADMIN_EMAILS: BENCH_STAFF_EMAIL, ...env });
  const issuer = settings.auth.builtInIssuer ?? '';
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
  await syncTemplates(db);
  const api = createApp({
    db,
    notifications,
    settings,
    logger: createLogger({ level: process.env.BENCH_LOG_LEVEL === 'error' ? 'error' : 'silent' }),
    storage: new LocalFileStore(storageDir),
    tokenKeys: { [issuer]: { keys: [jwk] } },
  });
  const apiListener = getRequestListener(api.fetch);
  const bareListener = getRequestListener(bareApp().fetch);
  const server: Server = createServer((req, res) => (req.url?.startsWith('/api') ? apiListener(req, res) : bareListener(req, res)));
  // No idle timeout of the server's: only the client closes an idle connection. The bench's client and server share
  // one thread with PGlite, whose long statements (a bench's seeding) delay both sides' idle timers; the server then
  // closed a connection the client was already reusing, and the next request failed (ECONNRESET).
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const tokenFor = async (subject: string, claims: Record<string, string> = {}) => {
    const token = await new SignJWT({ email: `${subject}@example.test`, email_verified: true, name: `Bench ${subject}`, tfp: 'signin', ...claims })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: 'bench' })
      .setIssuer(issuer)
      .setAudience(settings.auth.audience)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    const first = await fetch(`${origin}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    if (first.status !== 200) throw new Error(`Provisioning the bench user failed: ${first.status} ${await first.text()}`);
    return token;
  };

  return {
    origin,
    token: await tokenFor('bench-user'),
    tokenFor,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
