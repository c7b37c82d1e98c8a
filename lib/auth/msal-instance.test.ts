import type { IPublicClientApplication } from '@azure/msal-browser';
import { ensureMsalInitialized, hasSignedInAccount, loadedMsalInstance, loadMsalInstance, replaceMsalInstance } from './msal-instance';
import { onMsalReady } from './msal-ready';

const created: { configuration: unknown; initializeMock: jest.Mock; getAllAccounts: jest.Mock }[] = [];
let failNextLoad = false;

jest.mock('@azure/msal-browser', () => {
  if (failNextLoad) {
    failNextLoad = false;
    throw new Error('chunk failed to load');
  }
  return {
    PublicClientApplication: jest.fn().mockImplementation((configuration: unknown) => {
      const initializeMock = jest.fn(async () => undefined);
      const getAllAccounts = jest.fn(() => []);
      created.push({ configuration, initializeMock, getAllAccounts });
      return { configuration, initialize: initializeMock, getAllAccounts };
    }),
  };
});

afterEach(() => {
  replaceMsalInstance(undefined);
  created.length = 0;
  window.localStorage.clear();
  jest.resetModules();
});

describe('MSAL loading', () => {
  it('loads nothing until asked', () => {
    expect(loadedMsalInstance()).toBeUndefined();
    expect(hasSignedInAccount()).toBe(false);
  });

  it('builds one application from the client configuration however many callers ask', async () => {
    const [first, second] = await Promise.all([loadMsalInstance(), loadMsalInstance()]);
    expect(first).toBe(second);
    expect(created).toHaveLength(1);
    expect(created[0].configuration).toMatchObject({
      auth: { clientId: 'groundwork-web', authority: 'http://localhost/idp', redirectUri: 'http://localhost/' },
      cache: { cacheLocation: 'localStorage' },
    });
    expect(loadedMsalInstance()).toBe(first);
  });

  it('initializes once however many callers ask', async () => {
    const application = await loadMsalInstance();
    const initialize = created[0].initializeMock;
    await Promise.all([ensureMsalInitialized(), ensureMsalInitialized(), application.initialize()]);
    expect(initialize).toHaveBeenCalledTimes(1);
  });

  it('keeps a replacement installed by a test', async () => {
    const replacement = { initialize: jest.fn(async () => undefined) } as unknown as IPublicClientApplication;
    replaceMsalInstance(replacement);
    await expect(loadMsalInstance()).resolves.toBe(replacement);
    expect(created).toHaveLength(0);
  });

  it('tries the import again after a failed load', async () => {
    jest.resetModules();
    failNextLoad = true;
    const isolated = jest.requireActual<typeof import('./msal-instance')>('./msal-instance');
    await expect(isolated.loadMsalInstance()).rejects.toThrow('chunk failed to load');
    await expect(isolated.loadMsalInstance()).resolves.toBeDefined();
  });
});

describe('redirect answers', () => {
  it('are read without MSAL navigating back to where the sign-in started, whoever asks, unless the caller says so', async () => {
    const handleRedirectPromise = jest.fn(async () => null);
    replaceMsalInstance({ initialize: jest.fn(async () => undefined), handleRedirectPromise } as unknown as IPublicClientApplication);
    const application = await loadMsalInstance();
    await application.handleRedirectPromise();
    await application.handleRedirectPromise({ hash: '#code=c1' });
    await application.handleRedirectPromise({ navigateToLoginRequestUrl: true });
    expect(handleRedirectPromise.mock.calls).toEqual([
      [{ navigateToLoginRequestUrl: false }],
      [{ navigateToLoginRequestUrl: false, hash: '#code=c1' }],
      [{ navigateToLoginRequestUrl: true }],
    ]);
  });
});

describe('readiness', () => {
  it('is told once MSAL is initialized for work, not when it is only loaded, and at once to a late listener', async () => {
    const early = jest.fn();
    const stop = onMsalReady(early);
    const application = await loadMsalInstance();
    expect(early).not.toHaveBeenCalled();
    await Promise.all([ensureMsalInitialized(), ensureMsalInitialized()]);
    expect(early.mock.calls).toEqual([[application]]);
    const late = jest.fn();
    onMsalReady(late)();
    expect(late.mock.calls).toEqual([[application]]);
    stop();
  });

  it('stops telling a listener that stopped listening, and starts again with a replaced application', async () => {
    const listener = jest.fn();
    onMsalReady(listener)();
    await ensureMsalInitialized();
    expect(listener).not.toHaveBeenCalled();
    const replacement = { initialize: jest.fn(async () => undefined) } as unknown as IPublicClientApplication;
    replaceMsalInstance(replacement);
    const next = jest.fn();
    const stop = onMsalReady(next);
    expect(next).not.toHaveBeenCalled();
    await ensureMsalInitialized();
    expect(next.mock.calls).toEqual([[replacement]]);
    stop();
  });
});

describe('signed-in account', () => {
  it('is read from MSAL once loaded', async () => {
    await loadMsalInstance();
    expect(hasSignedInAccount()).toBe(false);
    created[0].getAllAccounts.mockReturnValue([{ homeAccountId: 'h1' }]);
    expect(hasSignedInAccount()).toBe(true);
  });

  it('is hinted by the local-storage account list while MSAL loads', async () => {
    window.localStorage.setItem('msal.3.account.keys', JSON.stringify(['h1-localhost-tenant']));
    expect(hasSignedInAccount()).toBe(false);
    const loading = loadMsalInstance();
    expect(hasSignedInAccount()).toBe(true);
    await loading;
    expect(hasSignedInAccount()).toBe(false);
  });
});
