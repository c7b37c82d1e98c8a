import { NextResponse, type NextRequest } from 'next/server';
import { liveSettings } from '@/lib/config/public-settings-live';
import { environmentForHost, type Environment } from '@/lib/env/environments';
import { registeredPageHeaders } from '@/lib/http/page-headers';
import { ENVIRONMENT_HEADER } from '@/lib/i18n/request-context';

/** The page every route shows while the platform is under maintenance. */
export const MAINTENANCE_PATH = '/maintenance';

/** Paths served beside the pages, never rewritten: the API, the identity provider and Next's own files. */
const PASS_THROUGH_PREFIXES = ['/api', '/idp', '/_next'];

/** Whether a path is a page route: not the API, the identity provider, Next's files or a static file. */
export function isPageRoute(pathname: string): boolean {
  if (PASS_THROUGH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/**
 * The path a request must be rewritten to during maintenance, or null to serve it as asked: every page route
 * shows the maintenance page (the address in the browser stays the same).
 */
export function maintenanceRewritePath(pathname: string, onMaintenance: boolean): string | null {
  if (!onMaintenance || !isPageRoute(pathname) || pathname === MAINTENANCE_PATH) return null;
  return MAINTENANCE_PATH;
}

/** The host the browser asked for (a proxy's `x-forwarded-host` first). */
function requestHost(request: NextRequest): string {
  return request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host') || request.nextUrl.hostname;
}

/** The environment of a host, against the base domain of the running instance. */
export function environmentOfRequest(host: string, baseDomain: string): Environment {
  return environmentForHost(host, baseDomain);
}

/**
 * Chooses the environment by host and hands it to the pages in the `x-groundwork-environment` request header;
 * with maintenance on, every page route is rewritten to the maintenance page. Both come from the settings the
 * server keeps fresh (server/config/live-settings.ts: App Configuration, else `ON_MAINTENANCE` and `BASE_DOMAIN`
 * in the environment), so switching maintenance takes effect within a minute, with no restart.
 */
export function proxy(request: NextRequest): NextResponse {
  const { onMaintenance, baseDomain } = liveSettings();
  const environment = environmentOfRequest(requestHost(request), baseDomain);
  const headers = new Headers(request.headers);
  headers.set(ENVIRONMENT_HEADER, environment);

  const rewrite = maintenanceRewritePath(request.nextUrl.pathname, onMaintenance);
  const response = rewrite ? NextResponse.rewrite(new URL(rewrite, request.url), { request: { headers } }) : NextResponse.next({ request: { headers } });
  response.headers.set(ENVIRONMENT_HEADER, environment);
  // Under `next dev` the pages' protections are set here (the production server sets them itself).
  const pageHeaders = registeredPageHeaders();
  if (pageHeaders) for (const [name, value] of Object.entries(pageHeaders(request))) response.headers.set(name, value);
  return response;
}

export const config = {
  // Everything but the API, the identity provider, Next's files and files with an extension.
  matcher: ['/((?!api/|api$|idp/|idp$|_next/|.*\\.[^/]+$).*)'],
};
