import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** The cookie that keeps the interface language. */
export const LANGUAGE_COOKIE = 'language';
/** How long the language choice is kept, in days. */
export const LANGUAGE_COOKIE_DAYS = 365;

/** Reads a language value, falling back to the default for anything unknown. */
export function toLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * The interface language a browser asks for in its Accept-Language header (requirements: a French browser
 * gets French on its first visit), in the order of its preference, `q` weights honoured; undefined when it names
 * none of ours.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  const ranges = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...parameters] = part.trim().split(';');
      const weight = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split('-')[0], q: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((range) => range.primary && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges.map((range) => range.primary).find(isLanguage);
}
