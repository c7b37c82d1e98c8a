import type { AccountInfo, EventMessage, IPublicClientApplication } from '@azure/msal-browser';

/** A logger that says nothing, whatever MSAL React asks of it. */
const silentLogger: unknown = new Proxy({}, { get: (_target, name) => (name === 'clone' ? () => silentLogger : () => undefined) });

/**
 * A stand-in for MSAL's application: what the session, the start-up and MSAL React call, as mocks (`mocks`: the
 * installed application wraps some of its methods, so assertions use these), and a browser cache whose accounts a
 * test can change as another tab would (`changeAccounts`), telling MSAL's event listeners.
 */
export function fakeMsal(accounts: AccountInfo[] = []) {
  let cached = accounts;
  const listeners = new Map<string, (message: EventMessage) => void>();
  let registered = 0;
  const mocks = {
    initialize: jest.fn(async () => undefined),
    handleRedirectPromise: jest.fn(async () => null),
    getAllAccounts: jest.fn(() => cached),
    getActiveAccount: jest.fn(() => null),
    setActiveAccount: jest.fn(),
    // The account's token, as MSAL gives it from its cache.
    acquireTokenSilent: jest.fn(async () => ({ accessToken: 'header.payload.signature' })),
    loginRedirect: jest.fn(async () => undefined),
    logoutRedirect: jest.fn(async () => undefined),
    initializeWrapperLibrary: jest.fn(),
    getLogger: jest.fn(() => silentLogger),
    addEventCallback: jest.fn((listener: (message: EventMessage) => void) => {
      registered += 1;
      const id = `listener-${registered}`;
      listeners.set(id, listener);
      return id;
    }),
    removeEventCallback: jest.fn((id: string) => {
      listeners.delete(id);
    }),
  };
  return {
    mocks,
    application: { ...mocks } as unknown as IPublicClientApplication,
    /** The cache's accounts change (a sign-in or sign-out, here or in another tab) and MSAL says so. */
    changeAccounts(next: AccountInfo[]) {
      const removed = next.length < cached.length;
      cached = next;
      const message = {
        eventType: removed ? 'msal:accountRemoved' : 'msal:accountAdded',
        interactionType: null,
        payload: null,
        error: null,
        timestamp: Date.now(),
      } as unknown as EventMessage;
      for (const listener of [...listeners.values()]) listener(message);
    },
  };
}

export type FakeMsal = ReturnType<typeof fakeMsal>;
