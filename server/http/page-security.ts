import type { IncomingMessage, ServerResponse } from 'node:http';
import { mainOriginOf } from '@/lib/env/environments';
import type { Logger } from '@/server/logger';
import { baseSecurityHeaders, createNonce, NO_CONTENT_POLICY, pageContentSecurityPolicy, requestIsHttps, type PageSources } from './security-headers';

/** Setting names of what the pages load from elsewhere (environment or App Configuration). */
export const PAGE_SOURCE_KEYS = {
  b2cTenant: 'B2C_TENANT',
  appInsightsConnectionString: 'APPINSIGHTS_CONNECTION_STRING',
  crmChatScriptUrl: 'CRM_CHAT_SCRIPT_URL',
  bugBountyScriptUrl: 'BUG_BOUNTY_SCRIPT_URL',
  mapTileUrl: 'MAP_TILE_URL',
} as const satisfies Record<keyof PageSources, string>;

/** Reads setting values by key (App Configuration first, then the environment). */
export type ReadSettings = (keys: string[]) => Promise<Record<string, string>>;

export interface PageSecurityOptions {
  dev: boolean;
  /** Behind a TLS-terminating proxy that sets X-Forwarded-Proto. */
  trustProxy: boolean;
  readSettings: ReadSettings;
  logger: Logger;
  /** How often the sources are read again (settings can change in App Configuration); default one minute. */
  refreshMs?: number;
  /** Hashes of the inline scripts of pages built ahead of any request, which carry no nonce. */
  scriptHashes?: readonly string[];
}

export interface PageSecurity {
  /** Resolves once the sources were read the first time. */
  ready: Promise<void>;
  /** Sets the headers of a page answer (a policy with a fresh nonce, which the document gives its scripts). */
  page(req: IncomingMessage, res: ServerResponse): void;
  /**
   * The headers of a page answer sent over HTTPS or not, for the host the browser asked for (what `page` sets), for a
   * caller without the Node response.
   */
  pageHeaders(https: boolean, host?: string): Record<string, string>;
  /** Sets the headers of any other answer (the identity provider's pages set their own stricter policy). */
  other(req: IncomingMessage, res: ServerResponse): void;
  stop(): void;
}

export async function readPageSources(readSettings: ReadSettings): Promise<PageSources> {
  const values = await readSettings(Object.values(PAGE_SOURCE_KEYS));
  return Object.fromEntries(Object.entries(PAGE_SOURCE_KEYS).map(([field, key]) => [field, values[key] ?? null])) as PageSources;
}

/** The host a request was sent to (a trusted proxy's `X-Forwarded-Host` first). */
export function requestHostOf(req: IncomingMessage, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? req.headers['x-forwarded-host'] : undefined;
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() || req.headers.host;
  return host || undefined;
}

/** The main application's origin a page on a monitoring host signs in at; undefined for any other host. */
export function signInOriginOf(https: boolean, host: string | undefined): string | undefined {
  if (!host) return undefined;
  try {
    return mainOriginOf(`${https ? 'https' : 'http'}://${host}`);
  } catch {
    return undefined;
  }
}

/**
 * The browser protections of the pages and the identity provider, set on the Node response before the handler
 * runs (the handler's own headers, written later, win).
 */
export function createPageSecurity(options: PageSecurityOptions): PageSecurity {
  let sources: PageSources = {};
  const refresh = async () => {
    try {
      sources = await readPageSources(options.readSettings);
    } catch (error) {
      options.logger.error({ err: error }, 'Reading the sources of the content security policy failed; keeping the last ones');
    }
  };
  const timer = setInterval(() => void refresh(), options.refreshMs ?? 60_000);
  timer.unref();

  const setAll = (res: ServerResponse, headers: Record<string, string>) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  };
  const pageHeaders = (https: boolean, host?: string) => ({
    ...baseSecurityHeaders(https),
    'Content-Security-Policy': pageContentSecurityPolicy(createNonce(), sources, {
      dev: options.dev,
      scriptHashes: options.scriptHashes,
      signInOrigin: signInOriginOf(https, host),
    }),
  });
  return {
    ready: refresh(),
    page(req, res) {
      setAll(res, pageHeaders(requestIsHttps(req, options.trustProxy), requestHostOf(req, options.trustProxy)));
    },
    pageHeaders,
    other(req, res) {
      setAll(res, baseSecurityHeaders(requestIsHttps(req, options.trustProxy)));
      res.setHeader('Content-Security-Policy', NO_CONTENT_POLICY);
    },
    stop() {
      clearInterval(timer);
    },
  };
}
