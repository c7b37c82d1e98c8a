import { NextResponse, type NextRequest } from 'next/server';
import { liveSettings } from '@/lib/config/public-settings-live';
import { environmentForHost, isMonitoringHost, type Environment } from '@/lib/env/environments';
import { HANDOFF_LANGUAGE_PARAM } from '@/lib/env/v2-handoff';
import { registeredPageHeaders } from '@/lib/http/page-headers';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS, languageFromAcceptLanguage } from '@/lib/i18n/language';
import { isLanguage } from '@/lib/i18n/languages';
import { ENVIRONMENT_HEADER } from '@/lib/i18n/request-context';
import { DASHBOARD_PATH } from '@/lib/page-routes/shell';
import { isMonitoringAppPagePath, MONITORING_APP_PATHS, monitoringAppPage } from '@/lib/page-routes/monitoring';

/** The page every route shows while the platform is under maintenance. */
export const MAINTENANCE_PATH = '/maintenance';

/** Staff's console stays reachable during maintenance, so that staff can turn it off (its pages check the role). */
export const STAFF_CONSOLE_PREFIX = '/staff';

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
 * shows the maintenance page (the address in the browser stays the same), but staff's console.
 */
export function maintenanceRewritePath(pathname: string, onMaintenance: boolean): string | null {
  if (!onMaintenance || !isPageRoute(pathname) || pathname === MAINTENANCE_PATH) return null;
  if (pathname === STAFF_CONSOLE_PREFIX || pathname.startsWith(`${STAFF_CONSOLE_PREFIX}/`)) return null;
  return MAINTENANCE_PATH;
}

/** What the proxy does with a page route: serve it as asked, serve another page at the same address, or send the browser elsewhere. */
export type HostRoute = { rewrite: string } | { redirect: string; language?: string } | null;

/** A path the main host does not serve: the not-found page answers (the monitoring application's own pages). */
const NOT_HERE_PATH = '/monitoring-app-is-on-the-monitoring-host';

/**
 * The route of a page request by host (docs/requirements.md ). On the monitoring host: a hand-off's `lang`
 * parameter becomes the `language` cookie and leaves the address; the V1 dashboard's address goes to the monitoring
 * home; the monitoring application's addresses (`/`, `/alarms`, `/sites`…) are served by its pages
 * (`pages/monitoring-app/`); any other page (a project's or a reactor's monitoring) is served as asked. On the main
 * host the monitoring application's pages are not found.
 */
export function hostRoute(url: URL, onMonitoringHost: boolean): HostRoute {
  const { pathname, searchParams } = url;
  if (!isPageRoute(pathname)) return null;
  if (!onMonitoringHost) return isMonitoringAppPagePath(pathname) ? { rewrite: NOT_HERE_PATH } : null;
  const language = searchParams.get(HANDOFF_LANGUAGE_PARAM);
  if (language !== null) {
    const rest = new URL(url);
    rest.searchParams.delete(HANDOFF_LANGUAGE_PARAM);
    return { redirect: `${rest.pathname}${rest.search}`, ...(isLanguage(language) ? { language } : {}) };
  }
  if (pathname === DASHBOARD_PATH) return { redirect: MONITORING_APP_PATHS.fleet };
  if (isMonitoringAppPagePath(pathname)) return { rewrite: NOT_HERE_PATH };
  const page = monitoringAppPage(pathname);
  return page ? { rewrite: page } : null;
}

/** The host the browser asked for (a proxy's `x-forwarded-host` first). */
function requestHost(request: NextRequest): string {
  return request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host') || request.nextUrl.hostname;
}

/** The environment of a host, against the base domain of the running instance. */
export function environmentOfRequest(host: string, baseDomain: string): Environment {
  return environmentForHost(host, baseDomain);
}

/** A redirect to a path of the same host, keeping a language handed over in the `language` cookie. */
function redirectTo(request: NextRequest, path: string, language: string | undefined): NextResponse {
  const response = NextResponse.redirect(new URL(path, request.url), 307);
  if (language) response.cookies.set(LANGUAGE_COOKIE, language, { path: '/', maxAge: LANGUAGE_COOKIE_DAYS * 24 * 60 * 60, sameSite: 'lax' });
  return response;
}

/**
 * Chooses the environment by host and hands it to the pages in the `x-groundwork-environment` request header;
 * with maintenance on, every page route is rewritten to the maintenance page. Both come from the settings the
 * server keeps fresh (server/config/live-settings.ts: App Configuration, else `ON_MAINTENANCE` and `BASE_DOMAIN`
 * in the environment), so switching maintenance takes effect within a minute, with no restart. On the monitoring host its own
 * addresses are served by the monitoring application's pages (`hostRoute`).
 */
/**
 * A first visit (no `language` cookie) in a language the browser asks for (requirements ): the choice is kept
 * in the cookie, for the page being served (the request's cookies) and for the browser (its API calls and next pages).
 */
export function firstVisitLanguage(cookie: string | undefined, acceptLanguage: string | null): string | undefined {
  if (cookie !== undefined) return undefined;
  return languageFromAcceptLanguage(acceptLanguage);
}

export function proxy(request: NextRequest): NextResponse {
  const { onMaintenance, baseDomain } = liveSettings();
  const environment = environmentOfRequest(requestHost(request), baseDomain);
  const headers = new Headers(request.headers);
  headers.set(ENVIRONMENT_HEADER, environment);
  const firstLanguage = isPageRoute(request.nextUrl.pathname) ? firstVisitLanguage(request.cookies.get(LANGUAGE_COOKIE)?.value, request.headers.get('accept-language')) : undefined;
  if (firstLanguage) headers.set('cookie', [request.headers.get('cookie'), `${LANGUAGE_COOKIE}=${firstLanguage}`].filter(Boolean).join('; '));

  const host = requestHost(request);
  const route = onMaintenance ? null : hostRoute(request.nextUrl, isMonitoringHost(host, baseDomain));
  if (route && 'redirect' in route) return redirectTo(request, route.redirect, route.language);
  const rewrite = maintenanceRewritePath(request.nextUrl.pathname, onMaintenance) ?? (route ? route.rewrite : null);
  const response = rewrite ? NextResponse.rewrite(new URL(rewrite, request.url), { request: { headers } }) : NextResponse.next({ request: { headers } });
  response.headers.set(ENVIRONMENT_HEADER, environment);
  if (firstLanguage) response.cookies.set(LANGUAGE_COOKIE, firstLanguage, { path: '/', maxAge: LANGUAGE_COOKIE_DAYS * 24 * 60 * 60, sameSite: 'lax' });
  // Under `next dev` the pages' protections are set here (the production server sets them itself).
  const pageHeaders = registeredPageHeaders();
  if (pageHeaders) for (const [name, value] of Object.entries(pageHeaders(request))) response.headers.set(name, value);
  return response;
}

export const config = {
  // Everything but the API, the identity provider, Next's files and files with an extension.
  matcher: ['/((?!api/|api$|idp/|idp$|_next/|.*\\.[^/]+$).*)'],
};
