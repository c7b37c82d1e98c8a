import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/lib/schemas/common';
import { fillPlaceholders } from '@/server/mail/fill';
import { MESSAGES, type MessageKey } from './messages';

export type { Language, MessageKey };
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** The name of the cookie the whole product keeps the interface language in. */
export const LANGUAGE_COOKIE = 'language';

const isLanguage = (value: string | undefined): value is Language => !!value && (LANGUAGES as readonly string[]).includes(value);

function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The `language` cookie first, then the request's `ui_locales`, then the browser's Accept-Language. */
export function pickLanguage(input: { cookie?: string; uiLocales?: string; acceptLanguage?: string }): Language {
  const fromCookie = cookieValue(input.cookie, LANGUAGE_COOKIE)?.toLowerCase();
  if (isLanguage(fromCookie)) return fromCookie;
  const candidates = [...(input.uiLocales ?? '').split(' '), ...(input.acceptLanguage ?? '').split(',').map((entry) => entry.split(';')[0])];
  for (const candidate of candidates) {
    const primary = candidate.trim().toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

export function translator(language: Language): Translate {
  const messages = MESSAGES[language];
  return (key, values = {}) => fillPlaceholders(messages[key], values);
}

/** A wait in words: seconds under two minutes, whole minutes (rounded up) beyond. */
export function waitText(t: Translate, seconds: number): string {
  if (seconds < 120) return seconds <= 1 ? t('wait.second') : t('wait.seconds', { count: seconds });
  return t('wait.minutes', { count: Math.ceil(seconds / 60) });
}
