import { deleteCookie, getCookie, setCookie, type OptionsType } from 'cookies-next/client';
import { ACCESS_KEY_COOKIE, CROSS_DOMAIN_COOKIE_CHECK_DELAY_MS, TOKEN_COOKIE_EXPIRY, TOKEN_COOKIE_NAME, USER_ID_COOKIE, crossDomainCookieName } from '@/lib/constants';

/** An access token must have exactly three dot-separated parts (seed section 5). */
export function isWellFormedToken(token: string): boolean {
  return token.split('.').length === 3;
}

/*
 * Cookies are read and written through cookies-next, on the server (server/ssr) and in the browser. This module
 * is not part of any page's first-load JavaScript: the token look-up, the API requests and the sign-in actions
 * import it when they first run.
 */

/** A cookie's value, undefined when absent or empty. */
function read(name: string): string | undefined {
  return getCookie(name) || undefined;
}

/** The access token of the `authorization` cookie, if any. */
export function readAuthorizationToken(): string | undefined {
  return read(TOKEN_COOKIE_NAME);
}

/** The token of the cross-domain cookie `authorization-{environment}`, when the browser holds one for this host. */
export function readCrossDomainToken(environment: string): string | undefined {
  return read(crossDomainCookieName(environment));
}

export function readAccessKey(): string | undefined {
  return read(ACCESS_KEY_COOKIE);
}

export function readUserId(): string | undefined {
  return read(USER_ID_COOKIE);
}

/** Whether the page was served over HTTPS (then cookies are marked `Secure`). */
function servedOverHttps(): boolean {
  return typeof window !== 'undefined' && window.location.protocol === 'https:';
}

const SECONDS_PER_DAY = 24 * 60 * 60;

/**
 * The attributes of the `authorization` cookie: the seed's path and expiry (1000, in days), `SameSite=Lax`,
 * `Secure` on HTTPS.
 */
export function authorizationCookieAttributes(secure: boolean = servedOverHttps()): OptionsType {
  return { path: '/', maxAge: TOKEN_COOKIE_EXPIRY * SECONDS_PER_DAY, sameSite: 'lax', ...(secure ? { secure: true } : {}) };
}

/**
 * Stores the access token in the `authorization` cookie (path `/`, expiry 1000, `SameSite=Lax`, `Secure` on
 * HTTPS). A token that does not have three parts is refused with a warning; the cookie is read back and a
 * warning logged when it is missing. Returns whether the cookie holds the token.
 */
export function setAuthorizationCookie(token: string): boolean {
  if (!isWellFormedToken(token)) {
    console.warn('The access token is not a three-part token; the authorization cookie is not set');
    return false;
  }
  setCookie(TOKEN_COOKIE_NAME, token, authorizationCookieAttributes());
  if (read(TOKEN_COOKIE_NAME) !== token) {
    console.warn('The authorization cookie was not found after it was set');
    return false;
  }
  return true;
}

const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|\[?[0-9a-f:]+\]?)$/i;

/**
 * The parent domain of a host, where the cross-domain cookie lives: `staging.groundwork.eco` gives
 * `groundwork.eco`, a two-label host is its own parent, and a single-label host (localhost) or an IP address
 * has none (the cookie is then host-only).
 */
export function parentDomain(host: string): string | undefined {
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (!name || IP_ADDRESS.test(name)) return undefined;
  const labels = name.split('.');
  if (labels.length < 2) return undefined;
  return labels.length === 2 ? name : labels.slice(1).join('.');
}

/**
 * Sets `authorization-{environment}` on the parent domain of the current host (secure, SameSite lax, path `/`)
 * so that the monitoring sub-domain can read it, then checks it after 100 ms and warns when it is absent.
 * Resolves to whether the cookie was found.
 */
export function setCrossDomainCookie(environment: string, token: string, host: string = window.location.hostname): Promise<boolean> {
  const name = crossDomainCookieName(environment);
  if (!isWellFormedToken(token)) {
    console.warn(`The access token is not a three-part token; the ${name} cookie is not set`);
    return Promise.resolve(false);
  }
  setCookie(name, token, { domain: parentDomain(host), secure: true, sameSite: 'lax', path: '/' });
  return new Promise((resolve) => {
    setTimeout(() => {
      const found = read(name) === token;
      if (!found) console.warn(`The ${name} cookie was not found after it was set`);
      resolve(found);
    }, CROSS_DOMAIN_COOKIE_CHECK_DELAY_MS);
  });
}

/** Removes the token cookies (on sign-out). */
export function removeTokenCookies(environment: string, host: string = window.location.hostname): void {
  deleteCookie(TOKEN_COOKIE_NAME, { path: '/' });
  deleteCookie(crossDomainCookieName(environment), { path: '/', domain: parentDomain(host) });
}
