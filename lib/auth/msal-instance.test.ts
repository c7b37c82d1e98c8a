import type { IPublicClientApplication } from '@azure/msal-browser';
import {
  ensureMsalInitialized,
  hasSignedInAccount,
  loadedMsalInstance,
  loadMsalInstance,
  replaceMsalInstance,
} from './msal-instance';

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
