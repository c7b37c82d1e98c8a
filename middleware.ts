import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_BASE_DOMAIN } from '@/lib/config/public-config';
import { environmentForHost, type Environment } from '@/lib/env/environments';
import { registeredPageHeaders } from '@/lib/http/page-headers';
import { ENVIRONMENT_HEADER } from '@/lib/i18n/request-context';

/** The page every route shows while the platform is under maintenance. */
export const MAINTENANCE_PATH = '/maintenance';

/** Paths served beside the pages, never rewritten: the API, the identity provider and Next's own files. */
const PASS_THROUGH_PREFIXES = ['/api', '/idp', '/_next'];

/** Whether `ON_MAINTENANCE` switches maintenance on (true, 1, yes, on — any case). */
export function isMaintenanceOn(value: string | undefined): boolean {
  return ['true', '1', 'yes', 'on'].includes((value ?? '').trim().toLowerCase());
}

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
export function environmentOfRequest(host: string, env: Partial<Record<string, string>> = process.env): Environment {
  return environmentForHost(host, env.BASE_DOMAIN?.trim() || DEFAULT_BASE_DOMAIN);
}

/**
 * Chooses the environment by host and hands it to the pages in the `x-groundwork-environment` request header;
 * with `ON_MAINTENANCE` on, every page route is rewritten to the maintenance page. Both settings are read on
 * each request (Node.js runtime), so switching maintenance needs a restart at most, never a rebuild.
 */
export function middleware(request: NextRequest): NextResponse {
  const environment = environmentOfRequest(requestHost(request));
  const headers = new Headers(request.headers);
  headers.set(ENVIRONMENT_HEADER, environment);

  const rewrite = maintenanceRewritePath(request.nextUrl.pathname, isMaintenanceOn(process.env.ON_MAINTENANCE));
  const response = rewrite
    ? NextResponse.rewrite(new URL(rewrite, request.url), { request: { headers } })
    : NextResponse.next({ request: { headers } });
  response.headers.set(ENVIRONMENT_HEADER, environment);
  // Under `next dev` the pages' protections are set here (the production server sets them itself).
  const pageHeaders = registeredPageHeaders();
  if (pageHeaders) for (const [name, value] of Object.entries(pageHeaders(request))) response.headers.set(name, value);
  return response;
}

export const config = {
  runtime: 'nodejs',
  // Everything but the API, the identity provider, Next's files and files with an extension.
  matcher: ['/((?!api/|api$|idp/|idp$|_next/|.*\\.[^/]+$).*)'],
};
