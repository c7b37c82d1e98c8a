/** Business constants and limits of the web client (seed section 9), in one place. */

/** The app-wide loading flag is cleared after this long whatever happens. */
export const LOADING_TIMEOUT_MS = 30_000;
/** The current-user fetch is scheduled this long after start. */
export const ME_FETCH_DELAY_MS = 2_500;
/** A 425 (account not ready) answer to the current-user fetch is retried at this interval. */
export const ME_RETRY_INTERVAL_MS = 1_000;
/** HTTP status that means the account is still being prepared. */
export const NOT_READY_STATUS = 425;
/** Delay before following a stored redirect-after-login value. */
export const REDIRECT_AFTER_LOGIN_DELAY_MS = 100;
/** Storage key of the redirect-after-login value. */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';
/** Share of the window height left above the target of an in-page anchor. */
export const ANCHOR_SCROLL_OFFSET_RATIO = 0.2;
/** Expiry value of the token cookie, in days. */
export const TOKEN_COOKIE_EXPIRY = 1000;
/** Name of the cookie holding the access token. */
export const TOKEN_COOKIE_NAME = 'authorization';
/** Cookie that holds a project access key; sent as the `access-key` header. */
export const ACCESS_KEY_COOKIE = 'access-key';
/** Cookie that holds the user a staff member acts as; sent as the `userId` header. */
export const USER_ID_COOKIE = 'userId';
/** Delay before the cross-domain cookie is checked. */
export const CROSS_DOMAIN_COOKIE_CHECK_DELAY_MS = 100;
/** Token look-up: at most this many attempts. */
export const TOKEN_LOOKUP_ATTEMPTS = 3;
/** Token look-up: the wait after attempt n is this many milliseconds times n. */
export const TOKEN_LOOKUP_DELAY_MS = 150;
/** Hand-off to V2: retried once after this delay. */
export const V2_HANDOFF_RETRY_DELAY_MS = 200;
/** Name of the file a CSV answer is saved as. */
export const CSV_FILE_NAME = 'data.csv';
/** Label configuration entries are read with (the value of `lib/schemas/config.ts`, kept here without zod). */
export const CONFIGURATION_LABEL = 'prd';
/** Path the user lands on after sign-in, sign-up and token acquisition. */
export const AFTER_LOGIN_PATH = '/homepage';
/** Path the user lands on after logout; also the redirect address of sign-in. */
export const ROOT_PATH = '/';

/** The cross-domain cookie of an environment: `authorization-{environment}`. */
export function crossDomainCookieName(environment: string): string {
  return `${TOKEN_COOKIE_NAME}-${environment}`;
}
