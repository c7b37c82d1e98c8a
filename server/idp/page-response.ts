import type { IncomingHttpHeaders } from 'node:http';
import { pickLanguage, translator, type Language, type Translate } from './views/i18n';
import { pageSecurityPolicy, renderPage, type PageOptions } from './views/layout';

/** Headers of every HTML page the provider serves. */
export function pageHeaders(formTargets: string[]): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': pageSecurityPolicy(formTargets),
    'Cache-Control': 'no-store',
    Pragma: 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    // Framed only by the app itself (MSAL's silent renewal runs the provider in a hidden frame of the app).
    'X-Frame-Options': 'SAMEORIGIN',
    // Links carry reset tokens and codes: never leak them to another site.
    'Referrer-Policy': 'same-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

export interface PageLanguage {
  language: Language;
  t: Translate;
}

/** The page language: `?lang=` first (the language switch), then the `language` cookie, ui_locales, Accept-Language. */
export function pageLanguage(input: { lang?: string | null; headers: IncomingHttpHeaders | Record<string, string | undefined>; uiLocales?: unknown }): PageLanguage {
  const cookie = typeof input.headers.cookie === 'string' ? input.headers.cookie : undefined;
  const acceptLanguage = typeof input.headers['accept-language'] === 'string' ? input.headers['accept-language'] : undefined;
  const language = pickLanguage({
    cookie: input.lang ? `language=${input.lang}` : cookie,
    uiLocales: typeof input.uiLocales === 'string' ? input.uiLocales : undefined,
    acceptLanguage,
  });
  return { language, t: translator(language) };
}

/** `path` with `lang` set to the other language: the target of the page's language switch. */
export function otherLanguageHref(path: string, language: Language): string {
  const url = new URL(path, 'http://placeholder');
  url.searchParams.set('lang', language === 'en' ? 'fr' : 'en');
  return `${url.pathname}${url.search}`;
}

export type PageInput = Omit<PageOptions, 'language' | 't'>;

/** A complete HTML response for a page. */
export function pageResponse(lang: PageLanguage, page: PageInput, options: { status?: number; formTargets: string[] }): Response {
  return new Response(renderPage({ ...page, language: lang.language, t: lang.t }), {
    status: options.status ?? 200,
    headers: pageHeaders(options.formTargets),
  });
}
