import { getCookie, setCookie } from 'cookies-next/client';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS, toLanguage } from './language';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/*
 * The `language` cookie in the browser, through cookies-next. Apart from `language.ts` so that pages that only
 * read a language value do not load the cookie library: the API requests and the language switch load it.
 */

const SECONDS_PER_DAY = 24 * 60 * 60;

/** The interface language (`en` or `fr`) from the `language` cookie; the default outside a browser. */
export function currentLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  return toLanguage(getCookie(LANGUAGE_COOKIE));
}

/** Keeps the interface language in the `language` cookie, readable by the server on the next request. */
export function setLanguage(language: Language): void {
  if (!isLanguage(language)) throw new TypeError(`Unknown interface language: ${String(language)}`);
  setCookie(LANGUAGE_COOKIE, language, { path: '/', maxAge: LANGUAGE_COOKIE_DAYS * SECONDS_PER_DAY, sameSite: 'lax' });
}
