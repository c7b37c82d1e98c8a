import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { MiddlewareHandler } from 'hono';
import { tileSourceForCsp, tileUrlOrDefault } from '@/lib/config/map-tiles';
import type { AppEnv } from './context';

/**
 * The browser protections every answer carries (pages, API, identity provider): a Content-Security-Policy, HSTS
 * on HTTPS, no framing, no content sniffing and a referrer policy. Pages get a policy with a fresh nonce per
 * request for their scripts; the API and the provider's non-HTML answers a policy that allows nothing.
 */

/** What the pages really load from elsewhere, from the run-time configuration; each is optional. */
export interface PageSources {
  /** Azure AD B2C tenant: MSAL talks to `https://<tenant>.b2clogin.com`. */
  b2cTenant?: string | null;
  /** Application Insights: the browser posts to the connection string's ingestion endpoint. */
  appInsightsConnectionString?: string | null;
  crmChatScriptUrl?: string | null;
  bugBountyScriptUrl?: string | null;
  /** Map tiles (`MAP_TILE_URL`, a Leaflet URL template; `{s}` spreads tiles over sub-domains). */
  mapTileUrl?: string | null;
}

/** Application Insights' ingestion endpoint when the connection string names none. */
const DEFAULT_INGESTION_ORIGIN = 'https://dc.services.visualstudio.com';

/** Referrer-Policy of every answer. `no-referrer` would make Chromium send `Origin: null` on the provider's form posts. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The origin (`https://host[:port]`) of an http(s) URL; undefined otherwise. */
export function originOf(url: string | null | undefined): string | undefined {
  if (!url?.trim()) return undefined;
  try {
    const parsed = new URL(url.trim());
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return undefined;
  }
}

/** The endpoints of an Application Insights connection string the browser posts to. */
export function appInsightsOrigins(connectionString: string | null | undefined): string[] {
  if (!connectionString?.trim()) return [];
  const fields = new Map(
    connectionString.split(';').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim()] as const;
    }),
  );
  const ingestion = originOf(fields.get('ingestionendpoint')) ?? DEFAULT_INGESTION_ORIGIN;
  return [ingestion, originOf(fields.get('liveendpoint'))].filter((origin): origin is string => Boolean(origin));
}

const unique = (values: (string | undefined)[]): string[] => [...new Set(values.filter((value): value is string => Boolean(value)))];

/**
 * The Content-Security-Policy of a page: scripts from this origin, carrying the nonce or of a known hash (pages built
 * ahead of any request), and what the configuration names.
 */
export function pageContentSecurityPolicy(
  nonce: string,
  sources: PageSources = {},
  options: { dev?: boolean; scriptHashes?: readonly string[]; signInOrigin?: string } = {},
): string {
  const identityProvider = sources.b2cTenant?.trim() ? `https://${sources.b2cTenant.trim().toLowerCase()}.b2clogin.com` : undefined;
  const scripts = unique([originOf(sources.crmChatScriptUrl), originOf(sources.bugBountyScriptUrl)]);
  // The same tile server the location question uses: the setting when it is a valid template, else the default.
  const tiles = [tileSourceForCsp(tileUrlOrDefault(sources.mapTileUrl))];
  const telemetry = appInsightsOrigins(sources.appInsightsConnectionString);
  const list = (...parts: (string | string[] | undefined)[]) => unique(parts.flat()).join(' ');
  return [
    "default-src 'self'",
    // Next's dev server evaluates its hot-reloaded modules; a production build never needs eval.
    `script-src ${list("'self'", `'nonce-${nonce}'`, [...(options.scriptHashes ?? [])], scripts, options.dev ? "'unsafe-eval'" : undefined)}`,
    `style-src ${list("'self'", "'unsafe-inline'", scripts)}`,
    `img-src ${list("'self'", 'data:', 'blob:', tiles, scripts)}`,
    "font-src 'self' data:",
    // A monitoring host's page signs in at its main application's provider (`signInOrigin`, see lib/auth/msal-config.ts).
    `connect-src ${list("'self'", identityProvider, options.signInOrigin, telemetry, tiles, scripts)}`,
    `frame-src ${list("'self'", identityProvider, scripts)}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    `form-action ${list("'self'", identityProvider)}`,
    "object-src 'none'",
    "base-uri 'self'",
    // Only the app's own pages may frame a page: MSAL renews a token silently in a hidden frame that comes back to
    // this origin. Any other site is refused.
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The policy of answers that are not pages (JSON, files): nothing may run, nothing may frame them. */
export const NO_CONTENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The headers every answer carries, whatever it is; HSTS only when it goes out over HTTPS. */
export function baseSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    // Same origin only (MSAL's hidden renewal frame); answers that are not pages also say frame-ancestors 'none'.
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': REFERRER_POLICY,
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** A fresh nonce for one page (128 bits). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The nonce a page policy carries (what the document gives its scripts), if any. */
export function nonceOfPolicy(policy: string | number | string[] | undefined): string | undefined {
  const text = Array.isArray(policy) ? policy.join(';') : String(policy ?? '');
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(text)?.[1];
}

/**
 * Whether a request reached the server over HTTPS: a TLS socket, or — behind a trusted TLS-terminating proxy —
 * `X-Forwarded-Proto: https`.
 */
export function requestIsHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as TLSSocket | undefined)?.encrypted) return true;
  if (!trustProxy) return false;
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}

/**
 * Every API answer: the base headers and the policy that allows nothing (a route serving HTML, the docs page,
 * sets its own). Served by Node they go straight onto the Node response, like the request id.
 */
export function apiSecurityHeaders(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  const plain = { ...baseSecurityHeaders(false), 'Content-Security-Policy': NO_CONTENT_POLICY };
  const secure = { ...baseSecurityHeaders(true), 'Content-Security-Policy': NO_CONTENT_POLICY };
  return async (c, next) => {
    const incoming = c.env?.incoming;
    const outgoing = c.env?.outgoing;
    const https = incoming ? requestIsHttps(incoming, trustProxy) : new URL(c.req.url).protocol === 'https:';
    const headers = https ? secure : plain;
    if (outgoing && !outgoing.headersSent) {
      // The answer's own headers, written later with the status, win over these.
      for (const [name, value] of Object.entries(headers)) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    for (const [name, value] of Object.entries(headers)) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
}
