import type { AuthenticationResult, IPublicClientApplication } from '@azure/msal-browser';
import { getClientConfig } from '@/lib/config/client-config';
import { currentEnvironment, isMonitoringHost } from '@/lib/env/environments';
import { ROOT_PATH } from '@/lib/constants';
import { readAuthorizationToken, readCrossDomainToken, removeTokenCookies, setAuthorizationCookie, setCrossDomainCookie } from './cookies';
import { arriveOnMonitoringHost, MONITORING_HOME_PATH, MONITORING_SIGN_IN_PATH, needsInteraction, SILENT_ATTEMPT_KEY, type Arrival } from './monitoring-arrival';
import { authorityFor, loginRequest, loginScopes, policyOfAccount } from './msal-config';
import { hasCachedAccountHint } from './account-hint';
import { ensureMsalInitialized, hasSignedInAccount } from './msal-instance';
import { DEFAULT_POLICY, type Policy } from './policies';
import { navigateAfterLogin, navigateAfterLogout, type NavigateTo } from './redirect';
import { acquireTokenAtStart, setTokenExpectation } from './token';

const assignLocation: NavigateTo = (path) => window.location.assign(path);

/** MSAL hands the same redirect answer to every caller; it is acted on once (React runs effects twice in development). */
const handledResults = new WeakSet<AuthenticationResult>();

/** The MSAL application, loaded (MSAL is not first-load JavaScript: see msal-instance.ts) and initialized. */
function readyInstance(): Promise<IPublicClientApplication> {
  return ensureMsalInitialized();
}

/** Keeps an access token for API calls and for the monitoring sub-domain. */
function storeToken(token: string): void {
  setAuthorizationCookie(token);
  void setCrossDomainCookie(currentEnvironment(), token);
}

/** Whether the page is on the monitoring (V2) host. */
function onMonitoringHost(): boolean {
  return isMonitoringHost(window.location.host);
}

/** Redirects to the provider without first reading an answer (the caller has just read one). */
async function redirectToProvider(policy: Policy, options: { signUp?: boolean; silent?: boolean }): Promise<void> {
  const instance = await readyInstance();
  await instance.loginRedirect(loginRequest(policy, window.location.origin, options));
}

async function startLogin(policy: Policy, signUp: boolean): Promise<void> {
  try {
    const instance = await readyInstance();
    // A visitor's page does not load MSAL at start: a sign-in left unfinished earlier (say, for a password reset
    // opened from the mail in another tab) would still count as in progress and block this one. Handling the
    // (absent) redirect answer first clears it, as MSAL asks before any interaction. An answer already acted on that
    // failed (the monitoring host's silent sign-in, `login_required`, which MSAL hands out again) does not stop this one.
    await instance.handleRedirectPromise({ navigateToLoginRequestUrl: false }).catch(() => null);
    await instance.loginRedirect(loginRequest(policy, window.location.origin, { signUp }));
  } catch (error) {
    console.error(signUp ? 'Sign-up failed' : 'Sign-in failed', error);
  }
}

/** Redirects to the identity provider to sign in with a policy (the local account by default). */
export function signIn(policy: Policy = DEFAULT_POLICY): Promise<void> {
  return startLogin(policy, false);
}

/** Redirects to the identity provider's sign-up form of a policy (query option `signup`). */
export function signUp(policy: Policy = DEFAULT_POLICY): Promise<void> {
  return startLogin(policy, true);
}

/** Forgets the tokens and signs out at the identity provider, which sends the user back to the root path. */
export async function signOut(navigate: NavigateTo = assignLocation): Promise<void> {
  removeTokenCookies(currentEnvironment());
  try {
    const instance = await readyInstance();
    const account = instance.getActiveAccount() ?? instance.getAllAccounts()[0] ?? null;
    // client_id lets the provider honour the return address even without an ID token hint (OIDC RP-initiated logout).
    await instance.logoutRedirect({
      account,
      postLogoutRedirectUri: `${window.location.origin}${ROOT_PATH}`,
      extraQueryParameters: { client_id: getClientConfig().authClientId },
    });
  } catch (error) {
    console.error('Sign-out failed', error);
    navigateAfterLogout(navigate);
  }
}

/**
 * Runs once when the app starts in the browser. A redirect answer from the identity provider (sign-in, sign-up
 * or token acquisition) stores the token cookies and sends the user on (/homepage, or the stored
 * redirect-after-login path after 100 ms). Without one, a token is acquired silently for the first signed-in
 * account, if any. Errors are logged to the console only. Resolves to the redirect answer, if there was one.
 */
export async function handleRedirect(navigate: NavigateTo = assignLocation): Promise<AuthenticationResult | null> {
  setTokenExpectation(hasSignedInAccount);
  try {
    const instance = await readyInstance();
    const result = await instance.handleRedirectPromise({ navigateToLoginRequestUrl: false });
    if (result && handledResults.has(result)) return result;
    if (result) {
      handledResults.add(result);
      window.sessionStorage.removeItem(SILENT_ATTEMPT_KEY);
      if (result.account) instance.setActiveAccount(result.account);
      if (result.accessToken) storeToken(result.accessToken);
      else console.warn('The identity provider answered without an access token');
      // On the monitoring host home is the monitoring application's root.
      if (onMonitoringHost()) navigateAfterLogin(navigate, window.localStorage, MONITORING_HOME_PATH);
      else navigateAfterLogin(navigate);
      return result;
    }
    const origin = window.location.origin;
    const token = await acquireTokenAtStart(instance, loginScopes(), (account) => authorityFor(policyOfAccount(account), origin));
    if (token) storeToken(token);
    return null;
  } catch (error) {
    if (onMonitoringHost() && needsInteraction(error)) {
      // The silent sign-in of an arrival found no session at the provider: the monitoring application's sign-in page
      // asks the user to sign in, and they come back to the path they arrived at (the redirect-after-login value).
      console.info('No session at the identity provider: asking the user to sign in');
      navigate(MONITORING_SIGN_IN_PATH);
      return null;
    }
    console.error('Authentication failed', error);
    return null;
  }
}

/**
 * A page of the monitoring host opens without the provider's answer (see `monitoring-arrival.ts`): the user is
 * signed in there — by their account, a fresh token, the cross-domain cookie, or silently through the provider —
 * and comes to `path` (the monitoring home from the root).
 */
export function arriveOnMonitoring(path: string, navigate: NavigateTo = assignLocation): Promise<Arrival> {
  return arriveOnMonitoringHost(path, {
    hasAccount: hasCachedAccountHint,
    renewToken: () => handleRedirect(navigate),
    readToken: readAuthorizationToken,
    readCrossDomainToken: () => readCrossDomainToken(currentEnvironment()),
    adoptToken: setAuthorizationCookie,
    startSilentSignIn: async () => {
      // As before any interaction, MSAL reads the (absent) answer first.
      await (await readyInstance()).handleRedirectPromise({ navigateToLoginRequestUrl: false });
      await redirectToProvider(DEFAULT_POLICY, { silent: true });
    },
    navigate,
    storage: window.localStorage,
    tabStorage: window.sessionStorage,
  }).catch((error: unknown) => {
    console.error('Signing in on the monitoring host failed', error);
    return 'visitor' as const;
  });
}
