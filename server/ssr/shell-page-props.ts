/**
 * Server only: the props every page of the shell renders with (shell settings, language, texts, environment), and
 * the server store of the request (the templates), which the page receives as next-redux-wrapper's `initialState`.
 */
import type { GetServerSideProps, GetServerSidePropsContext, GetStaticProps } from 'next';
import { loadShellProps, requestCookies, type ShellProps, type ShellRequest } from './shell-props';
import { DEFAULT_PUBLIC_CONFIG } from '@/lib/config/public-config';
import { DEFAULT_PUBLIC_SETTINGS } from '@/lib/config/public-settings';
import { DEFAULT_ENVIRONMENT, environmentForHost, isMonitoringHost, monitoringOriginForPage, type Environment } from '@/lib/env/environments';
import { LANGUAGE_COOKIE, languageFromAcceptLanguage, toLanguage } from '@/lib/i18n/language';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/schemas/common';
import { pageMessagesFor } from '@/lib/i18n/compiled-messages';
import type { Messages } from '@/lib/i18n/messages';
import { ENVIRONMENT_HEADER, environmentFromHeader } from '@/lib/i18n/request-context';
import { wrapper, type ServerState } from '@/store';
import { setTemplates } from '@/store/slices/app';

/**
 * What `_app` receives for every page: the shell props plus the language, its texts and the environment. The
 * templates are not among them: they are app-wide state, so they travel in the server store (`initialState`).
 */
export interface ShellPageProps extends Omit<ShellProps, 'templates'> {
  language: Language;
  messages: Messages;
  environment: Environment;
  /**
   * The monitoring (V2) origin the page hands off to: `monitoring.<environment host>`, or on a developer's machine
   * `monitoring.localhost` with the page's scheme and port. Absent on the pages rendered at build time.
   */
  monitoringOrigin?: string;
  /** Whether the page is served on the monitoring host, inside the monitoring application's shell. */
  monitoringHost?: boolean;
  /**
   * When the page was rendered (ms since the epoch): the "now" relative times are counted from, the same on the
   * server and in the browser. Absent on the pages rendered at build time.
   */
  now?: number;
  /** The server store's state for the browser's store (next-redux-wrapper; absent on the pages built ahead). */
  initialState?: ServerState;
}

/** The shell page props of a request together with the app-wide state the server read for it. */
export type LoadedShellPageProps = ShellPageProps & Pick<ShellProps, 'templates'>;

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The host the browser asked for (a proxy's `x-forwarded-host` first). */
export function requestHost(req: ShellRequest): string {
  const forwarded = firstHeader(req.headers['x-forwarded-host'])?.split(',')[0]?.trim();
  return forwarded || firstHeader(req.headers.host) || '';
}

/** The origin the browser asked for: a proxy's `x-forwarded-proto`, else the connection's own scheme. */
export function requestOrigin(req: ShellRequest & { socket?: { encrypted?: boolean } }): string {
  const forwarded = firstHeader(req.headers['x-forwarded-proto'])?.split(',')[0]?.trim().toLowerCase();
  const scheme = forwarded === 'http' || forwarded === 'https' ? forwarded : req.socket?.encrypted ? 'https' : 'http';
  return `${scheme}://${requestHost(req) || 'localhost'}`;
}

/** The monitoring (V2) origin of a request's page; the environment's own when the host cannot be read. */
function requestMonitoringOrigin(req: ShellRequest, baseDomain: string): string | undefined {
  try {
    return monitoringOriginForPage(requestOrigin(req), baseDomain);
  } catch {
    return undefined;
  }
}

/** The environment of a request: the middleware's choice, else decided here from the host. */
export function requestEnvironment(req: ShellRequest, baseDomain: string): Environment {
  return environmentFromHeader(req.headers[ENVIRONMENT_HEADER]) ?? environmentForHost(requestHost(req), baseDomain);
}

/** The interface language of a request: its `language` cookie, else the browser's Accept-Language (requirements ). */
export async function requestLanguage(req: ShellRequest): Promise<Language> {
  const chosen = (await requestCookies(req))[LANGUAGE_COOKIE];
  const accepted = req.headers['accept-language'];
  return chosen === undefined ? (languageFromAcceptLanguage(typeof accepted === 'string' ? accepted : undefined) ?? toLanguage(undefined)) : toLanguage(chosen);
}

/** `{ [key]: value }`, or nothing when the value is undefined (page props must be JSON). */
function withDefined<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}

/** Loads the shell props of a request (never throws: the shell loader fails soft) with language and texts. */
export async function loadShellPageProps(req: ShellRequest): Promise<LoadedShellPageProps> {
  const shell = await loadShellProps(req);
  const language = await requestLanguage(req);
  return {
    ...shell,
    language,
    messages: pageMessagesFor(language),
    environment: requestEnvironment(req, shell.publicConfig.baseDomain),
    ...withDefined('monitoringOrigin', requestMonitoringOrigin(req, shell.publicConfig.baseDomain)),
    monitoringHost: isMonitoringHost(requestHost(req), shell.publicConfig.baseDomain),
    now: Date.now(),
  };
}

/**
 * `getServerSideProps` of a shell page, through next-redux-wrapper: the shell props are loaded first, the templates
 * go into the request's server store (the page receives its state as `initialState`, merged into the browser's
 * store before the first render, see `store/index.ts`), and `pageProps` may add the page's own props (or answer a
 * redirect or a not-found), merged over the shell's.
 */
export function withShellPageProps<Extra extends Record<string, unknown> = Record<string, never>>(
  pageProps?: (context: GetServerSidePropsContext, shell: ShellPageProps) => ReturnType<GetServerSideProps<Extra>>,
): GetServerSideProps<ShellPageProps & Extra> {
  return wrapper.getServerSideProps<ShellPageProps & Extra>((store) => async (context) => {
    const { templates, ...shell } = await loadShellPageProps(context.req);
    store.dispatch(setTemplates(templates));
    if (!pageProps) return { props: shell as ShellPageProps & Extra };
    const result = await pageProps(context, shell);
    if (!('props' in result)) return result;
    const extra = await result.props;
    return { ...result, props: { ...shell, ...extra } };
  });
}

/**
 * Props of the pages Next renders at build time (404 and 500 cannot render on request): English texts and the
 * default settings. The language cookie is applied in the browser by the language switch's next navigation.
 */
export const staticShellPageProps: GetStaticProps<ShellPageProps> = async () => ({
  props: {
    settings: DEFAULT_PUBLIC_SETTINGS,
    publicConfig: DEFAULT_PUBLIC_CONFIG,
    me: null,
    language: DEFAULT_LANGUAGE,
    messages: pageMessagesFor(DEFAULT_LANGUAGE),
    environment: DEFAULT_ENVIRONMENT,
  },
});
