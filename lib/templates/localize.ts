import type { Language } from '@/lib/schemas/common';

/** A text per language as templates, articles and stored rows carry it (some languages may be missing). */
export type LanguageTexts = Partial<Record<Language, string>>;

/**
 * The one localisation rule of the product: the text in the wanted language, else English, else whichever
 * language there is, else the empty string. A plain string (a unit shared by every language) is itself.
 */
export function localize(text: LanguageTexts | string | null | undefined, language: Language): string {
  if (!text) return '';
  if (typeof text === 'string') return text;
  return text[language] ?? text.en ?? Object.values(text).find((value) => value !== undefined) ?? '';
}

/** Like localize, but null when there is no text at all (optional descriptions). */
export function localizeOrNull(text: LanguageTexts | string | null | undefined, language: Language): string | null {
  return text ? localize(text, language) : null;
}
