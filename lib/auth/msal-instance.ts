import type { IPublicClientApplication } from '@azure/msal-browser';
import { hasCachedAccountHint } from './account-hint';
import { buildMsalConfiguration } from './msal-config';
import { announceMsalReady, forgetMsalReady } from './msal-ready';

/**
 * MSAL (~80 kB gzipped) is not part of any page's first-load JavaScript: API calls read the access token from
 * the `authorization` cookie, so the library is only needed to handle the identity provider's answer, to renew
 * the token at start, and for sign-in, sign-up and sign-out. It is imported on first use — the start-up
 * redirect handling asks for it right after hydration — and every caller waits for that one import.
 */

let instance: IPublicClientApplication | undefined;
let loading: Promise<IPublicClientApplication> | undefined;

/**
 * Prepares an application for every caller, ours and MSAL React's alike: `initialize` runs once however many callers
 * ask (MSAL's storage is never initialized twice concurrently), and reading the provider's answer never sends the
 * browser back to the address the sign-in started from (`navigateToLoginRequestUrl: false` unless a caller says
 * otherwise): where to go after sign-in is `redirect.ts`'s decision. MSAL keeps one answer per address, so the
 * first caller's options are the ones that count.
 */
function prepared(application: IPublicClientApplication): IPublicClientApplication {
  const initialize = application.initialize.bind(application);
  let initializing: Promise<void> | undefined;
  application.initialize = (request) => {
    initializing ??= initialize(request);
    return initializing;
  };
  if (typeof application.handleRedirectPromise === 'function') {
    const handleRedirectPromise = application.handleRedirectPromise.bind(application);
    application.handleRedirectPromise = (options) => handleRedirectPromise({ navigateToLoginRequestUrl: false, ...options });
  }
  return application;
}

/**
 * The browser's single MSAL application, created on first use from the client configuration (so set the
 * configuration first). The library is loaded by this call the first time; a failed load is retried by the
 * next call. Rejects outside a browser.
 */
export function loadMsalInstance(): Promise<IPublicClientApplication> {
  if (instance) return Promise.resolve(instance);
  if (typeof window === 'undefined') return Promise.reject(new Error('MSAL runs in the browser only'));
  loading ??= import('@azure/msal-browser').then(
    ({ PublicClientApplication }) => {
      // A replacement installed while the library was loading wins.
      instance ??= prepared(new PublicClientApplication(buildMsalConfiguration(window.location.origin)));
      return instance;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The MSAL application if it is already loaded, else undefined (nothing is loaded by this call). */
export function loadedMsalInstance(): IPublicClientApplication | undefined {
  return instance;
}

/** Replaces the MSAL application (a test double, or one built elsewhere); undefined forgets it. */
export function replaceMsalInstance(replacement: IPublicClientApplication | undefined): void {
  instance = replacement && prepared(replacement);
  loading = undefined;
  forgetMsalReady();
}

/**
 * Loads (once) and initializes (once) the MSAL application, and tells those waiting for it (`onMsalReady` of
 * `msal-ready.ts`): the application is at work from here on.
 */
export async function ensureMsalInitialized(target?: IPublicClientApplication): Promise<IPublicClientApplication> {
  const application = target ?? (await loadMsalInstance());
  await application.initialize();
  if (application === instance) announceMsalReady(application);
  return application;
}

/** MSAL's list of cached accounts in local storage (`msal.account.keys`, or `msal.<schema>.account.keys`). */
/**
 * Whether someone is signed in on this browser (a token is then expected for API calls): MSAL's accounts once
 * it is loaded, the local-storage hint while it loads.
 */
export function hasSignedInAccount(): boolean {
  if (instance) return instance.getAllAccounts().length > 0;
  return loading !== undefined && hasCachedAccountHint();
}
