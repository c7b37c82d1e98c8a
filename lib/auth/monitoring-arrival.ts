import { ROOT_PATH } from '@/lib/constants';
import { MONITORING_APP_PATHS } from '@/lib/page-routes/monitoring';
import { rememberRedirectAfterLogin, type NavigateTo } from './redirect';

/*
 * Arriving on the monitoring (V2) host, `monitoring.<environment host>` (`monitoring.localhost:<port>` on a developer's
 * machine). MSAL keeps its tokens per origin, so a user signed in on the main application has no account here yet:
 * the page signs them in through the main application's provider without a form (its session cookie from the V1
 * sign-in answers `prompt=none`), or, where a parent domain holds it, takes the seed's cross-domain cookie
 * `authorization-{environment}`. A stranger's silent attempt comes back with `login_required`, and the session
 * then asks them to sign in (lib/auth/session.ts). Either way the path they arrived at is the redirect-after-login
 * value, followed 100 ms after the sign-in.
 */

/** The monitoring application's home: its root, the fleet (docs/requirements.md ). */
export const MONITORING_HOME_PATH = ROOT_PATH;

/** Where a visitor of the monitoring host signs in: the monitoring application's own sign-in page. */
export const MONITORING_SIGN_IN_PATH = MONITORING_APP_PATHS.signIn;

/** Session-storage key marking that this tab already tried to sign in silently (no loop for a stranger). */
export const SILENT_ATTEMPT_KEY = 'monitoringSilentSignIn';

/** Seconds before its expiry at which a token no longer counts as fresh. */
const EXPIRY_MARGIN_SECONDS = 60;

/** Errors of a `prompt=none` answer that mean "the user must see the provider's pages". */
const INTERACTION_REQUIRED = new Set(['login_required', 'interaction_required', 'consent_required', 'account_selection_required']);

/** Whether an MSAL error says the provider needs the user (a silent sign-in without a session). */
export function needsInteraction(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { errorCode?: unknown }).errorCode : undefined;
  return typeof code === 'string' && INTERACTION_REQUIRED.has(code);
}

/** The expiry (`exp`, seconds since the epoch) of a JWT, read without checking it (the API checks it). */
function expiryOf(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const exp: unknown = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
}

/** Whether an access token is a three-part JWT that will not expire within a minute. */
export function isFreshToken(token: string | undefined, now: number = Date.now()): token is string {
  if (!token || token.split('.').length !== 3) return false;
  const exp = expiryOf(token);
  return exp !== undefined && exp - EXPIRY_MARGIN_SECONDS > now / 1000;
}

export interface ArrivalDeps {
  /** Whether MSAL's cache on this origin holds an account. */
  hasAccount: () => boolean;
  /** Renews the account's token, as at every start (`handleRedirect` of the session). */
  renewToken: () => Promise<unknown>;
  /** The `authorization` cookie of this host. */
  readToken: () => string | undefined;
  /** The cross-domain cookie `authorization-{environment}` of the parent domain, if the browser sends one here. */
  readCrossDomainToken: () => string | undefined;
  /** Keeps a token in this host's `authorization` cookie; whether it was kept. */
  adoptToken: (token: string) => boolean;
  /** Redirects to the main application's provider with `prompt=none`. */
  startSilentSignIn: () => Promise<void>;
  navigate: NavigateTo;
  /** Where the redirect-after-login value is kept (local storage). */
  storage: Storage;
  /** Where this tab's silent attempt is marked (session storage). */
  tabStorage: Storage;
  now?: () => number;
}

export type Arrival = 'account' | 'token' | 'cross-domain-token' | 'silent-sign-in' | 'visitor';

/**
 * What the monitoring host does when a page opens at `path` (with its query string) without the provider's answer:
 * an account renews its token; a fresh token — this host's, or the cross-domain cookie's — is used as it is; anybody
 * else is signed in silently once per tab, the path kept for after the sign-in (neither the root, the monitoring
 * home, nor the sign-in page). Resolves to what was done.
 */
export async function arriveOnMonitoringHost(path: string, deps: ArrivalDeps): Promise<Arrival> {
  const now = deps.now?.() ?? Date.now();
  const atHome = path === MONITORING_HOME_PATH || path.split('?')[0] === MONITORING_SIGN_IN_PATH;
  const signedIn = (arrival: Arrival): Arrival => {
    deps.tabStorage.removeItem(SILENT_ATTEMPT_KEY);
    return arrival;
  };
  if (deps.hasAccount()) {
    await deps.renewToken();
    return signedIn('account');
  }
  if (isFreshToken(deps.readToken(), now)) return signedIn('token');
  const crossDomain = deps.readCrossDomainToken();
  if (isFreshToken(crossDomain, now) && deps.adoptToken(crossDomain)) return signedIn('cross-domain-token');
  if (deps.tabStorage.getItem(SILENT_ATTEMPT_KEY) !== null) return 'visitor';
  deps.tabStorage.setItem(SILENT_ATTEMPT_KEY, String(now));
  if (!atHome) rememberRedirectAfterLogin(path, deps.storage);
  await deps.startSilentSignIn();
  return 'silent-sign-in';
}
