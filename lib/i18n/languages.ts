/**
 * The interface languages, without zod: this module is part of every page's JavaScript. The same values as
 * `LANGUAGES`, `DEFAULT_LANGUAGE` and `languageSchema` of `lib/schemas/common.ts` (the API's schemas), which
 * `languages.test.ts` checks.
 */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Whether a value is one of the interface languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
