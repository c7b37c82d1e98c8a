import type { AuthenticationResult, IPublicClientApplication } from '@azure/msal-browser';
import { getClientConfig } from '@/lib/config/client-config';
import { currentEnvironment } from '@/lib/env/environments';
import { ROOT_PATH } from '@/lib/constants';
import { removeTokenCookies, setAuthorizationCookie, setCrossDomainCookie } from './cookies';
import { authorityFor, loginRequest, loginScopes, policyOfAccount } from './msal-config';
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

async function startLogin(policy: Policy, signUp: boolean): Promise<void> {
  try {
    const instance = await readyInstance();
    // A visitor's page does not load MSAL at start: a sign-in left unfinished earlier (say, for a password reset
    // opened from the mail in another tab) would still count as in progress and block this one. Handling the
    // (absent) redirect answer first clears it, as MSAL asks before any interaction.
    await instance.handleRedirectPromise({ navigateToLoginRequestUrl: false });
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
      if (result.account) instance.setActiveAccount(result.account);
      if (result.accessToken) storeToken(result.accessToken);
      else console.warn('The identity provider answered without an access token');
      navigateAfterLogin(navigate);
      return result;
    }
    const origin = window.location.origin;
    const token = await acquireTokenAtStart(instance, loginScopes(), (account) =>
      authorityFor(policyOfAccount(account), origin),
    );
    if (token) storeToken(token);
    return null;
  } catch (error) {
    console.error('Authentication failed', error);
    return null;
  }
}
