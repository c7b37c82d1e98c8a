import { V2_HANDOFF_RETRY_DELAY_MS } from '@/lib/constants';
import { isLanguage, type Language } from '@/lib/i18n/languages';
import { currentEnvironment, isLocalHost, monitoringOrigin, monitoringOriginForPage, type Environment } from './environments';

export type Navigate = (url: string) => void;

const assignLocation: Navigate = (url) => window.location.assign(url);

/** The origin of the page being shown, when there is one. */
function currentPageOrigin(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.origin;
}

/**
 * The query parameter that carries the language over to the monitoring host (its cookies are its own): the monitoring
 * host keeps it in its `language` cookie and takes it off the address (`proxy.ts`; docs/requirements.md R-20.19).
 */
export const HANDOFF_LANGUAGE_PARAM = 'lang';

/** The language of the page being shown (its `lang`), when there is one. */
function currentPageLanguage(): Language | undefined {
  const language = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLanguage(language) ? language : undefined;
}

/**
 * The V2 address of a path: the monitoring sub-domain of the environment plus the path, with the language when one is
 * given (`?lang=fr`). From a page on a developer's machine (`pageOrigin` on localhost) it is `monitoring.localhost`
 * with the page's scheme and port.
 */
export function v2Url(path: string, environment: Environment, pageOrigin: string | undefined = currentPageOrigin(), language?: Language): string {
  const local = pageOrigin !== undefined && isLocalHost(new URL(pageOrigin).hostname);
  const origin = local ? monitoringOriginForPage(pageOrigin) : monitoringOrigin(environment);
  const url = `${origin}${path.startsWith('/') ? path : `/${path}`}`;
  if (!language) return url;
  const withLanguage = new URL(url);
  withLanguage.searchParams.set(HANDOFF_LANGUAGE_PARAM, language);
  return withLanguage.toString();
}

/**
 * Hands the user over to V2: navigates to the current environment's monitoring sub-domain (`monitoring.localhost`
 * with the page's port on a developer's machine) with `path` and the page's language (R-20.19). If navigating throws, it is retried once after
 * 200 ms; a second failure is logged. Resolves to whether the navigation was started.
 */
export function handOffToV2(path: string, options: { environment?: Environment; navigate?: Navigate; pageOrigin?: string; language?: Language } = {}): Promise<boolean> {
  const url = v2Url(path, options.environment ?? currentEnvironment(), options.pageOrigin ?? currentPageOrigin(), options.language ?? currentPageLanguage());
  const navigate = options.navigate ?? assignLocation;
  try {
    navigate(url);
    return Promise.resolve(true);
  } catch (firstError) {
    console.warn('The hand-off to V2 failed; retrying once', firstError);
  }
  return new Promise((resolve) => {
    setTimeout(() => {
      try {
        navigate(url);
        resolve(true);
      } catch (secondError) {
        console.error('The hand-off to V2 failed twice', secondError);
        resolve(false);
      }
    }, V2_HANDOFF_RETRY_DELAY_MS);
  });
}
