/** Server only: what every page of the shell needs, loaded while the page is rendered on the server. */
import type { IncomingHttpHeaders } from 'node:http';
import { serverApiFetch, serverApiGet } from '@/lib/api/server-fetch';
import { RESOURCE_ROUTES, USER_ROUTES } from '@/lib/api/routes';
import { getCookies, type HttpContext } from 'cookies-next/server';
import { ACCESS_KEY_COOKIE, TOKEN_COOKIE_NAME, USER_ID_COOKIE } from '@/lib/constants';
import { LANGUAGE_COOKIE, toLanguage } from '@/lib/i18n/language';
import type { Me } from '@/lib/schemas/users';
import { logger } from '@/server/logger';
import type { PublicConfig } from '@/lib/config/public-config';
import type { PublicSettings } from '@/lib/config/public-settings';
import { readPublicConfig } from '@/server/config/public-config';
import { readPublicSettings } from '@/server/config/settings';

/** Page props of the shell: reference templates, public settings, the client configuration and the user. */
export interface ShellProps {
  templates: unknown[];
  settings: PublicSettings;
  publicConfig: PublicConfig;
  /**
   * The signed-in user, read with the request's `authorization` cookie, so that the page is rendered signed in;
   * null for a visitor, an expired token or an account not ready yet (the browser's start-up fetch then decides).
   */
  me: Me | null;
}

/** The part of an incoming request the shell reads (Next's `req` in getServerSideProps). */
export interface ShellRequest {
  headers: IncomingHttpHeaders;
  cookies?: Partial<Record<string, string>>;
}

/** The cookies of a request, read with cookies-next (Next's parsed `cookies`, else the Cookie header). */
export async function requestCookies(req: ShellRequest): Promise<Record<string, string>> {
  const cookies = await getCookies({ req: req as HttpContext['req'] });
  return Object.fromEntries(Object.entries(cookies ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The headers an API call made for this request carries: its cookies, the token, the language and the API key. */
export async function forwardedHeaders(req: ShellRequest, apiKey: string): Promise<Record<string, string>> {
  const cookies = await requestCookies(req);
  const headers: Record<string, string> = { language: toLanguage(cookies[LANGUAGE_COOKIE]) };
  if (req.headers.cookie) headers.Cookie = req.headers.cookie;
  const token = cookies[TOKEN_COOKIE_NAME];
  if (token) headers.Authorization = `Bearer ${token}`;
  if (cookies[ACCESS_KEY_COOKIE]) headers['access-key'] = cookies[ACCESS_KEY_COOKIE];
  if (cookies[USER_ID_COOKIE]) headers.userId = cookies[USER_ID_COOKIE];
  if (apiKey) headers['Ocp-Apim-Subscription-Key'] = apiKey;
  return headers;
}

/** The template list from the API's answer: a list, or a page whose `items` is the list. */
function templatesFrom(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (typeof body === 'object' && body !== null && Array.isArray((body as { items?: unknown }).items)) {
    return (body as { items: unknown[] }).items;
  }
  throw new Error('The template list is not a list');
}

async function loadTemplates(req: ShellRequest, apiKey: string): Promise<unknown[]> {
  try {
    const response = await serverApiFetch(RESOURCE_ROUTES.templates, { headers: await forwardedHeaders(req, apiKey) });
    if (response.status !== 200) throw new Error(`The template list answered ${response.status}`);
    return templatesFrom(await response.json());
  } catch (error) {
    logger.error({ err: error }, 'Loading the templates for the page failed; rendering without them');
    return [];
  }
}

/** The current user of a request with a token cookie (`GET /me` in-process); null without one or on failure. */
async function loadMe(req: ShellRequest, apiKey: string): Promise<Me | null> {
  if (!(await requestCookies(req))[TOKEN_COOKIE_NAME]) return null;
  const answer = await serverApiGet<Me>(USER_ROUTES.me, undefined, await forwardedHeaders(req, apiKey));
  if (answer.status === 0) logger.error('Reading the current user for the page failed; rendering signed out');
  return answer.body;
}

/**
 * Loads the shell's page props: the templates (fetched from the API with the request's cookies, token and
 * language), the public settings, the client configuration and the current user. A failure is logged and the
 * page still renders (with no templates, default settings, or signed out).
 */
export async function loadShellProps(req: ShellRequest): Promise<ShellProps> {
  const publicConfig = await readPublicConfig();
  const [templates, settings, me] = await Promise.all([loadTemplates(req, publicConfig.apiKey), readPublicSettings(), loadMe(req, publicConfig.apiKey)]);
  return { templates, settings, publicConfig, me };
}
