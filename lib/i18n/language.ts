import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** The cookie that keeps the interface language. */
export const LANGUAGE_COOKIE = 'language';
/** How long the language choice is kept, in days. */
export const LANGUAGE_COOKIE_DAYS = 365;

/** Reads a language value, falling back to the default for anything unknown. */
export function toLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
