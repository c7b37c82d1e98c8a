import { LANGUAGE_COOKIE } from '../views/i18n';
import type { Language } from '../views/i18n';
import type { IdpContext } from './env';

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Adds a cookie to the Node response, beside those oidc-provider sets there (a `Set-Cookie` of the Fetch response
 * would replace them when the adapter writes the head).
 */
export function appendSetCookie(c: IdpContext, cookie: string): void {
  const outgoing = c.env.outgoing;
  const previous = outgoing.getHeader('set-cookie');
  const list = previous === undefined ? [] : Array.isArray(previous) ? previous : [String(previous)];
  outgoing.setHeader('set-cookie', [...list, cookie]);
}

/** Keeps the language chosen on a provider page in the product's `language` cookie (the app reads it too). */
export function rememberLanguage(c: IdpContext, language: Language): void {
  appendSetCookie(c, `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`);
}
