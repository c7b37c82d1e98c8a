import {
  Logger,
  PublicClientApplication,
  stubbedPublicClientApplication,
  type IPublicClientApplication,
} from '@azure/msal-browser';
import { buildMsalConfiguration } from './msal-config';

let instance: IPublicClientApplication | undefined;

/**
 * What MsalProvider gets while a page renders on the server: MSAL's own stub (a real application would open a
 * BroadcastChannel per request), with a logger, the only thing MsalProvider reads before mounting.
 */
const serverPlaceholder: IPublicClientApplication = {
  ...stubbedPublicClientApplication,
  getLogger: () => new Logger({}),
};

/**
 * Makes `initialize` run once however many callers ask (this module and MsalProvider both do), so that
 * MSAL's storage is never initialized twice concurrently.
 */
function initializeOnce(application: IPublicClientApplication): IPublicClientApplication {
  const initialize = application.initialize.bind(application);
  let initializing: Promise<void> | undefined;
  application.initialize = (request) => {
    initializing ??= initialize(request);
    return initializing;
  };
  return application;
}

/**
 * The browser's single MSAL application, created on first use from the client configuration (so set the
 * configuration first). On the server, a stub that only lets MsalProvider render.
 */
export function getMsalInstance(): IPublicClientApplication {
  if (typeof window === 'undefined') return serverPlaceholder;
  instance ??= initializeOnce(new PublicClientApplication(buildMsalConfiguration(window.location.origin)));
  return instance;
}

/** Replaces the MSAL application (a test double, or one built elsewhere); undefined forgets it. */
export function replaceMsalInstance(replacement: IPublicClientApplication | undefined): void {
  instance = replacement && initializeOnce(replacement);
}

/** Initializes the MSAL application (once). */
export function ensureMsalInitialized(target: IPublicClientApplication = getMsalInstance()): Promise<void> {
  return target.initialize();
}

/** Whether someone is signed in on this browser (a token is then expected for API calls). */
export function hasSignedInAccount(): boolean {
  return instance !== undefined && instance.getAllAccounts().length > 0;
}
