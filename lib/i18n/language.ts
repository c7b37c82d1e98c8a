import Cookies from 'js-cookie';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** The cookie that keeps the interface language. */
export const LANGUAGE_COOKIE = 'language';
/** How long the language choice is kept, in days. */
export const LANGUAGE_COOKIE_DAYS = 365;

/** Reads a language value, falling back to the default for anything unknown. */
export function toLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The interface language (`en` or `fr`) from the `language` cookie; the default outside a browser. */
export function currentLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  return toLanguage(Cookies.get(LANGUAGE_COOKIE));
}

/** Keeps the interface language in the `language` cookie, readable by the server on the next request. */
export function setLanguage(language: Language): void {
  if (!isLanguage(language)) throw new TypeError(`Unknown interface language: ${String(language)}`);
  Cookies.set(LANGUAGE_COOKIE, language, {
    path: '/',
    expires: LANGUAGE_COOKIE_DAYS,
    sameSite: 'lax',
  });
}
