import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { JSONWebKeySet } from 'jose';
import { Provider } from './oidc';
import type { Database } from '@/server/db/client';
import type { Logger } from '@/server/logger';
import type { Mailer } from '@/server/mail/mailer';
import { createEmailVerifier } from './email-verification';
import { createDiscoveryCache } from './federation/discovery';
import { loadProviderKeys } from './keys';
import { createLocalAccounts, type LocalAccounts } from './local-accounts';
import { providerConfiguration } from './provider-config';
import { schedulePurge } from './purge';
import { isProviderPage, providerPages } from './routes';
import type { IdpSettings } from './settings';

export interface IdentityProviderOptions {
  db: Database;
  settings: IdpSettings;
  mailer: Mailer;
  logger: Logger;
}

export interface IdentityProvider {
  /** Serves every request whose path starts with the mount path (`/idp`). */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** The public signing keys (what `/idp/jwks` publishes): the API verifies access tokens with them. */
  verificationKeys: JSONWebKeySet;
  /** The oidc-provider instance, for diagnostics and tests. */
  provider: Provider;
  /** What the API asks of the provider's accounts for their signed-in owner (confirmation link, password change). */
  localAccounts: LocalAccounts;
  /** Without SMTP, the outbox's secret address (`${issuer}/dev/outbox/<secret>`); undefined with SMTP. */
  outboxUrl: string | undefined;
  /** Stops the provider's timers (the purge of expired state). */
  close(): void;
}

/**
 * The built-in OpenID Connect provider: oidc-provider with its state and keys in the database, and Groundwork's own
 * sign-in, sign-up, reset, profile and federation pages, all under `${appOrigin}/idp`.
 */
export async function createIdentityProvider(options: IdentityProviderOptions): Promise<IdentityProvider> {
  const { db, settings, mailer, logger } = options;
  const keys = await loadProviderKeys(db);
  const provider = new Provider(settings.issuer, providerConfiguration({ db, settings, keys, logger }));
  provider.proxy = settings.trustProxy;
  provider.on('server_error', (_ctx, error) => logger.error({ err: error }, 'identity provider error'));

  const mountPath = new URL(settings.issuer).pathname.replace(/\/$/, '');
  const discover = createDiscoveryCache();
  const emails = createEmailVerifier({ db, mailer, issuer: settings.issuer, logger });
  const pages = getRequestListener(providerPages({ db, settings, provider, mailer, emails, logger, discover }, mountPath).fetch, {
    overrideGlobalObjects: false,
  });
  const protocol = provider.callback();
  const stopPurge = schedulePurge(db, logger);
  const outboxUrl = mailer.outboxSecret ? `${settings.issuer}/dev/outbox/${mailer.outboxSecret}` : undefined;
  if (outboxUrl) {
    // As Jupyter prints its token: the secret address is given only to whoever reads the server's log.
    logger.info({ outbox: outboxUrl }, `Read the mail kept in the outbox at ${outboxUrl}`);
  }

  return {
    provider,
    verificationKeys: keys.publicJwks,
    outboxUrl,
    localAccounts: createLocalAccounts({ db, mailer, issuer: settings.issuer, logger }),
    close: stopPurge,
    handle(req, res) {
      const url = req.url ?? '/';
      const relative = url.slice(mountPath.length) || '/';
      const relativePath = relative.split('?')[0];
      if (isProviderPage(relativePath, outboxUrl !== undefined)) {
        void pages(req, res);
        return;
      }
      // oidc-provider routes below its mount path and reads the prefix back from `originalUrl`.
      Object.assign(req, { originalUrl: url });
      req.url = relative.startsWith('/') ? relative : `/${relative}`;
      void protocol(req, res);
    },
  };
}
